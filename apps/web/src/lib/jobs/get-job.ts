import type { Job } from '@repertoire/contract';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { call } from '../call';

/**
 * A member's background work (imports, exports): each job's progress is cached under its key and
 * kept current by the notification stream's `job` events (use-notification-stream.ts); a poll every
 * few seconds stands in while a job runs, should the stream be away.
 */
export const jobsQueryKey = ['jobs'] as const;
export const jobQueryKey = (id: string) => [...jobsQueryKey, 'one', id] as const;

/** How often a running job is asked for when no event came. */
const RUNNING_POLL_MS = 5_000;

const isUnderWay = (job: Job | undefined) => job?.state === 'queued' || job?.state === 'running';

export const jobQueryOptions = (id: string) =>
  queryOptions({
    queryKey: jobQueryKey(id),
    queryFn: () => call('getJob', { params: { id } }),
    refetchInterval: (query) => (isUnderWay(query.state.data) ? RUNNING_POLL_MS : false),
  });

export function useJob(id: string) {
  return useQuery(jobQueryOptions(id));
}

/** A job as the stream sent it: its new state goes into the cache, and lists of jobs are asked for again. */
export function receiveJob(queryClient: QueryClient, data: unknown): void {
  if (!data || typeof data !== 'object' || !('id' in data) || typeof data.id !== 'string' || !('state' in data)) return;
  queryClient.setQueryData(jobQueryKey(data.id), data as Job);
  void queryClient.invalidateQueries({ queryKey: jobsQueryKey, predicate: (query) => query.queryKey[1] === 'list' });
}
