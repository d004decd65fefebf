import type { CwrSubmission } from '@repertoire/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { cwrSubmissionKeys } from './query-keys';
import { isUnderWay, UNDER_WAY_POLL_MS } from '../utils/under-way';

/** A submission being read whose job is not named: asked for until it is (the job's events then take over). */
const isStarting = (submission: CwrSubmission | undefined) => submission !== undefined && isUnderWay(submission) && submission.job_id === null;

/** GET /cwr/submissions/{id}: one own submission, its state, counts and the problems of the file as a whole. */
export const getCwrSubmission = (id: string) => call('getCwrSubmission', { params: { id } });

export const cwrSubmissionQueryOptions = (id: string) =>
  queryOptions({
    queryKey: cwrSubmissionKeys.details(id),
    queryFn: () => getCwrSubmission(id),
    refetchInterval: (query) => (isStarting(query.state.data) ? UNDER_WAY_POLL_MS : false),
  });

export function useCwrSubmission(id: string) {
  return useQuery(cwrSubmissionQueryOptions(id));
}
