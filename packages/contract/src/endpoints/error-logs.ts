import { messageOnly } from '../envelope';
import { defineEndpoint } from '../endpoint';
import { errorLogRequest } from '../error-logs';

/** One of the fixed calls (docs/architecture.md#the-five-fixed-calls): the error page reports what broke, logged in or not. */
export const errorLogEndpoints = {
  reportError: defineEndpoint({
    method: 'POST',
    path: '/frontend/errorlogs',
    summary: 'Report a web app error',
    tags: ['errors'],
    access: 'public',
    kind: 'json',
    body: errorLogRequest,
    answer: messageOnly,
    status: 201,
  }),
};
