import type { DisputeDecision, DisputeDetails } from '@repertoire/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useDisputeUpdate } from '../../../lib/disputes/use-dispute-update';

/** POST /staff/disputes/{id}/decision: resolve with the final shares (applied to the work) or reject, with the reason the parties read. */
export const decideDispute = ({ id, body }: { id: string; body: DisputeDecision }) =>
  api.post<DisputeDetails>(`/staff/disputes/${encodeURIComponent(id)}/decision`, body);

export function useDecideDispute() {
  return useMutation({ mutationFn: decideDispute, ...useDisputeUpdate() });
}
