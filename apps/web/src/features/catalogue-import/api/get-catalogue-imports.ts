import { useQuery } from '@tanstack/react-query';
import { callPage } from '../../../lib/call';
import { pagedQueryOptions } from '../../../lib/paged-query';
import { catalogueImportKeys } from './query-keys';

export type CatalogueImportsQuery = { page: number; pageSize?: number };

/** GET /catalogue/imports: the member's own imports, newest first. */
export const getCatalogueImports = (query: CatalogueImportsQuery) => callPage('listCatalogueImports', { query });

export function useCatalogueImports(query: CatalogueImportsQuery) {
  return useQuery(pagedQueryOptions(catalogueImportKeys.lists(), getCatalogueImports, query));
}
