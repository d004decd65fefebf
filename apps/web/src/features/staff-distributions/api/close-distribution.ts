import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callWithMessage } from '../../../lib/call';
import { distributionKeys } from './query-keys';

/** POST /staff/distributions/{id}/close: the split is final and members are told; 409 while a file imports or once closed. */
export const closeDistribution = (id: string) => callWithMessage('closeDistribution', { params: { id } });

export function useCloseDistribution() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: closeDistribution,
    onSuccess: ({ data }) => {
      queryClient.setQueryData(distributionKeys.details(data.id), data);
      // Closing splits the distribution once more: the preview is read again as final.
      void queryClient.invalidateQueries({ queryKey: distributionKeys.preview(data.id) });
      void queryClient.invalidateQueries({ queryKey: distributionKeys.lists() });
    },
  });
}
