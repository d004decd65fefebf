import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@repertoire/contract';
import { envelope } from '../../lib/envelope';
import { routeOf } from '../../lib/route';
import { currentActor } from '../../plugins/app/authentication';
import { createSupportRequest } from './support-requests.service';

/** POST /support/requests (docs/api.md): a logged-in member writes to the society; staff are refused (403). */
export const supportRequestsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(endpoints.sendSupportRequest),
    onRequest: app.authenticate,
    handler: async (request, reply) => {
      const created = await createSupportRequest(app, currentActor(request), request.body);
      return reply.code(201).send(envelope('Your message has been sent to the society', created));
    },
  });
};
