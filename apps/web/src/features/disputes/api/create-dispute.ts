import { type DisputeCreate } from '@repertoire/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { useDisputeUpdate } from '../../../lib/disputes/use-dispute-update';

/** POST /musical-works/{id}/disputes: 201 with the dispute; its evidence follows one file at a time. */
export const createDispute = ({ workId, body }: { workId: string; body: DisputeCreate }) =>
  call('raiseDispute', { params: { id: workId }, body });

export function useCreateDispute() {
  const { onSuccess } = useDisputeUpdate();
  return useMutation({ mutationFn: createDispute, onSuccess });
}
