import type { RegistrationDecisionRequest, RegistrationReview, ReviewKind } from '@repertoire/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { staffReviewKeys } from './query-keys';

export type DecideRegistrationInput = { kind: ReviewKind; id: string; body: RegistrationDecisionRequest };

/** POST /staff/registrations/{kind}/{id}/decision: 409 when the item is no longer in review (someone decided first). */
export const decideRegistration = ({ kind, id, body }: DecideRegistrationInput) =>
  api.post<RegistrationReview>(`/staff/registrations/${kind}/${encodeURIComponent(id)}/decision`, body);

export function useDecideRegistration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideRegistration,
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffReviewKeys.all }),
  });
}
