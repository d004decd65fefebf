import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../call';
import { musicalWorkKeys } from './query-keys';

/**
 * GET /musical-works/{id}: every field, shares with totals, warnings and the recordings of the work.
 * The registrant reads it; a dispute raised on their own work starts from its registered shares.
 */
export const getMusicalWork = (id: string) => call('getMusicalWork', { params: { id } });

export const musicalWorkQueryOptions = (id: string) =>
  queryOptions({ queryKey: musicalWorkKeys.details(id), queryFn: () => getMusicalWork(id) });

export function useMusicalWork(id: string) {
  return useQuery(musicalWorkQueryOptions(id));
}
