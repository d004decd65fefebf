import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CWR_FILE_MAX_BYTES, endpoints } from '@repertoire/contract';
import { CWR_CONTENT_TYPE, downloadRouteOf, sendDownload } from '../../lib/download';
import { envelope, pageEnvelope } from '../../lib/envelope';
import { routeOf } from '../../lib/route';
import { currentActor, staffOnly } from '../../plugins/app/authentication';
import { readNamedUploadedFile } from '../../plugins/external/multipart';
import { getAcknowledgementImport, importAcknowledgement, listAcknowledgementImports } from './acknowledgements';
import * as exports from './cwr-exports.service';
import './write-job';

const ACK_TOO_LARGE = 'The file is larger than 50 MB: an acknowledgement of one export is smaller';

/**
 * CWR files the society sends other societies, and their acknowledgements (docs/cwr.md, "The society sends CWR").
 * Staff only: to a member these endpoints do not exist. Writing runs as a job, woken at once in this process.
 */
export const cwrExportsRoutes: FastifyPluginAsyncZod = async (app) => {
  staffOnly(app);

  app.route({
    ...routeOf(endpoints.createCwrExport),
    handler: async (request, reply) => {
      const data = await exports.createCwrExport(app, currentActor(request), request.body);
      app.jobRunner.wake();
      return reply.code(201).send(envelope('Export created: its file is being written', data));
    },
  });

  app.route({
    ...routeOf(endpoints.listCwrExports),
    handler: async (request) => pageEnvelope('CWR exports', await exports.listCwrExports(app, request.query)),
  });

  app.route({
    ...routeOf(endpoints.getCwrExport),
    handler: async (request) => envelope('CWR export', await exports.getCwrExport(app, request.params.id)),
  });

  app.route({
    ...downloadRouteOf(endpoints.downloadCwrExport, [CWR_CONTENT_TYPE]),
    handler: async (request, reply) => {
      const file = await exports.cwrExportFile(app, request.params.id);
      return sendDownload(reply, { fileName: file.fileName, contentType: CWR_CONTENT_TYPE, body: file.body });
    },
  });

  app.route({
    ...routeOf(endpoints.uploadCwrExportAcknowledgement),
    handler: async (request, reply) => {
      const file = await readNamedUploadedFile(request, { maxBytes: CWR_FILE_MAX_BYTES, tooLargeMessage: ACK_TOO_LARGE });
      const data = await importAcknowledgement(app, currentActor(request), request.params.id, file);
      return reply.code(201).send(envelope('Acknowledgement read', data));
    },
  });

  app.route({
    ...routeOf(endpoints.listCwrExportAcknowledgements),
    handler: async (request) => pageEnvelope('Acknowledgements imported', await listAcknowledgementImports(app, request.params.id, request.query)),
  });

  app.route({
    ...routeOf(endpoints.getCwrExportAcknowledgement),
    handler: async (request) => envelope('Acknowledgement imported', await getAcknowledgementImport(app, request.params.id, request.params.importId)),
  });

  app.route({
    ...routeOf(endpoints.uploadCwrAcknowledgement),
    handler: async (request, reply) => {
      const file = await readNamedUploadedFile(request, { maxBytes: CWR_FILE_MAX_BYTES, tooLargeMessage: ACK_TOO_LARGE });
      const data = await importAcknowledgement(app, currentActor(request), null, file);
      return reply.code(201).send(envelope('Acknowledgement read', data));
    },
  });
};
