import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { catalogueImportKeys } from './query-keys';

/** GET /catalogue/imports/{id}: one own import, its mapping, counts and result. */
export const getCatalogueImport = (id: string) => call('getCatalogueImport', { params: { id } });

export const catalogueImportQueryOptions = (id: string) =>
  queryOptions({ queryKey: catalogueImportKeys.details(id), queryFn: () => getCatalogueImport(id) });

export function useCatalogueImport(id: string) {
  return useQuery(catalogueImportQueryOptions(id));
}
