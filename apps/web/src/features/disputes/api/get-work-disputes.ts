import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { disputeKeys } from '../../../lib/disputes/query-keys';

/** GET /musical-works/{id}/disputes: the disputes over one work the member is party to, newest first. */
export const getWorkDisputes = (workId: string) => call('listWorkDisputes', { params: { id: workId } });

export const workDisputesQueryOptions = (workId: string) =>
  queryOptions({ queryKey: disputeKeys.ofWork(workId), queryFn: () => getWorkDisputes(workId) });

export function useWorkDisputes(workId: string) {
  return useQuery(workDisputesQueryOptions(workId));
}
