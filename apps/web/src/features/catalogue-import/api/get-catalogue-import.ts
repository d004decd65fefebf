import type { CatalogueImport } from '@repertoire/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { catalogueImportKeys } from './query-keys';

/** How often a step under way whose job is not named yet is asked for (its job's events take over once it is). */
const STARTING_POLL_MS = 5_000;

const isStartingStep = (upload: CatalogueImport | undefined) => (upload?.state === 'checking' || upload?.state === 'importing') && upload.job_id === null;

/** GET /catalogue/imports/{id}: one own import, its mapping, counts and result. */
export const getCatalogueImport = (id: string) => call('getCatalogueImport', { params: { id } });

export const catalogueImportQueryOptions = (id: string) =>
  queryOptions({
    queryKey: catalogueImportKeys.details(id),
    queryFn: () => getCatalogueImport(id),
    refetchInterval: (query) => (isStartingStep(query.state.data) ? STARTING_POLL_MS : false),
  });

export function useCatalogueImport(id: string) {
  return useQuery(catalogueImportQueryOptions(id));
}
