import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { useDisputeUpdate } from '../../../lib/disputes/use-dispute-update';

/** POST /disputes/{id}/evidence: one file, multipart field "file"; the server judges its type by its first bytes. */
export function addEvidence({ id, file }: { id: string; file: File }) {
  const body = new FormData();
  body.append('file', file);
  return call('addDisputeEvidence', { params: { id }, body });
}

export function useAddEvidence() {
  return useMutation({ mutationFn: addEvidence, ...useDisputeUpdate() });
}
