import { type DisputeClaimRevision } from '@repertoire/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { useDisputeUpdate } from '../../../lib/disputes/use-dispute-update';

/** POST /disputes/{id}/claims: the member's revised position, a whole split. */
export const reviseClaim = ({ id, body }: { id: string; body: DisputeClaimRevision }) => call('reviseDisputeClaim', { params: { id }, body });

export function useReviseClaim() {
  return useMutation({ mutationFn: reviseClaim, ...useDisputeUpdate() });
}
