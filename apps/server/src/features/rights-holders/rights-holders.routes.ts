import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  rightsHolderCreate,
  rightsHolderDetailsResponse,
  rightsHolderList,
  rightsHolderResponse,
  rightsHolderSearchQuery,
  uuidParam,
} from '@repertoire/contract';
import { currentUser } from '../../plugins/app/authentication';
import * as rightsHolders from './rights-holders.service';
import { envelope, pageEnvelope } from '../../lib/envelope';

const tags = ['rights holders'];

/** The rights-holder directory every picker searches (docs/domain.md#rights-holders-and-shares). */
export const rightsHoldersRoutes: FastifyPluginAsyncZod = async (app) => {
  // onRequest, before validation: without a session nothing about the request is judged, 401 first.
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/rights-holders/search',
    {
      schema: {
        tags,
        summary: 'Search the directory by name (typo-tolerant), ISNI or IPI; self=true answers the member’s own record',
        querystring: rightsHolderSearchQuery,
        response: { 200: rightsHolderList },
      },
    },
    async (request) => {
      return pageEnvelope('Rights holders', await rightsHolders.searchRightsHolders(app.db, currentUser(request).id, request.query));
    },
  );

  app.post(
    '/rights-holders',
    {
      schema: {
        tags,
        summary: 'Add a rights holder who is not yet in the directory',
        body: rightsHolderCreate,
        response: { 201: rightsHolderResponse },
      },
    },
    async (request, reply) => {
      const data = await rightsHolders.createRightsHolder(app.db, currentUser(request).id, request.body);
      return reply.code(201).send(envelope('Rights holder added to the directory', data));
    },
  );

  app.get(
    '/rights-holders/:id',
    {
      schema: {
        tags,
        summary: 'A rights holder and the registered works they hold shares in',
        params: uuidParam,
        response: { 200: rightsHolderDetailsResponse },
      },
    },
    async (request) => {
      const data = await rightsHolders.getRightsHolderDetails(app.db, currentUser(request).id, request.params.id);
      return envelope('Rights holder', data);
    },
  );
};
