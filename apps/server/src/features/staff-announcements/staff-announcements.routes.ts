import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@repertoire/contract';
import { envelope, pageEnvelope } from '../../lib/envelope';
import { routeOf } from '../../lib/route';
import { currentActor, staffOnly } from '../../plugins/app/authentication';
import { listAnnouncements, sendAnnouncement } from './staff-announcements.service';

/** Announcements (docs/domain.md#staff): staff only; a member is answered 404, as for an unknown endpoint. */
export const staffAnnouncementsRoutes: FastifyPluginAsyncZod = async (app) => {
  staffOnly(app);

  app.route({
    ...routeOf(endpoints.sendAnnouncement),
    handler: async (request, reply) => {
      const sent = await sendAnnouncement(app.db, currentActor(request), request.body);
      const to = sent.member ? sent.member.name : `${sent.recipients} ${sent.recipients === 1 ? 'member' : 'members'}`;
      return reply.code(201).send(envelope(`The announcement has been sent to ${to}`, sent));
    },
  });

  app.route({
    ...routeOf(endpoints.listAnnouncements),
    handler: async (request) => pageEnvelope('Announcements', await listAnnouncements(app.db, request.query)),
  });
};
