import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { ownClaimsQueryKey } from './get-own-claims';

/** POST /claims/{id}/withdraw: the claimant takes back a claim still waiting for confirmation. */
export const withdrawClaim = (claimId: string) => call('withdrawClaim', { params: { id: claimId } });

export function useWithdrawClaim() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: withdrawClaim, onSettled: () => queryClient.invalidateQueries({ queryKey: ownClaimsQueryKey() }) });
}
