import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthResponse } from '@repertoire/contract';
import { pingDatabase } from '../../db/database';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    { schema: { tags: ['system'], summary: 'Liveness with a real database query', response: { 200: healthResponse } } },
    async () => {
      await pingDatabase(app.db);
      return { message: 'OK', data: { data: { status: 'ok' as const, database: app.database.driver } } };
    },
  );
};
