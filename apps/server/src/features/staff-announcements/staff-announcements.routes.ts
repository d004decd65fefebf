import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { announcementList, announcementRequest, announcementResponse, paginationQuery } from '@repertoire/contract';
import { envelope, pageEnvelope } from '../../lib/envelope';
import { currentActor, staffOnly } from '../../plugins/app/authentication';
import { listAnnouncements, sendAnnouncement } from './staff-announcements.service';

const tags = ['staff'];

/** Announcements (docs/domain.md#staff): staff only; a member is answered 404, as for an unknown endpoint. */
export const staffAnnouncementsRoutes: FastifyPluginAsyncZod = async (app) => {
  staffOnly(app);

  app.post(
    '/staff/announcements',
    {
      schema: {
        tags,
        summary: 'Tell every member, or one, in their notifications and optionally by mail',
        body: announcementRequest,
        response: { 201: announcementResponse },
      },
    },
    async (request, reply) => {
      const sent = await sendAnnouncement(app.db, currentActor(request), request.body);
      const to = sent.member ? sent.member.name : `${sent.recipients} ${sent.recipients === 1 ? 'member' : 'members'}`;
      return reply.code(201).send(envelope(`The announcement has been sent to ${to}`, sent));
    },
  );

  app.get(
    '/staff/announcements',
    { schema: { tags, summary: 'Announcements sent, newest first', querystring: paginationQuery, response: { 200: announcementList } } },
    async (request) => pageEnvelope('Announcements', await listAnnouncements(app.db, request.query)),
  );
};
