import { queryOptions, useQuery } from '@tanstack/react-query';
import { QUERY_STALE_TIME } from '../../../config/constants';
import { call } from '../../../lib/call';
import { paymentsQueryKey } from './get-payments';

/** GET /payments/carried-forward: what the member has earned below the minimum, per currency. */
export const getCarriedForward = () => call('getCarriedForward');

export const carriedForwardQueryOptions = () => queryOptions({ queryKey: [...paymentsQueryKey, 'carried-forward'], queryFn: getCarriedForward, staleTime: QUERY_STALE_TIME });

export function useCarriedForward() {
  return useQuery(carriedForwardQueryOptions());
}
