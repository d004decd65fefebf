import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@repertoire/contract';
import { recordErrorReport } from './error-logs.service';
import { messageEnvelope } from '../../lib/envelope';
import { routeOf } from '../../lib/route';

/** POST /frontend/errorlogs, one of the fixed calls (docs/architecture.md#the-five-fixed-calls): the error page reports what broke, logged in or not. */
export const errorLogsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(endpoints.reportError),
    // Never 401 here: the error page may show exactly because the session is gone.
    onRequest: app.identify,
    handler: async (request, reply) => {
      await recordErrorReport(
        app.db,
        request.body,
        { userId: request.user?.id ?? null, ip: request.ip, userAgent: request.headers['user-agent'] ?? null },
        app.clock(),
      );
      return reply.code(201).send(messageEnvelope('Error report received'));
    },
  });
};
