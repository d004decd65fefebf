import { defineEndpoint } from '../endpoint';
import { supportRequestCreate, supportRequestResponse } from '../support-requests';

/** Help: a member writes to the society; staff are refused. */
export const supportRequestEndpoints = {
  sendSupportRequest: defineEndpoint({
    method: 'POST',
    path: '/support/requests',
    summary: 'Write to the society (Help)',
    tags: ['help'],
    access: 'member',
    memberPart: 'read',
    kind: 'json',
    body: supportRequestCreate,
    answer: supportRequestResponse,
    status: 201,
  }),
};
