import type { CwrTransactionFilter } from '@repertoire/contract';
import { useQuery } from '@tanstack/react-query';
import { callPage } from '../../../lib/call';
import { pagedQueryOptions } from '../../../lib/paged-query';
import { cwrSubmissionKeys } from './query-keys';

export type CwrTransactionsQuery = { page: number; pageSize?: number; status?: CwrTransactionFilter | undefined };

/** GET /cwr/submissions/{id}/transactions: the answers in file order, of one status or those with problems. */
export const getCwrSubmissionTransactions = (id: string, query: CwrTransactionsQuery) =>
  callPage('listCwrSubmissionTransactions', { params: { id }, query });

export function useCwrSubmissionTransactions(id: string, query: CwrTransactionsQuery) {
  return useQuery(pagedQueryOptions(cwrSubmissionKeys.transactions(id), (q: CwrTransactionsQuery) => getCwrSubmissionTransactions(id, q), query));
}
