import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@repertoire/contract';
import { envelope, messageEnvelope, pageEnvelope } from '../../lib/envelope';
import { routeOf } from '../../lib/route';
import { currentActor } from '../../plugins/app/authentication';
import * as works from './musical-works.service';

/**
 * Musical works, their shares and the society's registry (docs/domain.md#musical-works). Another member's work
 * answers 404 on every route, exactly like a work that does not exist.
 */
export const musicalWorksRoutes: FastifyPluginAsyncZod = async (app) => {
  // onRequest, before validation: without a session nothing about the request is judged, 401 first.
  app.addHook('onRequest', app.authenticate);

  app.route({
    ...routeOf(endpoints.listMusicalWorks),
    handler: async (request) => pageEnvelope('Musical works', await works.listMusicalWorks(app.db, currentActor(request), request.query)),
  });

  // A static path: find-my-way prefers it to /musical-works/:id whatever the order of registration.
  app.route({
    ...routeOf(endpoints.searchMusicalWorkRegistry),
    handler: async (request) => pageEnvelope('Registered musical works', await works.searchMusicalWorkRegistry(app.db, request.query)),
  });

  app.route({
    ...routeOf(endpoints.createMusicalWork),
    handler: async (request, reply) => {
      const data = await works.createMusicalWork(app.db, currentActor(request), request.body);
      return reply.code(201).send(envelope('Musical work saved as a draft', data));
    },
  });

  app.route({
    ...routeOf(endpoints.getMusicalWork),
    handler: async (request) => envelope('Musical work', await works.musicalWorks.get(app.db, currentActor(request), request.params.id)),
  });

  app.route({
    ...routeOf(endpoints.updateMusicalWork),
    handler: async (request) => {
      const data = await works.updateMusicalWork(app.db, currentActor(request), request.params.id, request.body);
      return envelope(data.status === 'submitted' ? 'Musical work saved and sent for review' : 'Musical work saved', data);
    },
  });

  app.route({
    ...routeOf(endpoints.deleteMusicalWork),
    handler: async (request) => {
      await works.musicalWorks.remove(app.db, currentActor(request), request.params.id);
      return messageEnvelope('Musical work deleted');
    },
  });

  app.route({
    ...routeOf(endpoints.submitMusicalWork),
    handler: async (request) => envelope('Musical work submitted for registration', await works.musicalWorks.submit(app.db, currentActor(request), request.params.id)),
  });

  app.route({
    ...routeOf(endpoints.getMusicalWorkHistory),
    handler: async (request) =>
      pageEnvelope('History of the musical work', await works.getMusicalWorkHistory(app.db, currentActor(request), request.params.id, request.query)),
  });

  app.route({
    ...routeOf(endpoints.listWorkShares),
    handler: async (request) => envelope('Rights holders of the musical work', await works.listWorkShares(app.db, currentActor(request), request.params.id)),
  });

  app.route({
    ...routeOf(endpoints.addWorkShare),
    handler: async (request, reply) => {
      const data = await works.addWorkShare(app.db, currentActor(request), request.params.id, request.body);
      return reply.code(201).send(envelope('Rights holder added to the work', data));
    },
  });

  app.route({
    ...routeOf(endpoints.updateWorkShare),
    handler: async (request) => {
      const data = await works.updateWorkShare(app.db, currentActor(request), request.params.id, request.params.shareId, request.body);
      return envelope('Share updated', data);
    },
  });

  app.route({
    ...routeOf(endpoints.removeWorkShare),
    handler: async (request) => {
      await works.removeWorkShare(app.db, currentActor(request), request.params.id, request.params.shareId);
      return messageEnvelope('Rights holder removed from the work');
    },
  });
};
