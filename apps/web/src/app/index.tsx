import type { QueryClient } from '@tanstack/react-query';
import { AppProvider } from './provider';
import type { AppRouter } from './router';
import { AppRoutes } from './router';

export function App({ router, queryClient }: { router: AppRouter; queryClient: QueryClient }) {
  return (
    <AppProvider queryClient={queryClient}>
      <AppRoutes router={router} />
    </AppProvider>
  );
}
