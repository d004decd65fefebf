import { type ClaimStatus } from '@repertoire/contract';
import { useQuery } from '@tanstack/react-query';
import { callPage } from '../../../lib/call';
import { disputeKeys } from '../../../lib/disputes/query-keys';
import { pagedQueryOptions } from '../../../lib/paged-query';

export type OwnClaimsQuery = { page: number; pageSize: number; status?: ClaimStatus };

/** GET /claims: the claims the member made, newest first. Kept with disputes: a claim over 100% becomes one. */
export const getOwnClaims = (query: OwnClaimsQuery) => callPage('listClaims', { query: { ...query } });

export const ownClaimsQueryKey = () => [...disputeKeys.all, 'own-claims'] as const;

export function useOwnClaims(query: OwnClaimsQuery) {
  return useQuery(pagedQueryOptions(ownClaimsQueryKey(), getOwnClaims, query));
}
