import type { WorkClaim } from '@repertoire/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { musicalWorkKeys } from '../../../lib/musical-works/query-keys';

/** POST /claims/{id}/confirm: the registrant accepts a pending claim, which joins the work's shares. */
export const confirmClaim = (claimId: string) => api.post<WorkClaim>(`/claims/${encodeURIComponent(claimId)}/confirm`);

export function useConfirmClaim() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmClaim,
    onSettled: (claim) => queryClient.invalidateQueries({ queryKey: claim ? musicalWorkKeys.work(claim.work.id) : musicalWorkKeys.all }),
  });
}
