import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { QUERY_STALE_TIME } from '../../../config/constants';

/** A fixed call (docs/architecture.md#the-five-fixed-calls): GET /user/profile, cached as fetchProfile. */
export const profileQueryKey = ['fetchProfile'] as const;

export const getProfile = () => call('getProfile');

export const profileQueryOptions = () =>
  queryOptions({ queryKey: profileQueryKey, queryFn: getProfile, staleTime: QUERY_STALE_TIME });

export function useProfile() {
  return useQuery(profileQueryOptions());
}
