import { useQuery } from '@tanstack/react-query';
import { callPage } from '../../../lib/call';
import { pagedQueryOptions } from '../../../lib/paged-query';
import { cwrSubmissionKeys } from './query-keys';
import { isUnderWay, UNDER_WAY_POLL_MS } from '../utils/under-way';

export type CwrSubmissionsQuery = { page: number; pageSize?: number };

/** GET /cwr/submissions: the member's own CWR files, newest first, with their counts per status. */
export const getCwrSubmissions = (query: CwrSubmissionsQuery) => callPage('listCwrSubmissions', { query });

/** The list is asked for again while a file on it is being read, so its progress and counts move. */
export function useCwrSubmissions(query: CwrSubmissionsQuery) {
  return useQuery({
    ...pagedQueryOptions(cwrSubmissionKeys.lists(), getCwrSubmissions, query),
    refetchInterval: (current) => (current.state.data?.data.some(isUnderWay) ? UNDER_WAY_POLL_MS : false),
  });
}
