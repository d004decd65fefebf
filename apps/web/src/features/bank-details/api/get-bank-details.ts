import { queryOptions, useQuery } from '@tanstack/react-query';
import { QUERY_STALE_TIME } from '../../../config/constants';
import { call } from '../../../lib/call';

export const bankDetailsQueryKey = ['bankDetails'] as const;

/** GET /bank-details: the member's own, the account number and IBAN masked; null while none are given. */
export const getBankDetails = () => call('getBankDetails');

export const bankDetailsQueryOptions = () => queryOptions({ queryKey: bankDetailsQueryKey, queryFn: getBankDetails, staleTime: QUERY_STALE_TIME });

export function useBankDetails() {
  return useQuery(bankDetailsQueryOptions());
}
