import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CATALOGUE_FILE_MAX_BYTES, endpoints } from '@repertoire/contract';
import { downloadRouteOf, sendDownload } from '../../lib/download';
import { envelope, messageEnvelope, pageEnvelope } from '../../lib/envelope';
import { routeOf } from '../../lib/route';
import { currentActor, staffOnly } from '../../plugins/app/authentication';
import { readNamedUploadedFile } from '../../plugins/external/multipart';
import * as distributions from './distributions.service';
import * as statements from './statements.service';
import './usage-import-job';

/**
 * Distributions and their usage files (docs/domain.md#royalties): staff with the finance role; other staff are told
 * their roles do not include it (403), a member is answered 404, as for an unknown endpoint. Imports run as jobs,
 * woken at once in this process.
 */
export const distributionsRoutes: FastifyPluginAsyncZod = async (app) => {
  staffOnly(app);

  app.route({
    ...routeOf(endpoints.listDistributions),
    handler: async (request) => pageEnvelope('Distributions', await distributions.listDistributions(app, request.query)),
  });

  app.route({
    ...routeOf(endpoints.createDistribution),
    handler: async (request, reply) => {
      const data = await distributions.createDistribution(app, currentActor(request), request.body);
      return reply.code(201).send(envelope(`${data.name} is open: upload its usage files`, data));
    },
  });

  app.route({
    ...routeOf(endpoints.getDistribution),
    handler: async (request) => envelope('Distribution', await distributions.getDistribution(app, request.params.id)),
  });

  app.route({
    ...routeOf(endpoints.previewDistribution),
    handler: async (request) => envelope('Distribution preview', await distributions.previewDistribution(app, request.params.id)),
  });

  app.route({
    ...routeOf(endpoints.closeDistribution),
    handler: async (request) => {
      const data = await distributions.closeDistribution(app, currentActor(request), request.params.id);
      return envelope(`${data.name} is closed: members have been told their statements are ready, and each balance that reaches the minimum is now a payment`, data);
    },
  });

  app.route({
    ...routeOf(endpoints.uploadUsageFile),
    handler: async (request, reply) => {
      const file = await readNamedUploadedFile(request, {
        maxBytes: CATALOGUE_FILE_MAX_BYTES,
        tooLargeMessage: 'The file is larger than 50 MB: split the usage report into several files',
      });
      const data = await distributions.uploadUsageFile(app, currentActor(request), request.params.id, file);
      return reply.code(201).send(envelope('File uploaded: check how its columns are mapped', data));
    },
  });

  app.route({
    ...routeOf(endpoints.listUsageFiles),
    handler: async (request) => pageEnvelope('Usage files', await distributions.listUsageFiles(app, request.params.id, request.query)),
  });

  app.route({
    ...routeOf(endpoints.getUsageFile),
    handler: async (request) => envelope('Usage file', await distributions.getUsageFile(app, request.params.id)),
  });

  app.route({
    ...routeOf(endpoints.mapUsageFile),
    handler: async (request) => {
      const data = await distributions.mapUsageFile(app, currentActor(request), request.params.id, request.body);
      app.jobRunner.wake();
      return envelope('Mapping kept: the file is being imported', data);
    },
  });

  app.route({
    ...routeOf(endpoints.listUsageFileProblems),
    handler: async (request) => pageEnvelope('Problems found', await distributions.listUsageFileProblems(app, request.params.id, request.query)),
  });

  app.route({
    ...routeOf(endpoints.deleteUsageFile),
    handler: async (request) => messageEnvelope(await distributions.deleteUsageFile(app, request.params.id)),
  });
};

const STATEMENT_CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';
const STATEMENT_PDF_CONTENT_TYPE = 'application/pdf';

/** A member's statements: members, and those of their people whose role covers finance. */
export const statementsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.route({
    ...routeOf(endpoints.listStatements),
    handler: async (request) => pageEnvelope('Statements', await distributions.listStatements(app, currentActor(request), request.query)),
  });
  app.route({
    ...routeOf(endpoints.getStatementHistory),
    handler: async (request) => envelope('Earnings over time', await statements.statementHistory(app, currentActor(request), request.query)),
  });

  app.route({
    ...routeOf(endpoints.getStatement),
    handler: async (request) =>
      envelope('Statement', await statements.getStatement(app, currentActor(request), request.params.distributionId, request.query)),
  });

  app.route({
    ...routeOf(endpoints.listStatementLines),
    handler: async (request) =>
      pageEnvelope('Statement lines', await statements.listStatementLines(app, currentActor(request), request.params.distributionId, request.query)),
  });

  app.route({
    ...downloadRouteOf(endpoints.downloadStatementCsv, [STATEMENT_CSV_CONTENT_TYPE]),
    handler: async (request, reply) => {
      const file = await statements.statementCsv(app, currentActor(request), request.params.distributionId);
      return sendDownload(reply, { fileName: file.fileName, contentType: STATEMENT_CSV_CONTENT_TYPE, body: file.body });
    },
  });
  app.route({
    ...downloadRouteOf(endpoints.downloadStatementPdf, [STATEMENT_PDF_CONTENT_TYPE]),
    handler: async (request, reply) => {
      const file = await statements.statementPdfFile(app, currentActor(request), request.params.distributionId);
      return sendDownload(reply, { fileName: file.fileName, contentType: STATEMENT_PDF_CONTENT_TYPE, body: file.body });
    },
  });
};
