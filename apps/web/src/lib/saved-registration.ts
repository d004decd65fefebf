import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * After a work or a recording is created or changed: the API's answer is its details at once
 * (no second call to show the page saved), and the queries that may show it go stale: those on
 * screen are fetched again.
 */
export async function storeSavedRegistration<T>(queryClient: QueryClient, detailsKey: QueryKey, saved: T, stale: readonly QueryKey[]) {
  queryClient.setQueryData(detailsKey, saved);
  await Promise.all(stale.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
