import { useQuery } from '@tanstack/react-query';
import { callPage } from '../../../lib/call';
import { pagedQueryOptions } from '../../../lib/paged-query';

export const paymentsQueryKey = ['payments'] as const;

export type PaymentsParams = { page: number };

/** GET /payments: the member's payments, newest first, each with its state and the account, masked. */
export const getPayments = (query: PaymentsParams) => callPage('listPayments', { query });

export function usePayments(query: PaymentsParams) {
  return useQuery(pagedQueryOptions([...paymentsQueryKey, 'list'], getPayments, query));
}
