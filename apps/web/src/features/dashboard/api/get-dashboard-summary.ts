import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call';

export const dashboardSummaryQueryKey = ['dashboard', 'summary'] as const;

/** GET /dashboard/summary: everything the dashboard shows, in one request. */
export const getDashboardSummary = () => call('getDashboardSummary');

/**
 * Read afresh on every visit (the cached one shows meanwhile): it sums up what the other screens
 * change, and features do not reach into each other's caches to mark it stale. The route's loader
 * asks for it on every visit, while the screen's code loads (app/signed-in-routes.tsx), so the
 * screen never asks a second time on mount, however long its code took to arrive; without a
 * summary at all (a failed or skipped prefetch) it still asks.
 */
export const dashboardSummaryQueryOptions = () =>
  queryOptions({
    queryKey: dashboardSummaryQueryKey,
    queryFn: getDashboardSummary,
    staleTime: 0,
    refetchOnMount: false,
  });

export function useDashboardSummary() {
  return useQuery(dashboardSummaryQueryOptions());
}
