import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { rightsHoldersQueryKey } from '../../../lib/rights-holders/search-rights-holders';

/** GET /rights-holders/{id}: identity, identifiers, roles and the registered works the holder has shares in. */
export const getRightsHolder = (id: string) => call('getRightsHolder', { params: { id } });

export const rightsHolderQueryOptions = (id: string) =>
  queryOptions({ queryKey: [...rightsHoldersQueryKey, 'details', id], queryFn: () => getRightsHolder(id) });

export function useRightsHolder(id: string | undefined) {
  return useQuery({ ...rightsHolderQueryOptions(id ?? ''), enabled: Boolean(id) });
}
