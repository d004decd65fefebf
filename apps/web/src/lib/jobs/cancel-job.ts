import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../call';
import { jobQueryKey } from './get-job';

/** POST /jobs/{id}/cancel: a queued job stops at once, a running one at its next step. */
export function useCancelJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call('cancelJob', { params: { id } }),
    onSuccess: (job) => queryClient.setQueryData(jobQueryKey(job.id), job),
  });
}
