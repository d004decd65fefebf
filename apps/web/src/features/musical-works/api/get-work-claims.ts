import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { musicalWorkKeys } from '../../../lib/musical-works/query-keys';

export const workClaimsQueryKey = (workId: string) => [...musicalWorkKeys.work(workId), 'claims'] as const;

/** GET /musical-works/{id}/claims: the registrant sees every claim on their work, newest first. */
export const getWorkClaims = (workId: string) => call('listWorkClaims', { params: { id: workId } });

export const workClaimsQueryOptions = (workId: string) => queryOptions({ queryKey: workClaimsQueryKey(workId), queryFn: () => getWorkClaims(workId) });

export function useWorkClaims(workId: string) {
  return useQuery(workClaimsQueryOptions(workId));
}
