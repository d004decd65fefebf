import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CATALOGUE_FILE_MAX_BYTES, endpoints } from '@repertoire/contract';
import { envelope, pageEnvelope } from '../../lib/envelope';
import { routeOf } from '../../lib/route';
import { currentActor } from '../../plugins/app/authentication';
import { readNamedUploadedFile } from '../../plugins/external/multipart';
import * as imports from './catalogue-imports.service';
import './import-jobs';

/**
 * Catalogue imports (docs/catalogue-files.md): upload, mapping, problems and the import itself; the checking and
 * importing run as jobs, woken at once in this process. Another member's import answers 404, like one that does
 * not exist.
 */
export const catalogueImportsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.route({
    ...routeOf(endpoints.uploadCatalogueImport),
    handler: async (request, reply) => {
      const file = await readNamedUploadedFile(request, {
        maxBytes: CATALOGUE_FILE_MAX_BYTES,
        tooLargeMessage: 'The file is larger than 50 MB: split the catalogue into several files',
      });
      const data = await imports.uploadCatalogueImport(app, currentActor(request), request.query.kind, file);
      return reply.code(201).send(envelope('File uploaded: check how its columns are mapped', data));
    },
  });

  app.route({
    ...routeOf(endpoints.listCatalogueImports),
    handler: async (request) => pageEnvelope('Catalogue imports', await imports.listCatalogueImports(app, currentActor(request), request.query)),
  });

  app.route({
    ...routeOf(endpoints.getCatalogueImport),
    handler: async (request) => envelope('Catalogue import', await imports.getCatalogueImport(app, currentActor(request), request.params.id)),
  });

  app.route({
    ...routeOf(endpoints.mapCatalogueImport),
    handler: async (request) => {
      const data = await imports.mapCatalogueImport(app, currentActor(request), request.params.id, request.body);
      app.jobRunner.wake();
      return envelope('Mapping kept: every row is being checked', data);
    },
  });

  app.route({
    ...routeOf(endpoints.listCatalogueImportProblems),
    handler: async (request) =>
      pageEnvelope('Problems found', await imports.listCatalogueImportProblems(app, currentActor(request), request.params.id, request.query)),
  });

  app.route({
    ...routeOf(endpoints.runCatalogueImport),
    handler: async (request) => {
      const data = await imports.runCatalogueImport(app, currentActor(request), request.params.id, request.body);
      app.jobRunner.wake();
      return envelope(data.submit ? 'Importing: complete works are submitted for review' : 'Importing as drafts', data);
    },
  });
};
