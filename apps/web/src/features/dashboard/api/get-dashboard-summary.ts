import type { DashboardSummary } from '@repertoire/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const dashboardSummaryQueryKey = ['dashboard', 'summary'] as const;

/** GET /dashboard/summary: everything the dashboard shows, in one request. */
export const getDashboardSummary = () => api.get<DashboardSummary>('/dashboard/summary');

export const dashboardSummaryQueryOptions = () => queryOptions({ queryKey: dashboardSummaryQueryKey, queryFn: getDashboardSummary });

export function useDashboardSummary() {
  return useQuery(dashboardSummaryQueryOptions());
}
