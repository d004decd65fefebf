import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import type { RouteObject } from 'react-router';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { TOAST_POSITION } from '../config/constants';
import { theme } from '../config/theme';

export function createTestQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } } });
}

type RenderOptions = {
  /** Where the memory router starts. */
  url?: string;
  /** The route pattern `ui` is mounted on (for useParams), default "*". */
  path?: string;
  /** Extra routes, e.g. the targets of redirects, rendered as their path text. */
  routes?: RouteObject[];
  queryClient?: QueryClient;
};

/** Renders a screen with the app's providers inside a memory router. */
export function renderWithProviders(ui: ReactElement, { url = '/', path = '*', routes = [], queryClient = createTestQueryClient() }: RenderOptions = {}) {
  const router = createMemoryRouter([{ path, element: ui }, ...routes], { initialEntries: [url] });
  const user = userEvent.setup();
  const result = render(
    <MantineProvider theme={theme} env="test">
      <Notifications position={TOAST_POSITION} />
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...result, user, router, queryClient };
}

/** A route that only shows where the app went. */
export const landmark = (path: string): RouteObject => ({ path, element: <p>at {path}</p> });
