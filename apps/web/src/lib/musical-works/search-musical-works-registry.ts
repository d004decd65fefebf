import { useQuery } from '@tanstack/react-query';
import { callPage } from '../call';
import { pagedQueryOptions } from '../paged-query';
import { musicalWorkKeys } from './query-keys';

export type MusicalWorkRegistrySearch = { page: number; pageSize?: number; q?: string; iswc?: string; writer?: string; ipi?: string };

/** GET /musical-works/search: the society-wide registry of registered works (never drafts, never shares). */
export const searchMusicalWorksRegistry = (query: MusicalWorkRegistrySearch) =>
  callPage('searchMusicalWorkRegistry', { query });

export const musicalWorksRegistryQueryOptions = (query: MusicalWorkRegistrySearch) =>
  pagedQueryOptions(musicalWorkKeys.registry(), searchMusicalWorksRegistry, query);

export function useMusicalWorksRegistry(query: MusicalWorkRegistrySearch, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...musicalWorksRegistryQueryOptions(query), enabled });
}
