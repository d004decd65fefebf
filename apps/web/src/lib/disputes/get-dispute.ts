import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../call';
import { disputeKeys } from './query-keys';

/** GET /disputes/{id}: what parties and staff read of a dispute; `can` says what the asker may do now. */
export const getDispute = (id: string) => call('getDispute', { params: { id } });

/**
 * The other parties act on the dispute while its page is open: each of their events notifies the
 * reader, and the live notification reads the dispute again (features/notifications).
 */
export const disputeQueryOptions = (id: string) => queryOptions({ queryKey: disputeKeys.details(id), queryFn: () => getDispute(id) });

export function useDispute(id: string | undefined) {
  return useQuery({ ...disputeQueryOptions(id ?? ''), enabled: Boolean(id) });
}
