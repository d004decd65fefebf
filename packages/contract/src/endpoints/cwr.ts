import {
  cwrSubmissionList,
  cwrSubmissionListQuery,
  cwrSubmissionResponse,
  cwrSubmissionTransactionList,
  cwrSubmissionTransactionsQuery,
} from '../cwr-submissions';
import { uuidParam } from '../envelope';
import { defineEndpoint } from '../endpoint';

const tags = ['cwr'] as const;

/** CWR files members send, read by a job and answered with an acknowledgement. A member's submissions are theirs alone. */
export const cwrEndpoints = {
  uploadCwrSubmission: defineEndpoint({
    method: 'POST',
    path: '/cwr/submissions',
    summary: 'Send a CWR 2.1, 2.2, 3.0 or 3.1 file (at most 50 MB) as multipart field "file"; its registrations are read by a job',
    tags,
    access: 'member',
    memberPart: 'registrations',
    kind: 'upload',
    answer: cwrSubmissionResponse,
    status: 201,
  }),
  listCwrSubmissions: defineEndpoint({
    method: 'GET',
    path: '/cwr/submissions',
    summary: 'Own CWR submissions, newest first, with their counts per transaction status',
    tags,
    access: 'member',
    memberPart: 'read',
    kind: 'json',
    query: cwrSubmissionListQuery,
    answer: cwrSubmissionList,
  }),
  getCwrSubmission: defineEndpoint({
    method: 'GET',
    path: '/cwr/submissions/:id',
    summary: 'One own CWR submission: its state, counts and the problems of the file as a whole',
    tags,
    access: 'member',
    memberPart: 'read',
    kind: 'json',
    params: uuidParam,
    answer: cwrSubmissionResponse,
  }),
  listCwrSubmissionTransactions: defineEndpoint({
    method: 'GET',
    path: '/cwr/submissions/:id/transactions',
    summary: 'The transactions of a submission in file order, with their status, messages and the work saved',
    tags,
    access: 'member',
    memberPart: 'read',
    kind: 'json',
    params: uuidParam,
    query: cwrSubmissionTransactionsQuery,
    answer: cwrSubmissionTransactionList,
  }),
  downloadCwrAcknowledgement: defineEndpoint({
    method: 'GET',
    path: '/cwr/submissions/:id/ack',
    summary: 'The acknowledgement (ACK) file of a read submission, in the CWR version of the file sent',
    tags,
    access: 'member',
    memberPart: 'read',
    kind: 'download',
    params: uuidParam,
  }),
};
