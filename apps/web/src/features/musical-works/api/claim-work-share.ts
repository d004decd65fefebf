import { type WorkClaimCreate } from '@repertoire/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { disputeKeys } from '../../../lib/disputes/query-keys';
import { musicalWorkKeys } from '../../../lib/musical-works/query-keys';

/**
 * POST /musical-works/{id}/claims: the member's own rights-holder record claims a role and shares
 * of a registered work. An overclaim answers with the claim `in_dispute` and its `dispute_id`.
 */
export const claimWorkShare = ({ workId, body }: { workId: string; body: WorkClaimCreate }) =>
  call('createClaim', { params: { id: workId }, body });

export function useClaimWorkShare() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimWorkShare,
    // An overclaim opens a dispute and puts the work in dispute wherever it is listed.
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: musicalWorkKeys.all }), queryClient.invalidateQueries({ queryKey: disputeKeys.all })]),
  });
}
