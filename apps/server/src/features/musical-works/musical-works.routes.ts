import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  messageOnly,
  musicalWorkCreate,
  musicalWorkHistoryList,
  musicalWorkHistoryQuery,
  musicalWorkList,
  musicalWorkListQuery,
  musicalWorkRegistryList,
  musicalWorkRegistryQuery,
  musicalWorkResponse,
  musicalWorkUpdate,
  uuidParam,
  workShareLine,
  workShareList,
  workShareParams,
  workShareResponse,
  workShareUpdate,
} from '@repertoire/contract';
import { envelope, messageEnvelope, pageEnvelope } from '../../lib/envelope';
import { currentActor } from '../../plugins/app/authentication';
import * as works from './musical-works.service';

const tags = ['musical works'];

/**
 * Musical works, their shares and the society's registry (docs/domain.md#musical-works). Another member's work
 * answers 404 on every route, exactly like a work that does not exist.
 */
export const musicalWorksRoutes: FastifyPluginAsyncZod = async (app) => {
  // onRequest, before validation: without a session nothing about the request is judged, 401 first.
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/musical-works',
    {
      schema: {
        tags,
        summary: 'The member’s own works: search, status filter, sort, pages',
        querystring: musicalWorkListQuery,
        response: { 200: musicalWorkList },
      },
    },
    async (request) => {
      return pageEnvelope('Musical works', await works.listMusicalWorks(app.db, currentActor(request), request.query));
    },
  );

  // A static path: find-my-way prefers it to /musical-works/:id whatever the order of registration.
  app.get(
    '/musical-works/search',
    {
      schema: {
        tags,
        summary: 'The society’s registry of registered works: title (typo-tolerant), ISWC, writer, IPI',
        querystring: musicalWorkRegistryQuery,
        response: { 200: musicalWorkRegistryList },
      },
    },
    async (request) => {
      return pageEnvelope('Registered musical works', await works.searchMusicalWorkRegistry(app.db, request.query));
    },
  );

  app.post(
    '/musical-works',
    {
      schema: {
        tags,
        summary: 'Save a new work as a draft (only the title is required)',
        body: musicalWorkCreate,
        response: { 201: musicalWorkResponse },
      },
    },
    async (request, reply) => {
      const data = await works.createMusicalWork(app.db, currentActor(request), request.body);
      return reply.code(201).send(envelope('Musical work saved as a draft', data));
    },
  );

  app.get(
    '/musical-works/:id',
    { schema: { tags, summary: 'A work with its shares, totals and warnings', params: uuidParam, response: { 200: musicalWorkResponse } } },
    async (request) => {
      const data = await works.musicalWorks.get(app.db, currentActor(request), request.params.id);
      return envelope('Musical work', data);
    },
  );

  app.patch(
    '/musical-works/:id',
    {
      schema: {
        tags,
        summary: 'Change a work; `shares` replaces the whole share table. A registered work goes back to review.',
        params: uuidParam,
        body: musicalWorkUpdate,
        response: { 200: musicalWorkResponse },
      },
    },
    async (request) => {
      const data = await works.updateMusicalWork(app.db, currentActor(request), request.params.id, request.body);
      return envelope(data.status === 'submitted' ? 'Musical work saved and sent for review' : 'Musical work saved', data);
    },
  );

  app.delete(
    '/musical-works/:id',
    { schema: { tags, summary: 'Delete a draft or rejected work', params: uuidParam, response: { 200: messageOnly } } },
    async (request) => {
      await works.musicalWorks.remove(app.db, currentActor(request), request.params.id);
      return messageEnvelope('Musical work deleted');
    },
  );

  app.post(
    '/musical-works/:id/submit',
    {
      schema: {
        tags,
        summary: 'Submit a work for registration; 422 lists what is still missing',
        params: uuidParam,
        response: { 200: musicalWorkResponse },
      },
    },
    async (request) => {
      const data = await works.musicalWorks.submit(app.db, currentActor(request), request.params.id);
      return envelope('Musical work submitted for registration', data);
    },
  );

  app.get(
    '/musical-works/:id/history',
    {
      schema: {
        tags,
        summary: 'Every change to the work and its shares, newest first',
        params: uuidParam,
        querystring: musicalWorkHistoryQuery,
        response: { 200: musicalWorkHistoryList },
      },
    },
    async (request) => {
      return pageEnvelope('History of the musical work', await works.getMusicalWorkHistory(app.db, currentActor(request), request.params.id, request.query));
    },
  );

  app.get(
    '/musical-works/:id/rights-holders',
    { schema: { tags, summary: 'The work’s share table', params: uuidParam, response: { 200: workShareList } } },
    async (request) => {
      const data = await works.listWorkShares(app.db, currentActor(request), request.params.id);
      return envelope('Rights holders of the musical work', data);
    },
  );

  app.post(
    '/musical-works/:id/rights-holders',
    {
      schema: {
        tags,
        summary: 'Add a rights holder to the work with a role and shares',
        params: uuidParam,
        body: workShareLine,
        response: { 201: workShareResponse },
      },
    },
    async (request, reply) => {
      const data = await works.addWorkShare(app.db, currentActor(request), request.params.id, request.body);
      return reply.code(201).send(envelope('Rights holder added to the work', data));
    },
  );

  app.patch(
    '/musical-works/:id/rights-holders/:shareId',
    {
      schema: {
        tags,
        summary: 'Change the role or shares of one line',
        params: workShareParams,
        body: workShareUpdate,
        response: { 200: workShareResponse },
      },
    },
    async (request) => {
      const data = await works.updateWorkShare(app.db, currentActor(request), request.params.id, request.params.shareId, request.body);
      return envelope('Share updated', data);
    },
  );

  app.delete(
    '/musical-works/:id/rights-holders/:shareId',
    {
      schema: { tags, summary: 'Remove one line from the work', params: workShareParams, response: { 200: messageOnly } },
    },
    async (request) => {
      await works.removeWorkShare(app.db, currentActor(request), request.params.id, request.params.shareId);
      return messageEnvelope('Rights holder removed from the work');
    },
  );
};
