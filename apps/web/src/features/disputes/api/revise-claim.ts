import type { DisputeClaimRevision, DisputeDetails } from '@repertoire/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useDisputeUpdate } from '../../../lib/disputes/use-dispute-update';

/** POST /disputes/{id}/claims: the member's revised position, a whole split. */
export const reviseClaim = ({ id, body }: { id: string; body: DisputeClaimRevision }) =>
  api.post<DisputeDetails>(`/disputes/${encodeURIComponent(id)}/claims`, body);

export function useReviseClaim() {
  return useMutation({ mutationFn: reviseClaim, ...useDisputeUpdate() });
}
