import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@repertoire/contract';
import { envelope, pageEnvelope } from '../../lib/envelope';
import { routeOf } from '../../lib/route';
import { currentActor, staffOnly } from '../../plugins/app/authentication';
import { getInboxEntry, listInbox, markHandled } from './staff-inbox.service';

/** The staff inbox (docs/domain.md#staff): staff only; a member is answered 404, as for an unknown endpoint. */
export const staffInboxRoutes: FastifyPluginAsyncZod = async (app) => {
  staffOnly(app);

  app.route({ ...routeOf(endpoints.listInbox), handler: async (request) => pageEnvelope('Inbox', await listInbox(app.db, request.query)) });

  app.route({
    ...routeOf(endpoints.getInboxEntry),
    handler: async (request) => envelope('Inbox item', await getInboxEntry(app.db, request.params.kind, request.params.id)),
  });

  app.route({
    ...routeOf(endpoints.markInboxEntryHandled),
    handler: async (request) => {
      const { kind, id } = request.params;
      const entry = await markHandled(app, currentActor(request), kind, id, request.body.handled);
      return envelope(entry.handled_at ? 'Marked as handled' : 'Marked as not handled', entry);
    },
  });
};
