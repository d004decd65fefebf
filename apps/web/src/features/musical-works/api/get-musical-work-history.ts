import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callPage } from '../../../lib/call';
import { musicalWorkKeys } from '../../../lib/musical-works/query-keys';
import { HISTORY_PAGE_SIZE } from '../../../config/constants';

/** GET /musical-works/{id}/history: who changed what and when, newest first, paginated. */
export const getMusicalWorkHistory = (id: string, page: number) =>
  callPage('getMusicalWorkHistory', { params: { id }, query: { page, pageSize: HISTORY_PAGE_SIZE } });

export const musicalWorkHistoryQueryOptions = (id: string, page: number) =>
  queryOptions({
    queryKey: [...musicalWorkKeys.history(id), page],
    queryFn: () => getMusicalWorkHistory(id, page),
    placeholderData: keepPreviousData,
  });

export function useMusicalWorkHistory(id: string, page: number) {
  return useQuery(musicalWorkHistoryQueryOptions(id, page));
}
