import type { DisputeDetails, DisputeMessageCreate } from '@repertoire/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../api-client';
import { useDisputeUpdate } from './use-dispute-update';

/** POST /disputes/{id}/messages: the other parties are told; 409 once the dispute is closed. */
export const postDisputeMessage = ({ id, body }: { id: string; body: DisputeMessageCreate }) =>
  api.post<DisputeDetails>(`/disputes/${encodeURIComponent(id)}/messages`, body);

export function usePostDisputeMessage() {
  return useMutation({ mutationFn: postDisputeMessage, ...useDisputeUpdate() });
}
