import type { QueryClient } from '@tanstack/react-query';
import type { PatchRoutesOnNavigationFunction, RouteObject } from 'react-router';
import { createBrowserRouter, Outlet, RouterProvider, ScrollRestoration } from 'react-router';
import { PageLoader } from '../components/ui/page-loader';
import { paths } from '../config/paths';
import { lazyFirstPage, lazyScreen } from './lazy-route';
import { RouteError } from './routes/route-error';

const ROOT_ROUTE_ID = 'root';

/**
 * Every page, with the scrolling a page of its own would have: a new page opens at its top (the
 * details a save leads to, not their history further down, where the form's Save button was),
 * and Back or Forward return to where the page was left.
 */
function AppPages() {
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}

/**
 * Fixed routes that anyone may open (docs/architecture.md#routes-and-menus). The members' and staff's (signed-in-routes.tsx), with the
 * catch-all not-found page, are added the first time an address matches none of these.
 */
export const routes: RouteObject[] = [
  {
    id: ROOT_ROUTE_ID,
    Component: AppPages,
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageLoader />,
    children: [
      { path: paths.home.path, lazy: lazyFirstPage(() => import('./routes/landing')) },
      { path: paths.signup.individual.path, lazy: lazyScreen(() => import('./routes/auth/signup-individual')) },
      { path: paths.signup.individualRole.path, lazy: lazyScreen(() => import('./routes/auth/signup-individual-role')) },
      { path: paths.signup.corporate.path, lazy: lazyScreen(() => import('./routes/auth/signup-corporate')) },
      { path: paths.signup.account.path, lazy: lazyScreen(() => import('./routes/auth/signup-account')) },
      { path: paths.signup.success.path, lazy: lazyScreen(() => import('./routes/auth/signup-success')) },
      { path: paths.password.requestReset.path, lazy: lazyScreen(() => import('./routes/auth/request-password-reset')) },
      { path: paths.password.reset.path, lazy: lazyScreen(() => import('./routes/auth/reset-password')) },
      { path: paths.emailChangeConfirm.path, lazy: lazyScreen(() => import('./routes/auth/confirm-email-change')) },
      { path: paths.invitation.path, lazy: lazyScreen(() => import('./routes/auth/invitation')) },
    ],
  },
];

/**
 * What every router of the app is made with, tests' memory routers too: the signed-in routes,
 * added under the root when an address needs them (React Router leaves out those it already has),
 * with the query client their loaders fill.
 */
export function routerOptions(queryClient: QueryClient): { patchRoutesOnNavigation: PatchRoutesOnNavigationFunction } {
  return {
    patchRoutesOnNavigation: async ({ patch }) => {
      const { signedInRoutes } = await import('./signed-in-routes');
      patch(ROOT_ROUTE_ID, signedInRoutes(queryClient));
    },
  };
}

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/**
 * The browser's router, once the code of the address's screens has come. Rendering before would
 * paint the loader first: over the landing page the server sent as HTML, a flash of a spinner.
 */
export async function startRouter(queryClient: QueryClient): Promise<AppRouter> {
  const router = createBrowserRouter(routes, routerOptions(queryClient));
  if (!router.state.initialized) {
    await new Promise<void>((resolve) => {
      const unsubscribe = router.subscribe((state) => {
        if (!state.initialized) return;
        unsubscribe();
        resolve();
      });
    });
  }
  return router;
}

export function AppRoutes({ router }: { router: AppRouter }) {
  return <RouterProvider router={router} />;
}
