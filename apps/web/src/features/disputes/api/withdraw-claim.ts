import type { WorkClaim } from '@repertoire/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ownClaimsQueryKey } from './get-own-claims';

/** POST /claims/{id}/withdraw: the claimant takes back a claim still waiting for confirmation. */
export const withdrawClaim = (claimId: string) => api.post<WorkClaim>(`/claims/${encodeURIComponent(claimId)}/withdraw`);

export function useWithdrawClaim() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: withdrawClaim, onSettled: () => queryClient.invalidateQueries({ queryKey: ownClaimsQueryKey() }) });
}
