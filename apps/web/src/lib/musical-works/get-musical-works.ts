import type { MusicalWorkListItem, musicalWorkSortFields, RegistrationStatus, SortOrder } from '@repertoire/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client';
import { musicalWorkKeys } from './query-keys';

export type MusicalWorkSortField = (typeof musicalWorkSortFields)[number];

export type MusicalWorksQuery = {
  page: number;
  pageSize?: number;
  q?: string;
  status?: RegistrationStatus;
  sort?: MusicalWorkSortField;
  order?: SortOrder;
};

/** GET /musical-works: the member's own works, paginated, with search, status filter and sort. */
export const getMusicalWorks = (query: MusicalWorksQuery) => api.list<MusicalWorkListItem>('/musical-works', { query });

export const musicalWorksQueryOptions = (query: MusicalWorksQuery) =>
  queryOptions({
    queryKey: [...musicalWorkKeys.lists(), query],
    queryFn: () => getMusicalWorks(query),
    placeholderData: keepPreviousData,
  });

export function useMusicalWorks(query: MusicalWorksQuery) {
  return useQuery(musicalWorksQueryOptions(query));
}
