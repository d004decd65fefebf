import type { DisputeAcceptProposal, DisputeDetails } from '@repertoire/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useDisputeUpdate } from '../../../lib/disputes/use-dispute-update';

/** POST /disputes/{id}/accept: the member takes another party's position as their own; it may settle the dispute. */
export const acceptProposal = ({ id, body }: { id: string; body: DisputeAcceptProposal }) =>
  api.post<DisputeDetails>(`/disputes/${encodeURIComponent(id)}/accept`, body);

export function useAcceptProposal() {
  return useMutation({ mutationFn: acceptProposal, ...useDisputeUpdate() });
}
