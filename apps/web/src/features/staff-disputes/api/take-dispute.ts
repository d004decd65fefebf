import type { DisputeDetails } from '@repertoire/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useDisputeUpdate } from '../../../lib/disputes/use-dispute-update';

/** POST /staff/disputes/{id}/take: the staff member takes it under review; the parties are told. */
export const takeDispute = (id: string) => api.post<DisputeDetails>(`/staff/disputes/${encodeURIComponent(id)}/take`);

export function useTakeDispute() {
  return useMutation({ mutationFn: takeDispute, ...useDisputeUpdate() });
}
