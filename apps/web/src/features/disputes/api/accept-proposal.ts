import { type DisputeAcceptProposal } from '@repertoire/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { useDisputeUpdate } from '../../../lib/disputes/use-dispute-update';

/** POST /disputes/{id}/accept: the member takes another party's position as their own; it may settle the dispute. */
export const acceptProposal = ({ id, body }: { id: string; body: DisputeAcceptProposal }) =>
  call('acceptDisputeProposal', { params: { id }, body });

export function useAcceptProposal() {
  return useMutation({ mutationFn: acceptProposal, ...useDisputeUpdate() });
}
