import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@repertoire/contract';
import { envelope, messageEnvelope, pageEnvelope } from '../../lib/envelope';
import { routeOf } from '../../lib/route';
import { currentActor } from '../../plugins/app/authentication';
import * as recordings from './sound-recordings.service';

/**
 * Sound recordings and the Sound Recording Logs (docs/domain.md#sound-recordings). `search`, `logs` and `logs/export`
 * are static paths: the router prefers them to `/:id`, whatever the order of registration.
 */
export const soundRecordingsRoutes: FastifyPluginAsyncZod = async (app) => {
  // onRequest, before validation: without a session nothing about the request is judged, 401 first.
  app.addHook('onRequest', app.authenticate);

  app.route({
    ...routeOf(endpoints.listSoundRecordings),
    handler: async (request) => pageEnvelope('Sound recordings', await recordings.listSoundRecordings(app.db, currentActor(request), request.query)),
  });

  app.route({
    ...routeOf(endpoints.createSoundRecording),
    handler: async (request, reply) => {
      const data = await recordings.createSoundRecording(app.db, currentActor(request), request.body);
      return reply.code(201).send(envelope('The sound recording has been saved as a draft', data));
    },
  });

  app.route({
    ...routeOf(endpoints.searchSoundRecordingRegistry),
    handler: async (request) => pageEnvelope('Registered sound recordings', await recordings.searchSoundRecordingRegistry(app.db, request.query)),
  });

  app.route({
    ...routeOf(endpoints.listSoundRecordingLogs),
    handler: async (request) => pageEnvelope('Sound recording logs', await recordings.listSoundRecordingLogs(app.db, currentActor(request), request.query)),
  });

  const exportLogs = routeOf(endpoints.exportSoundRecordingLogs);
  app.route({
    ...exportLogs,
    schema: { ...exportLogs.schema, produces: ['text/csv'] },
    handler: async (request, reply) => {
      const csv = await recordings.exportSoundRecordingLogs(app.db, currentActor(request), request.query);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="sound-recording-logs-${day}.csv"`)
        .header('cache-control', 'no-store')
        .send(Readable.from(csv));
    },
  });

  app.route({
    ...routeOf(endpoints.getSoundRecording),
    handler: async (request) => envelope('Sound recording', await recordings.soundRecordings.get(app.db, currentActor(request), request.params.id)),
  });

  app.route({
    ...routeOf(endpoints.updateSoundRecording),
    handler: async (request) => {
      const data = await recordings.updateSoundRecording(app.db, currentActor(request), request.params.id, request.body);
      const message = data.status === 'submitted' ? 'The changes have been saved and sent for review' : 'The sound recording has been saved';
      return envelope(message, data);
    },
  });

  app.route({
    ...routeOf(endpoints.deleteSoundRecording),
    handler: async (request) => {
      await recordings.soundRecordings.remove(app.db, currentActor(request), request.params.id);
      return messageEnvelope('The sound recording has been deleted');
    },
  });

  app.route({
    ...routeOf(endpoints.submitSoundRecording),
    handler: async (request) =>
      envelope('The sound recording has been submitted for registration', await recordings.soundRecordings.submit(app.db, currentActor(request), request.params.id)),
  });
};
