import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { supportRequestCreate, supportRequestResponse } from '@repertoire/contract';
import { envelope } from '../../lib/envelope';
import { currentActor } from '../../plugins/app/authentication';
import { createSupportRequest } from './support-requests.service';

/** POST /support/requests (docs/api.md): a logged-in member writes to the society; staff are refused (403). */
export const supportRequestsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/support/requests',
    {
      onRequest: app.authenticate,
      schema: { tags: ['help'], summary: 'Write to the society (Help)', body: supportRequestCreate, response: { 201: supportRequestResponse } },
    },
    async (request, reply) => {
      const created = await createSupportRequest(app, currentActor(request), request.body);
      return reply.code(201).send(envelope('Your message has been sent to the society', created));
    },
  );
};
