import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@repertoire/contract';
import { pingDatabase } from '../../db/database';
import { envelope } from '../../lib/envelope';
import { DatabaseUnavailable } from '../../lib/errors';
import { routeOf } from '../../lib/route';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(endpoints.health),
    handler: async (request) => {
      try {
        await pingDatabase(app.db);
      } catch (error) {
        // A load balancer takes 503 as "send traffic elsewhere"; the cause goes to the log only.
        request.log.error({ err: error }, 'health check: the database did not answer');
        throw new DatabaseUnavailable();
      }
      return envelope('OK', { status: 'ok' as const, database: app.database.driver });
    },
  });
};
