import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notificationEnvelope, notificationList, paginationQuery, readAllNotificationsEnvelope, uuidParam } from '@repertoire/contract';
import { currentUser } from '../../plugins/app/authentication';
import { listNotifications, readAllNotifications, readNotification } from './notifications.service';
import { envelope, pageEnvelope } from '../../lib/envelope';
import { createLiveNotifications } from './notifications.live';
import { notificationStream } from './notifications.stream';

export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const live = createLiveNotifications(app.database, app.log);
  app.addHook('onClose', () => live.close());

  app.get(
    '/notifications',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['notifications'],
        summary: 'Own notifications, newest first; meta.unread counts all unread ones',
        querystring: paginationQuery,
        response: { 200: notificationList },
      },
    },
    async (request) => {
      return pageEnvelope('Notifications', await listNotifications(app.db, currentUser(request).id, request.query));
    },
  );

  app.get(
    '/notifications/stream',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['notifications'],
        summary:
          'Server-sent events: each new notification as it is created (event "notification"); Last-Event-ID resumes; ends with its session; at most 6 per session and 12 per member (429 beyond)',
      },
    },
    notificationStream(app, live),
  );

  app.post(
    '/notifications/read-all',
    { onRequest: app.authenticate, schema: { tags: ['notifications'], summary: 'Marks all own notifications read', response: { 200: readAllNotificationsEnvelope } } },
    async (request) => {
      return envelope('All notifications marked as read', await readAllNotifications(app.db, currentUser(request).id, app.clock()));
    },
  );

  app.post(
    '/notifications/:id/read',
    {
      onRequest: app.authenticate,
      schema: { tags: ['notifications'], summary: 'Marks one own notification read', params: uuidParam, response: { 200: notificationEnvelope } },
    },
    async (request) => {
      return envelope('Notification marked as read', await readNotification(app.db, currentUser(request).id, request.params.id, app.clock()));
    },
  );
};
