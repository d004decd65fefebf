import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { musicalWorkKeys } from '../../../lib/musical-works/query-keys';

/** POST /claims/{id}/confirm: the registrant accepts a pending claim, which joins the work's shares. */
export const confirmClaim = (claimId: string) => call('confirmClaim', { params: { id: claimId } });

export function useConfirmClaim() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmClaim,
    onSettled: (claim) => queryClient.invalidateQueries({ queryKey: claim ? musicalWorkKeys.work(claim.work.id) : musicalWorkKeys.all }),
  });
}
