import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthResponse } from '@repertoire/contract';
import { pingDatabase } from '../../db/database';
import { envelope } from '../../lib/envelope';
import { DatabaseUnavailable } from '../../lib/errors';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    { schema: { tags: ['system'], summary: 'Liveness with a real database query', response: { 200: healthResponse } } },
    async (request) => {
      try {
        await pingDatabase(app.db);
      } catch (error) {
        // A load balancer takes 503 as "send traffic elsewhere"; the cause goes to the log only.
        request.log.error({ err: error }, 'health check: the database did not answer');
        throw new DatabaseUnavailable();
      }
      return envelope('OK', { status: 'ok' as const, database: app.database.driver });
    },
  );
};
