import type { DashboardSummary } from '@repertoire/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const dashboardSummaryQueryKey = ['dashboard', 'summary'] as const;

/** GET /dashboard/summary: everything the dashboard shows, in one request. */
export const getDashboardSummary = () => api.get<DashboardSummary>('/dashboard/summary');

/**
 * Read afresh on every visit (the cached one shows meanwhile): it sums up what the other screens
 * change, and features do not reach into each other's caches to mark it stale.
 */
export const dashboardSummaryQueryOptions = () => queryOptions({ queryKey: dashboardSummaryQueryKey, queryFn: getDashboardSummary, staleTime: 0 });

export function useDashboardSummary() {
  return useQuery(dashboardSummaryQueryOptions());
}
