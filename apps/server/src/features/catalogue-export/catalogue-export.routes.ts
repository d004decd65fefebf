import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints, type Endpoint } from '@repertoire/contract';
import { catalogueFileContentTypes, downloadRouteOf, sendCatalogueFile } from '../../lib/download';
import { currentActor } from '../../plugins/app/authentication';
import { exportCatalogue, importRowsInError } from './catalogue-export.service';
import { catalogueTemplate } from './catalogue-templates';

/** A download route: its schema says it answers a spreadsheet (or a CWR file), not the JSON envelope. */
const spreadsheetRouteOf = <const E extends Endpoint>(endpoint: E) => downloadRouteOf(endpoint, Object.values(catalogueFileContentTypes));

/** The catalogue templates, the member's catalogue export and an import's rows in error (docs/catalogue-files.md). */
export const catalogueExportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.route({
    ...spreadsheetRouteOf(endpoints.downloadCatalogueTemplate),
    handler: async (request, reply) => sendCatalogueFile(reply, catalogueTemplate(request.params.kind, request.query.format)),
  });

  app.route({
    ...spreadsheetRouteOf(endpoints.exportCatalogue),
    handler: async (request, reply) =>
      sendCatalogueFile(reply, await exportCatalogue(app.db, currentActor(request).id, request.params.kind, request.query, app.clock())),
  });

  app.route({
    ...spreadsheetRouteOf(endpoints.downloadCatalogueImportRowsInError),
    handler: async (request, reply) =>
      sendCatalogueFile(reply, await importRowsInError(app.db, currentActor(request).id, request.params.id, request.query.format)),
  });
};
