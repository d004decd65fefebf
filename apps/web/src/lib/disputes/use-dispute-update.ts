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
  const refresh = () =>
    Promise.all([queryClient.invalidateQueries({ queryKey: disputeKeys.all }), queryClient.invalidateQueries({ queryKey: musicalWorkKeys.all })]);
  return {
    onSuccess: (dispute: DisputeDetails) => {
      queryClient.setQueryData(disputeKeys.details(dispute.id), dispute);
      return refresh();
    },
    onError: () => refresh(),
  };
}
