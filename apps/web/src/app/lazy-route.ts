type RouteModule = { Component: React.ComponentType };

/**
 * Every screen is its own chunk (Vite 8 / rolldown splits on these dynamic imports) and comes
 * with all of Mantine's styles, fetched beside it (only the first paint's block the page).
 */
export const lazyScreen = (load: () => Promise<RouteModule>) => async () => {
  const [module] = await Promise.all([load(), import('./styles/all-components.css')]);
  return { Component: module.Component };
};

/** The landing page, which the first paint's styles cover (styles/first-paint.css), comes without the others. */
export const lazyFirstPage = (load: () => Promise<RouteModule>) => async () => ({ Component: (await load()).Component });
