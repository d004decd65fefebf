import { uuidParam } from '../envelope';
import { defineEndpoint } from '../endpoint';
import { jobList, jobListQuery, jobResponse } from '../jobs';

const tags = ['jobs'] as const;

/** A member's background work: imports, exports, files; each visible to its owner alone. */
export const jobEndpoints = {
  listJobs: defineEndpoint({ method: 'GET', path: '/jobs', summary: 'Own jobs, newest first', tags, access: 'account', memberPart: 'read', kind: 'json', query: jobListQuery, answer: jobList }),
  getJob: defineEndpoint({ method: 'GET', path: '/jobs/:id', summary: 'One own job and its progress', tags, access: 'account', memberPart: 'read', kind: 'json', params: uuidParam, answer: jobResponse }),
  cancelJob: defineEndpoint({
    method: 'POST',
    path: '/jobs/:id/cancel',
    summary: 'Cancel an own job: a queued one at once, a running one at its next step',
    tags,
    access: 'account',
    memberPart: 'registrations',
    kind: 'json',
    params: uuidParam,
    answer: jobResponse,
  }),
};
