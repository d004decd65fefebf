import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@repertoire/contract';
import { envelope, pageEnvelope } from '../../lib/envelope';
import { routeOf } from '../../lib/route';
import { currentActor, staffOnly } from '../../plugins/app/authentication';
import { decideRegistration, getRegistrationReview, listReviewQueue } from './staff-review.service';

/**
 * The staff review desk. Anonymous requests get 401; members get 404, as for an endpoint that
 * does not exist, before anything about the request is judged.
 */
export const staffReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  staffOnly(app);

  app.route({
    ...routeOf(endpoints.listReviewQueue),
    handler: async (request) => pageEnvelope('Review queue', await listReviewQueue(app.db, request.query)),
  });

  app.route({
    ...routeOf(endpoints.getRegistrationReview),
    handler: async (request) => {
      const data = await getRegistrationReview(app.db, currentActor(request), request.params.kind, request.params.id);
      return envelope('Registration in review', data);
    },
  });

  app.route({
    ...routeOf(endpoints.decideRegistration),
    handler: async (request) => {
      const { kind, id } = request.params;
      const data = await decideRegistration(app, currentActor(request), kind, id, request.body);
      return envelope(request.body.decision === 'approve' ? 'Approved: the member has been told' : 'Rejected: the member has been told the reason', data);
    },
  });
};
