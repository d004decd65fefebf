import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  messageOnly,
  soundRecordingCreate,
  soundRecordingList,
  soundRecordingListQuery,
  soundRecordingLogList,
  soundRecordingLogsExportQuery,
  soundRecordingLogsQuery,
  soundRecordingRegistryList,
  soundRecordingRegistryQuery,
  soundRecordingResponse,
  soundRecordingUpdate,
  uuidParam,
} from '@repertoire/contract';
import { envelope, messageEnvelope, pageEnvelope } from '../../lib/envelope';
import { currentActor } from '../../plugins/app/authentication';
import * as recordings from './sound-recordings.service';

const tags = ['sound recordings'];

/**
 * Sound recordings and the Sound Recording Logs (docs/domain.md#sound-recordings). `search`, `logs` and `logs/export`
 * are static paths: the router prefers them to `/:id`, whatever the order of registration.
 */
export const soundRecordingsRoutes: FastifyPluginAsyncZod = async (app) => {
  // onRequest, before validation: without a session nothing about the request is judged, 401 first.
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/sound-recordings',
    { schema: { tags, summary: 'Own sound recordings: search, status filter, sort, pages', querystring: soundRecordingListQuery, response: { 200: soundRecordingList } } },
    async (request) => {
      return pageEnvelope('Sound recordings', await recordings.listSoundRecordings(app.db, currentActor(request), request.query));
    },
  );

  app.post(
    '/sound-recordings',
    { schema: { tags, summary: 'Add a sound recording as a draft (only the title is required)', body: soundRecordingCreate, response: { 201: soundRecordingResponse } } },
    async (request, reply) => {
      const data = await recordings.createSoundRecording(app.db, currentActor(request), request.body);
      return reply.code(201).send(envelope('The sound recording has been saved as a draft', data));
    },
  );

  app.get(
    '/sound-recordings/search',
    {
      schema: {
        tags,
        summary: 'The registry of registered recordings: title (typo-tolerant), ISRC, artist or label',
        querystring: soundRecordingRegistryQuery,
        response: { 200: soundRecordingRegistryList },
      },
    },
    async (request) => {
      return pageEnvelope('Registered sound recordings', await recordings.searchSoundRecordingRegistry(app.db, request.query));
    },
  );

  app.get(
    '/sound-recordings/logs',
    {
      schema: {
        tags,
        summary: 'Events on own recordings, newest first: filter by recording, event and dates',
        querystring: soundRecordingLogsQuery,
        response: { 200: soundRecordingLogList },
      },
    },
    async (request) => {
      return pageEnvelope('Sound recording logs', await recordings.listSoundRecordingLogs(app.db, currentActor(request), request.query));
    },
  );

  app.get(
    '/sound-recordings/logs/export',
    {
      schema: {
        tags,
        summary: 'Download the logs as CSV, with the same filters (streamed: every matching event, newest first)',
        querystring: soundRecordingLogsExportQuery,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const csv = await recordings.exportSoundRecordingLogs(app.db, currentActor(request), request.query);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="sound-recording-logs-${day}.csv"`)
        .header('cache-control', 'no-store')
        .send(Readable.from(csv));
    },
  );

  app.get(
    '/sound-recordings/:id',
    { schema: { tags, summary: 'One own sound recording with line-up, ownership and warnings', params: uuidParam, response: { 200: soundRecordingResponse } } },
    async (request) => envelope('Sound recording', await recordings.soundRecordings.get(app.db, currentActor(request), request.params.id)),
  );

  app.patch(
    '/sound-recordings/:id',
    {
      schema: {
        tags,
        summary: 'Change a recording: only the fields sent; performers and ownership replace the whole list',
        params: uuidParam,
        body: soundRecordingUpdate,
        response: { 200: soundRecordingResponse },
      },
    },
    async (request) => {
      const data = await recordings.updateSoundRecording(app.db, currentActor(request), request.params.id, request.body);
      const message = data.status === 'submitted' ? 'The changes have been saved and sent for review' : 'The sound recording has been saved';
      return envelope(message, data);
    },
  );

  app.delete(
    '/sound-recordings/:id',
    { schema: { tags, summary: 'Delete a draft or rejected recording', params: uuidParam, response: { 200: messageOnly } } },
    async (request) => {
      await recordings.soundRecordings.remove(app.db, currentActor(request), request.params.id);
      return messageEnvelope('The sound recording has been deleted');
    },
  );

  app.post(
    '/sound-recordings/:id/submit',
    { schema: { tags, summary: 'Submit a recording for registration', params: uuidParam, response: { 200: soundRecordingResponse } } },
    async (request) => envelope('The sound recording has been submitted for registration', await recordings.soundRecordings.submit(app.db, currentActor(request), request.params.id)),
  );
};
