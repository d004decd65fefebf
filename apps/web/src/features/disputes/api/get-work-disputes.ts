import type { DisputeListItem } from '@repertoire/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { disputeKeys } from '../../../lib/disputes/query-keys';

/** GET /musical-works/{id}/disputes: the disputes over one work the member is party to, newest first. */
export const getWorkDisputes = (workId: string) => api.get<DisputeListItem[]>(`/musical-works/${encodeURIComponent(workId)}/disputes`);

export const workDisputesQueryOptions = (workId: string) =>
  queryOptions({ queryKey: disputeKeys.ofWork(workId), queryFn: () => getWorkDisputes(workId) });

export function useWorkDisputes(workId: string) {
  return useQuery(workDisputesQueryOptions(workId));
}
