import type { FastifyRequest } from 'fastify';
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
import { currentUser } from '../../plugins/app/authentication';
import * as recordings from './sound-recordings.service';

const tags = ['sound recordings'];

function actorOf(request: FastifyRequest): recordings.Actor {
  const user = currentUser(request);
  return { id: user.id, role: user.role, name: user.displayName };
}

/**
 * Sound recordings and the Sound Recording Logs (issue 4). `search`, `logs` and `logs/export`
 * are static paths: the router prefers them to `/:id`, whatever the order of registration.
 */
export const soundRecordingsRoutes: FastifyPluginAsyncZod = async (app) => {
  // onRequest, before validation: without a session nothing about the request is judged, 401 first.
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/sound-recordings',
    { schema: { tags, summary: 'Own sound recordings: search, status filter, sort, pages', querystring: soundRecordingListQuery, response: { 200: soundRecordingList } } },
    async (request) => {
      const { items, meta } = await recordings.listSoundRecordings(app.db, actorOf(request), request.query);
      return { message: 'Sound recordings', data: { data: items, meta } };
    },
  );

  app.post(
    '/sound-recordings',
    { schema: { tags, summary: 'Add a sound recording as a draft (only the title is required)', body: soundRecordingCreate, response: { 201: soundRecordingResponse } } },
    async (request, reply) => {
      const data = await recordings.createSoundRecording(app.db, actorOf(request), request.body);
      return reply.code(201).send({ message: 'The sound recording has been saved as a draft', data: { data } });
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
      const { items, meta } = await recordings.searchSoundRecordingRegistry(app.db, request.query);
      return { message: 'Registered sound recordings', data: { data: items, meta } };
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
      const { items, meta } = await recordings.listSoundRecordingLogs(app.db, actorOf(request), request.query);
      return { message: 'Sound recording logs', data: { data: items, meta } };
    },
  );

  app.get(
    '/sound-recordings/logs/export',
    {
      schema: {
        tags,
        summary: 'Download the logs as CSV, with the same filters',
        querystring: soundRecordingLogsExportQuery,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const csv = await recordings.exportSoundRecordingLogs(app.db, actorOf(request), request.query);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="sound-recording-logs-${day}.csv"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );

  app.get(
    '/sound-recordings/:id',
    { schema: { tags, summary: 'One own sound recording with line-up, ownership and warnings', params: uuidParam, response: { 200: soundRecordingResponse } } },
    async (request) => ({
      message: 'Sound recording',
      data: { data: await recordings.getSoundRecording(app.db, actorOf(request), request.params.id) },
    }),
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
      const data = await recordings.updateSoundRecording(app.db, actorOf(request), request.params.id, request.body);
      const message = data.status === 'submitted' ? 'The changes have been saved and sent for review' : 'The sound recording has been saved';
      return { message, data: { data } };
    },
  );

  app.delete(
    '/sound-recordings/:id',
    { schema: { tags, summary: 'Delete a draft or rejected recording', params: uuidParam, response: { 200: messageOnly } } },
    async (request) => {
      await recordings.deleteSoundRecording(app.db, actorOf(request), request.params.id);
      return { message: 'The sound recording has been deleted', data: { data: null } };
    },
  );

  app.post(
    '/sound-recordings/:id/submit',
    { schema: { tags, summary: 'Submit a recording for registration', params: uuidParam, response: { 200: soundRecordingResponse } } },
    async (request) => ({
      message: 'The sound recording has been submitted for registration',
      data: { data: await recordings.submitSoundRecording(app.db, actorOf(request), request.params.id) },
    }),
  );
};
