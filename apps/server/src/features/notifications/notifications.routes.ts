import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@repertoire/contract';
import { currentUser } from '../../plugins/app/authentication';
import { listNotifications, readAllNotifications, readNotification } from './notifications.service';
import { envelope, pageEnvelope } from '../../lib/envelope';
import { routeOf } from '../../lib/route';
import { createLiveNotifications } from './notifications.live';
import { notificationStream } from './notifications.stream';

export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const live = createLiveNotifications(app.database, app.log);
  app.addHook('onClose', () => live.close());

  app.route({
    ...routeOf(endpoints.listNotifications),
    onRequest: app.authenticate,
    handler: async (request) => {
      return pageEnvelope('Notifications', await listNotifications(app.db, currentUser(request).id, request.query));
    },
  });

  app.route({ ...routeOf(endpoints.streamNotifications), onRequest: app.authenticate, handler: notificationStream(app, live) });

  app.route({
    ...routeOf(endpoints.readAllNotifications),
    onRequest: app.authenticate,
    handler: async (request) => {
      return envelope('All notifications marked as read', await readAllNotifications(app.db, currentUser(request).id, app.clock()));
    },
  });

  app.route({
    ...routeOf(endpoints.readNotification),
    onRequest: app.authenticate,
    handler: async (request) => {
      return envelope('Notification marked as read', await readNotification(app.db, currentUser(request).id, request.params.id, app.clock()));
    },
  });
};
