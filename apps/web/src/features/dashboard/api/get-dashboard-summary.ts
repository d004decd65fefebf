import type { DashboardSummary } from '@repertoire/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const dashboardSummaryQueryKey = ['dashboard', 'summary'] as const;

/** GET /dashboard/summary: everything the dashboard shows, in one request. */
export const getDashboardSummary = () => api.get<DashboardSummary>('/dashboard/summary');

/** A summary younger than this was asked for by this very visit's route (app/signed-in-routes.tsx). */
const JUST_FETCHED_MS = 2_000;

/**
 * Read afresh on every visit (the cached one shows meanwhile): it sums up what the other screens
 * change, and features do not reach into each other's caches to mark it stale. The route asks
 * for it while the screen's code loads; the screen then does not ask a second time.
 */
export const dashboardSummaryQueryOptions = () =>
  queryOptions({
    queryKey: dashboardSummaryQueryKey,
    queryFn: getDashboardSummary,
    staleTime: 0,
    refetchOnMount: (query) => Date.now() - query.state.dataUpdatedAt > JUST_FETCHED_MS,
  });

export function useDashboardSummary() {
  return useQuery(dashboardSummaryQueryOptions());
}
