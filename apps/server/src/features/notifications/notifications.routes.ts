import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notificationList, paginationQuery } from '@repertoire/contract';
import { currentUser } from '../../plugins/app/authentication';
import { listNotifications } from './notifications.service';
import { pageEnvelope } from '../../lib/envelope';

export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/notifications',
    {
      onRequest: app.authenticate,
      schema: { tags: ['notifications'], summary: 'Own notifications, newest first', querystring: paginationQuery, response: { 200: notificationList } },
    },
    async (request) => {
      return pageEnvelope('Notifications', await listNotifications(app.db, currentUser(request).id, request.query));
    },
  );
};
