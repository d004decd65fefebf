import type { DisputeDetails } from '@repertoire/contract';
import { useQueryClient } from '@tanstack/react-query';
import { musicalWorkKeys } from '../musical-works/query-keys';
import { disputeKeys } from './query-keys';

/**
 * The mutation callbacks every action on a dispute shares. Every action answers with the whole
 * dispute, which its page shows at once; the lists, the work's disputes and the work itself (its
 * shares, "In dispute") are read again. A refused action refreshes too: a 409 mostly means
 * someone else changed the dispute first, and the page should show what they did.
 */
export function useDisputeUpdate() {
  const queryClient = useQueryClient();
  /** Everything about disputes and works, but the dispute the answer has just shown as it is now. */
  const refresh = (answered?: DisputeDetails) => {
    const answeredKey = answered ? JSON.stringify(disputeKeys.details(answered.id)) : null;
    return Promise.all([
      queryClient.invalidateQueries({ queryKey: disputeKeys.all, predicate: (query) => JSON.stringify(query.queryKey) !== answeredKey }),
      queryClient.invalidateQueries({ queryKey: musicalWorkKeys.all }),
    ]);
  };
  return {
    onSuccess: (dispute: DisputeDetails) => {
      queryClient.setQueryData(disputeKeys.details(dispute.id), dispute);
      return refresh(dispute);
    },
    onError: () => refresh(),
  };
}
