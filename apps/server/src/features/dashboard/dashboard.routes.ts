import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@repertoire/contract';
import { envelope } from '../../lib/envelope';
import { routeOf } from '../../lib/route';
import { currentAccount, currentSession } from '../../plugins/app/authentication';
import { dashboardSummary } from './dashboard.service';

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(endpoints.getDashboardSummary),
    onRequest: app.authenticate,
    handler: async (request) => {
      return envelope('Dashboard', await dashboardSummary(app.db, currentAccount(request), currentSession(request).id, app.clock()));
    },
  });
};
