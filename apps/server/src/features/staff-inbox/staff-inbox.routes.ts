import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { inboxEntryParams, inboxEntryResponse, inboxHandledRequest, inboxList, inboxQuery } from '@repertoire/contract';
import { envelope, pageEnvelope } from '../../lib/envelope';
import { currentActor, staffOnly } from '../../plugins/app/authentication';
import { getInboxEntry, listInbox, markHandled } from './staff-inbox.service';

const tags = ['staff'];

/** The staff inbox (docs/domain.md#staff): staff only; a member is answered 404, as for an unknown endpoint. */
export const staffInboxRoutes: FastifyPluginAsyncZod = async (app) => {
  staffOnly(app);

  app.get(
    '/staff/inbox',
    {
      schema: {
        tags,
        summary: 'Error reports and support requests, newest first; by kind, handled or not',
        querystring: inboxQuery,
        response: { 200: inboxList },
      },
    },
    async (request) => pageEnvelope('Inbox', await listInbox(app.db, request.query)),
  );

  app.get(
    '/staff/inbox/:kind/:id',
    { schema: { tags, summary: 'One error report or support request', params: inboxEntryParams, response: { 200: inboxEntryResponse } } },
    async (request) => envelope('Inbox item', await getInboxEntry(app.db, request.params.kind, request.params.id)),
  );

  app.post(
    '/staff/inbox/:kind/:id/handled',
    {
      schema: {
        tags,
        summary: 'Mark an error report or support request handled, or not handled again',
        params: inboxEntryParams,
        body: inboxHandledRequest,
        response: { 200: inboxEntryResponse },
      },
    },
    async (request) => {
      const { kind, id } = request.params;
      const entry = await markHandled(app, currentActor(request), kind, id, request.body.handled);
      return envelope(entry.handled_at ? 'Marked as handled' : 'Marked as not handled', entry);
    },
  );
};
