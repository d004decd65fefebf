import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { QUERY_STALE_TIME } from '../../../config/constants';

/** A fixed call (docs/architecture.md#the-five-fixed-calls): GET /user/user_isni, cached as fetchISNI. */
export const userIsniQueryKey = ['fetchISNI'] as const;

export const getUserIsni = () => call('getOwnIsni');

export const userIsniQueryOptions = () =>
  queryOptions({ queryKey: userIsniQueryKey, queryFn: getUserIsni, staleTime: QUERY_STALE_TIME });

export function useUserIsni() {
  return useQuery(userIsniQueryOptions());
}
