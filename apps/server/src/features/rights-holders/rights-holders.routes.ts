import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@repertoire/contract';
import { currentUser } from '../../plugins/app/authentication';
import * as rightsHolders from './rights-holders.service';
import { envelope, pageEnvelope } from '../../lib/envelope';
import { routeOf } from '../../lib/route';

/** The rights-holder directory every picker searches (docs/domain.md#rights-holders-and-shares). */
export const rightsHoldersRoutes: FastifyPluginAsyncZod = async (app) => {
  // onRequest, before validation: without a session nothing about the request is judged, 401 first.
  app.addHook('onRequest', app.authenticate);

  app.route({
    ...routeOf(endpoints.searchRightsHolders),
    handler: async (request) => pageEnvelope('Rights holders', await rightsHolders.searchRightsHolders(app.db, currentUser(request).id, request.query)),
  });

  app.route({
    ...routeOf(endpoints.createRightsHolder),
    handler: async (request, reply) => {
      const data = await rightsHolders.createRightsHolder(app.db, currentUser(request).id, request.body);
      return reply.code(201).send(envelope('Rights holder added to the directory', data));
    },
  });

  app.route({
    ...routeOf(endpoints.getRightsHolder),
    handler: async (request) => envelope('Rights holder', await rightsHolders.getRightsHolderDetails(app.db, currentUser(request).id, request.params.id)),
  });
};
