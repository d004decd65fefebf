type RouteModule = { Component: React.ComponentType };

const allOfMantine = () => import('./styles/all-components.css');
const memberFrame = () => import('./styles/member-frame.css');

/**
 * Every screen is its own chunk (Vite 8 / rolldown splits on these dynamic imports) and comes
 * with all of Mantine's styles, fetched beside it (only the first paint's block the page).
 */
export const lazyScreen =
  (load: () => Promise<RouteModule>, loadStyles: () => Promise<unknown> = allOfMantine) =>
  async () => {
    const [module] = await Promise.all([load(), loadStyles()]);
    return { Component: module.Component };
  };

/**
 * The members' frame and their dashboard, most members' first page, come with only the styles
 * they use (styles/member-frame.css, 6 kB brotli rather than 32): the next screen brings the rest.
 */
export const lazyFrameScreen = (load: () => Promise<RouteModule>) => lazyScreen(load, memberFrame);

/** The landing page, which the first paint's styles cover (styles/first-paint.css), comes without the others. */
export const lazyFirstPage = (load: () => Promise<RouteModule>) => async () => ({ Component: (await load()).Component });
