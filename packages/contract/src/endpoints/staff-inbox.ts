import { defineEndpoint } from '../endpoint';
import { inboxEntryParams, inboxEntryResponse, inboxHandledRequest, inboxList, inboxQuery } from '../staff-inbox';

const tags = ['staff'] as const;

/** The staff inbox of error reports and support requests (docs/domain.md#staff). */
export const staffInboxEndpoints = {
  listInbox: defineEndpoint({
    method: 'GET',
    path: '/staff/inbox',
    summary: 'Error reports and support requests, newest first; by kind, handled or not',
    tags,
    access: 'staff',
    staffRoles: ['member-services'],
    kind: 'json',
    query: inboxQuery,
    answer: inboxList,
  }),
  getInboxEntry: defineEndpoint({
    method: 'GET',
    path: '/staff/inbox/:kind/:id',
    summary: 'One error report or support request',
    tags,
    access: 'staff',
    staffRoles: ['member-services'],
    kind: 'json',
    params: inboxEntryParams,
    answer: inboxEntryResponse,
  }),
  markInboxEntryHandled: defineEndpoint({
    method: 'POST',
    path: '/staff/inbox/:kind/:id/handled',
    summary: 'Mark an error report or support request handled, or not handled again',
    tags,
    access: 'staff',
    staffRoles: ['member-services'],
    kind: 'json',
    params: inboxEntryParams,
    body: inboxHandledRequest,
    answer: inboxEntryResponse,
  }),
};
