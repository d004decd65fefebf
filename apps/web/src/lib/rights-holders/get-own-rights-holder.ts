import { type RightsHolder } from '@repertoire/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../call';
import { rightsHoldersQueryKey } from './search-rights-holders';

/**
 * The member's own rights-holder record (GET /rights-holders/search?self=true), created at
 * sign-up and kept in step with the profile; prefilled as the first writer of a new work.
 * null while the server has none for this account.
 */
export const getOwnRightsHolder = async (): Promise<RightsHolder | null> => {
  const data = await call('searchRightsHolders', { query: { self: 'true', pageSize: 1 } });
  return data[0] ?? null;
};

export const ownRightsHolderQueryOptions = () =>
  queryOptions({ queryKey: [...rightsHoldersQueryKey, 'self'], queryFn: getOwnRightsHolder });

export function useOwnRightsHolder() {
  return useQuery(ownRightsHolderQueryOptions());
}
