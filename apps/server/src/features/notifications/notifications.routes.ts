import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notificationList, paginationQuery } from '@repertoire/contract';
import { currentUser } from '../../plugins/app/authentication';
import { listNotifications } from './notifications.service';

export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/notifications',
    {
      preHandler: app.authenticate,
      schema: { tags: ['notifications'], summary: 'Own notifications, newest first', querystring: paginationQuery, response: { 200: notificationList } },
    },
    async (request) => {
      const { items, meta } = await listNotifications(app.db, currentUser(request).id, request.query);
      return { message: 'Notifications', data: { data: items, meta } };
    },
  );
};
