import { useQuery } from '@tanstack/react-query';
import { callPage } from '../call';
import { pagedQueryOptions } from '../paged-query';

/**
 * GET /rights-holders/search: the directory every rights-holder picker reads (docs/domain.md#rights-holders-and-shares):
 * name (typo-tolerant), ISNI or IPI, paginated. Shared because works and recordings both pick
 * rights holders.
 */
export const rightsHoldersQueryKey = ['rights-holders'] as const;

/** The query of rightsHolderSearchQuery as the screens send it (`self` has its own call). */
export type RightsHolderSearch = { q?: string; isni?: string; ipi?: string; page?: number; pageSize?: number };

export const searchRightsHolders = (query: RightsHolderSearch) =>
  callPage('searchRightsHolders', { query: { ...query } });

export const rightsHolderSearchQueryOptions = (query: RightsHolderSearch) => pagedQueryOptions([...rightsHoldersQueryKey, 'search'], searchRightsHolders, query);

export function useRightsHolderSearch(query: RightsHolderSearch, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...rightsHolderSearchQueryOptions(query), enabled });
}
