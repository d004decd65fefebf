import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@repertoire/contract';
import { envelope, pageEnvelope } from '../../lib/envelope';
import { routeOf } from '../../lib/route';
import { currentActor, staffOnly } from '../../plugins/app/authentication';
import * as disputes from './disputes.service';

/**
 * Staff's dispute desk (docs/domain.md#staff): staff only; a member is answered 404, as for an unknown
 * endpoint. Staff read a dispute and its evidence through GET /disputes/{id}, as its parties do.
 */
export const staffDisputesRoutes: FastifyPluginAsyncZod = async (app) => {
  staffOnly(app);

  app.route({
    ...routeOf(endpoints.listStaffDisputes),
    handler: async (request) => pageEnvelope('Disputes', await disputes.listStaffDisputes(app.db, request.query)),
  });

  app.route({
    ...routeOf(endpoints.takeDispute),
    handler: async (request) => envelope('Dispute taken under review', await disputes.takeDispute(app, currentActor(request), request.params.id)),
  });

  app.route({
    ...routeOf(endpoints.decideDispute),
    handler: async (request) => {
      const dispute = await disputes.decideDispute(app, currentActor(request), request.params.id, request.body);
      return envelope(dispute.state === 'resolved' ? 'Dispute resolved: the final shares are now the work’s' : 'Dispute rejected', dispute);
    },
  });
};
