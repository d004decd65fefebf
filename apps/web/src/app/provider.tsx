import './styles/first-paint.css';

import { MantineProvider } from '@mantine/core';
import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useEffect, useState } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { setUnauthorizedHandler } from '../lib/api-client';
import { sessionQueryKey, sessionQueryOptions } from '../lib/auth';
import { createQueryClient } from '../lib/query-client';
import { notifyError } from '../lib/notify';
import { LazyErrorPage } from '../features/error-reporting/components/lazy-error-page';
import { cssVariablesResolver, theme } from '../config/theme';
import { Toasts } from './toasts';

export const SESSION_ENDED_MESSAGE = 'Your session has ended: sign in again to continue';

/** Every screen starts from the session: asked for at once, it comes while the screen's code loads. */
export function createAppQueryClient(): QueryClient {
  const queryClient = createQueryClient();
  void queryClient.prefetchQuery(sessionQueryOptions());
  return queryClient;
}

export function AppProvider({ children, queryClient: givenClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [queryClient] = useState(() => givenClient ?? createAppQueryClient());

  // A rejected session (docs/architecture.md#session) means logged out; the route guard then sends the member to `/`.
  // A session the page still believed in (revoked from another device, expired) is named, so
  // the member does not land on the sign-in page without a word.
  useEffect(() => {
    setUnauthorizedHandler(() => {
      if (queryClient.getQueryData(sessionQueryKey)) notifyError(SESSION_ENDED_MESSAGE, 'Signed out');
      queryClient.setQueryData(sessionQueryKey, null);
    });
    return () => setUnauthorizedHandler(null);
  }, [queryClient]);

  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <Toasts />
      <ErrorBoundary FallbackComponent={LazyErrorPage}>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </ErrorBoundary>
    </MantineProvider>
  );
}
