import type { StatementDimension } from '@repertoire/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { pagedQueryOptions } from '../../../lib/paged-query';
import { statementsQueryKey } from './get-statements';

export type StatementParams = { distributionId: string; by: StatementDimension; page: number };

/** GET /statements/{distributionId}: the statement's totals and a page of its breakdown by one dimension. */
export const getStatement = ({ distributionId, by, page }: StatementParams) => call('getStatement', { params: { distributionId }, query: { by, page } });

export function useStatement(params: StatementParams) {
  return useQuery(pagedQueryOptions([...statementsQueryKey, 'one'], getStatement, params));
}
