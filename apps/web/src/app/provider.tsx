import './styles/first-paint.css';

import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useEffect, useState } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { TOAST_DURATION, TOAST_POSITION } from '../config/constants';
import { setUnauthorizedHandler } from '../lib/api-client';
import { sessionQueryKey } from '../lib/auth';
import { createQueryClient } from '../lib/query-client';
import { notifyError } from '../lib/notify';
import { ErrorPage } from '../features/error-reporting/components/error-page';
import { theme } from '../config/theme';

export const SESSION_ENDED_MESSAGE = 'Your session has ended: sign in again to continue';

export function AppProvider({ children, queryClient: givenClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [queryClient] = useState(() => givenClient ?? createQueryClient());

  // Spec §4: a rejected session means logged out; the route guard then sends the member to `/`.
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
    <MantineProvider theme={theme}>
      <Notifications position={TOAST_POSITION} autoClose={TOAST_DURATION} />
      <ErrorBoundary FallbackComponent={ErrorPage}>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </ErrorBoundary>
    </MantineProvider>
  );
}
