import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardSummaryResponse } from '@repertoire/contract';
import { envelope } from '../../lib/envelope';
import { currentAccount, currentSession } from '../../plugins/app/authentication';
import { dashboardSummary } from './dashboard.service';

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dashboard/summary',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['dashboard'],
        summary: "The member's dashboard: counts by status, drafts, items in review, decisions since the last visit, completeness, activity and registrations per month",
        response: { 200: dashboardSummaryResponse },
      },
    },
    async (request) => {
      return envelope('Dashboard', await dashboardSummary(app.db, currentAccount(request), currentSession(request).id, app.clock()));
    },
  );
};
