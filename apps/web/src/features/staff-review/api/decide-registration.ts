import { type RegistrationDecisionRequest, type ReviewKind } from '@repertoire/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { staffReviewKeys } from './query-keys';

export type DecideRegistrationInput = { kind: ReviewKind; id: string; body: RegistrationDecisionRequest };

/** POST /staff/registrations/{kind}/{id}/decision: 409 when the item is no longer in review (someone decided first). */
export const decideRegistration = ({ kind, id, body }: DecideRegistrationInput) =>
  call('decideRegistration', { params: { kind, id }, body });

export function useDecideRegistration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideRegistration,
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffReviewKeys.all }),
  });
}
