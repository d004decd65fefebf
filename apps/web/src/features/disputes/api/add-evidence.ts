import type { DisputeDetails } from '@repertoire/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useDisputeUpdate } from '../../../lib/disputes/use-dispute-update';

/** POST /disputes/{id}/evidence: one file, multipart field "file"; the server judges its type by its first bytes. */
export function addEvidence({ id, file }: { id: string; file: File }) {
  const body = new FormData();
  body.append('file', file);
  return api.post<DisputeDetails>(`/disputes/${encodeURIComponent(id)}/evidence`, body);
}

export function useAddEvidence() {
  return useMutation({ mutationFn: addEvidence, ...useDisputeUpdate() });
}
