import { useQuery } from '@tanstack/react-query';
import { callPage } from '../../../lib/call';
import { pagedQueryOptions } from '../../../lib/paged-query';

export const statementsQueryKey = ['statements'] as const;

export type StatementsParams = { page: number };

/** GET /statements: the member's closed distributions with what they earned and what is held, per currency. */
export const getStatements = (query: StatementsParams) => callPage('listStatements', { query });

export function useStatements(query: StatementsParams) {
  return useQuery(pagedQueryOptions([...statementsQueryKey, 'list'], getStatements, query));
}
