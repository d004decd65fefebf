import type { DisputeDetails } from '@repertoire/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client';
import { disputeKeys } from './query-keys';

/** GET /disputes/{id}: what parties and staff read of a dispute; `can` says what the asker may do now. */
export const getDispute = (id: string) => api.get<DisputeDetails>(`/disputes/${encodeURIComponent(id)}`);

/**
 * Read afresh when the window gets the focus back: the other parties act on the dispute while the
 * page is open, and their events are what the page is for.
 */
export const disputeQueryOptions = (id: string) =>
  queryOptions({ queryKey: disputeKeys.details(id), queryFn: () => getDispute(id), refetchOnWindowFocus: 'always' });

export function useDispute(id: string | undefined) {
  return useQuery({ ...disputeQueryOptions(id ?? ''), enabled: Boolean(id) });
}
