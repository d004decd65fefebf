import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/notifications/styles.css';

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
import { ErrorPage } from '../features/error-reporting/components/error-page';
import { theme } from '../config/theme';

export function AppProvider({ children, queryClient: givenClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [queryClient] = useState(() => givenClient ?? createQueryClient());

  // Spec §4: a rejected session means logged out; the route guard then sends the member to `/`.
  useEffect(() => {
    setUnauthorizedHandler(() => queryClient.setQueryData(sessionQueryKey, null));
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
