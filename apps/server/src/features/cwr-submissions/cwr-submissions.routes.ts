import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CWR_FILE_MAX_BYTES, endpoints, type Endpoint } from '@repertoire/contract';
import { attachmentDisposition, CWR_CONTENT_TYPE, downloadRouteOf } from '../../lib/download';
import { envelope, pageEnvelope } from '../../lib/envelope';
import { routeOf } from '../../lib/route';
import { currentActor } from '../../plugins/app/authentication';
import { readNamedUploadedFile } from '../../plugins/external/multipart';
import * as submissions from './cwr-submissions.service';
import './read-job';

/** A download route: its schema says it answers a CWR text file, not the JSON envelope. */
const cwrFileRouteOf = <const E extends Endpoint>(endpoint: E) => downloadRouteOf(endpoint, [CWR_CONTENT_TYPE]);

/**
 * CWR files members send (docs/cwr.md): upload, the reading's state and answers, the ACK file. Reading runs as a
 * job, woken at once in this process. Another member's submission answers 404, like one that does not exist.
 */
export const cwrSubmissionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.route({
    ...routeOf(endpoints.uploadCwrSubmission),
    handler: async (request, reply) => {
      const file = await readNamedUploadedFile(request, {
        maxBytes: CWR_FILE_MAX_BYTES,
        tooLargeMessage: 'The file is larger than 50 MB: send the works in several files',
      });
      const data = await submissions.uploadCwrSubmission(app, currentActor(request), file);
      app.jobRunner.wake();
      return reply.code(201).send(envelope('File received: every transaction is being read', data));
    },
  });

  app.route({
    ...routeOf(endpoints.listCwrSubmissions),
    handler: async (request) => pageEnvelope('CWR submissions', await submissions.listCwrSubmissions(app, currentActor(request), request.query)),
  });

  app.route({
    ...routeOf(endpoints.getCwrSubmission),
    handler: async (request) => envelope('CWR submission', await submissions.getCwrSubmission(app, currentActor(request), request.params.id)),
  });

  app.route({
    ...routeOf(endpoints.listCwrSubmissionTransactions),
    handler: async (request) =>
      pageEnvelope('Transactions', await submissions.listCwrSubmissionTransactions(app, currentActor(request), request.params.id, request.query)),
  });

  app.route({
    ...cwrFileRouteOf(endpoints.downloadCwrAcknowledgement),
    handler: async (request, reply) => {
      const file = await submissions.cwrAcknowledgement(app, currentActor(request), request.params.id);
      return reply
        .header('content-type', CWR_CONTENT_TYPE)
        .header('content-disposition', attachmentDisposition(file.fileName))
        .header('cache-control', 'private, no-store')
        .send(file.body);
    },
  });
};
