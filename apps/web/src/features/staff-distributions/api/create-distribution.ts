import type { DistributionCreate } from '@repertoire/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callWithMessage } from '../../../lib/call';
import { distributionKeys } from './query-keys';

/** POST /staff/distributions: a distribution opened for a period; 409 for a name in use. */
export const createDistribution = (body: DistributionCreate) => callWithMessage('createDistribution', { body });

export function useCreateDistribution() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDistribution,
    onSuccess: ({ data }) => {
      queryClient.setQueryData(distributionKeys.details(data.id), data);
      void queryClient.invalidateQueries({ queryKey: distributionKeys.lists() });
    },
  });
}
