import type { DisputeDetails } from '@repertoire/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useDisputeUpdate } from '../../../lib/disputes/use-dispute-update';

/** POST /disputes/{id}/withdraw: only the member who raised it, with an optional reason. */
export const withdrawDispute = ({ id, reason }: { id: string; reason: string }) =>
  api.post<DisputeDetails>(`/disputes/${encodeURIComponent(id)}/withdraw`, reason.trim() ? { reason: reason.trim() } : {});

export function useWithdrawDispute() {
  return useMutation({ mutationFn: withdrawDispute, ...useDisputeUpdate() });
}
