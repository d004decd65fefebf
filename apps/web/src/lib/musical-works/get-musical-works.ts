import { type musicalWorkSortFields } from '@repertoire/contract';
import { useQuery } from '@tanstack/react-query';
import { callPage } from '../call';
import { pagedQueryOptions } from '../paged-query';
import type { RegistrationListQuery } from '../registration-list-query';
import { musicalWorkKeys } from './query-keys';

export type MusicalWorkSortField = (typeof musicalWorkSortFields)[number];

export type MusicalWorksQuery = RegistrationListQuery<MusicalWorkSortField>;

/** GET /musical-works: the member's own works, paginated, with search, status filter and sort. */
export const getMusicalWorks = (query: MusicalWorksQuery) => callPage('listMusicalWorks', { query });

export const musicalWorksQueryOptions = (query: MusicalWorksQuery) => pagedQueryOptions(musicalWorkKeys.lists(), getMusicalWorks, query);

export function useMusicalWorks(query: MusicalWorksQuery) {
  return useQuery(musicalWorksQueryOptions(query));
}
