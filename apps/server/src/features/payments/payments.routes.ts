import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@repertoire/contract';
import { catalogueFileContentTypes, downloadRouteOf, sendDownload } from '../../lib/download';
import { envelope, pageEnvelope } from '../../lib/envelope';
import { routeOf } from '../../lib/route';
import { currentActor, staffOnly } from '../../plugins/app/authentication';
import * as payments from './payments.service';

const SEPA_CONTENT_TYPE = 'application/xml; charset=utf-8';
const CSV_CONTENT_TYPE = catalogueFileContentTypes.csv;

/** A member's payments: members, and those of their people whose role covers finance. */
export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.route({
    ...routeOf(endpoints.listPayments),
    handler: async (request) => pageEnvelope('Payments', await payments.listPayments(app, currentActor(request), request.query)),
  });

  app.route({
    ...routeOf(endpoints.getCarriedForward),
    handler: async (request) => {
      const data = await payments.getCarriedForward(app, currentActor(request));
      return envelope(data.length > 0 ? 'Carried forward until it reaches the minimum' : 'Nothing is carried forward', data);
    },
  });
};

/**
 * Payment runs and every member's payments: staff with the finance role; other staff are told their roles do not
 * include it (403), a member is answered 404, as for an unknown endpoint.
 */
export const staffPaymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  staffOnly(app);

  app.route({
    ...routeOf(endpoints.listStaffPayments),
    handler: async (request) => pageEnvelope('Payments', await payments.listStaffPayments(app, request.query)),
  });

  app.route({
    ...routeOf(endpoints.createPaymentRun),
    handler: async (request, reply) => {
      const data = await payments.createPaymentRun(app, currentActor(request), request.body);
      const files = [data.sepa.payments > 0 ? 'send its SEPA file to the bank' : null, data.manual.payments > 0 ? 'make the payments of its CSV by hand' : null];
      return reply.code(201).send(envelope(`Payment run made: ${files.filter(Boolean).join(' and ')}`, data));
    },
  });

  app.route({
    ...routeOf(endpoints.listPaymentRuns),
    handler: async (request) => pageEnvelope('Payment runs', await payments.listPaymentRuns(app, request.query)),
  });

  app.route({
    ...routeOf(endpoints.getPaymentRun),
    handler: async (request) => envelope('Payment run', await payments.getPaymentRun(app, request.params.id)),
  });

  app.route({
    ...downloadRouteOf(endpoints.downloadPaymentRunSepa, [SEPA_CONTENT_TYPE]),
    handler: async (request, reply) => {
      const file = await payments.paymentRunSepaFile(app, request.params.id);
      return sendDownload(reply, { fileName: file.fileName, contentType: SEPA_CONTENT_TYPE, body: file.body });
    },
  });

  app.route({
    ...downloadRouteOf(endpoints.downloadPaymentRunCsv, [CSV_CONTENT_TYPE]),
    handler: async (request, reply) => {
      const file = await payments.paymentRunCsvFile(app, request.params.id);
      return sendDownload(reply, { fileName: file.fileName, contentType: CSV_CONTENT_TYPE, body: file.body });
    },
  });
};
