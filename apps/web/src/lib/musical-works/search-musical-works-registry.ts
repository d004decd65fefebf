import type { MusicalWorkRegistryItem } from '@repertoire/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client';
import { musicalWorkKeys } from './query-keys';

export type MusicalWorkRegistrySearch = { page: number; pageSize?: number; q?: string; iswc?: string; writer?: string; ipi?: string };

/** GET /musical-works/search: the society-wide registry of registered works (never drafts, never shares). */
export const searchMusicalWorksRegistry = (query: MusicalWorkRegistrySearch) =>
  api.list<MusicalWorkRegistryItem>('/musical-works/search', { query });

export const musicalWorksRegistryQueryOptions = (query: MusicalWorkRegistrySearch) =>
  queryOptions({
    queryKey: [...musicalWorkKeys.registry(), query],
    queryFn: () => searchMusicalWorksRegistry(query),
    placeholderData: keepPreviousData,
  });

export function useMusicalWorksRegistry(query: MusicalWorkRegistrySearch, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...musicalWorksRegistryQueryOptions(query), enabled });
}
