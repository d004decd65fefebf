import type { MusicalWorkDetails } from '@repertoire/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { musicalWorkKeys } from '../../../lib/musical-works/query-keys';

/** GET /musical-works/{id}: every field, shares with totals, warnings and the recordings of the work. */
export const getMusicalWork = (id: string) => api.get<MusicalWorkDetails>(`/musical-works/${encodeURIComponent(id)}`);

export const musicalWorkQueryOptions = (id: string) =>
  queryOptions({ queryKey: musicalWorkKeys.details(id), queryFn: () => getMusicalWork(id) });

export function useMusicalWork(id: string) {
  return useQuery(musicalWorkQueryOptions(id));
}
