import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { useDisputeUpdate } from '../../../lib/disputes/use-dispute-update';

/** POST /disputes/{id}/withdraw: only the member who raised it, with an optional reason. */
export const withdrawDispute = ({ id, reason }: { id: string; reason: string }) =>
  call('withdrawDispute', { params: { id }, body: reason.trim() ? { reason: reason.trim() } : {} });

export function useWithdrawDispute() {
  return useMutation({ mutationFn: withdrawDispute, ...useDisputeUpdate() });
}
