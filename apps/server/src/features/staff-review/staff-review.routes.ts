import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  registrationDecisionRequest,
  registrationDecisionResponse,
  registrationReviewParams,
  registrationReviewResponse,
  reviewQueueList,
  reviewQueueQuery,
} from '@repertoire/contract';
import { envelope, pageEnvelope } from '../../lib/envelope';
import { currentActor, staffOnly } from '../../plugins/app/authentication';
import { decideRegistration, getRegistrationReview, listReviewQueue } from './staff-review.service';

const tags = ['staff'];

/**
 * The staff review desk. Anonymous requests get 401; members get 404, as for an endpoint that
 * does not exist, before anything about the request is judged.
 */
export const staffReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  staffOnly(app);

  app.get(
    '/staff/review-queue',
    {
      schema: {
        tags,
        summary: 'Works and recordings waiting for a decision, and changes to registered ones: oldest first, by kind, searchable',
        querystring: reviewQueueQuery,
        response: { 200: reviewQueueList },
      },
    },
    async (request) => pageEnvelope('Review queue', await listReviewQueue(app.db, request.query)),
  );

  app.get(
    '/staff/registrations/:kind/:id',
    {
      schema: {
        tags,
        summary: 'One item in review: what the member entered (a change: old → new), identifier checks and possible duplicates',
        params: registrationReviewParams,
        response: { 200: registrationReviewResponse },
      },
    },
    async (request) => {
      const data = await getRegistrationReview(app.db, currentActor(request), request.params.kind, request.params.id);
      return envelope('Registration in review', data);
    },
  );

  app.post(
    '/staff/registrations/:kind/:id/decision',
    {
      schema: {
        tags,
        summary: 'Approve (a work may get its allocated ISWC) or reject with a reason; 409 when it is no longer in review',
        params: registrationReviewParams,
        body: registrationDecisionRequest,
        response: { 200: registrationDecisionResponse },
      },
    },
    async (request) => {
      const { kind, id } = request.params;
      const data = await decideRegistration(app, currentActor(request), kind, id, request.body);
      return envelope(request.body.decision === 'approve' ? 'Approved: the member has been told' : 'Rejected: the member has been told the reason', data);
    },
  );
};
