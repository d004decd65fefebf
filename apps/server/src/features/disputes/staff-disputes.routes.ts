import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { disputeDecision, disputeList, disputeListQuery, disputeParams, disputeResponse } from '@repertoire/contract';
import { envelope, pageEnvelope } from '../../lib/envelope';
import { currentActor, staffOnly } from '../../plugins/app/authentication';
import * as disputes from './disputes.service';

const tags = ['staff'];

/**
 * Staff's dispute desk (docs/domain.md#staff): staff only; a member is answered 404, as for an unknown
 * endpoint. Staff read a dispute and its evidence through GET /disputes/{id}, as its parties do.
 */
export const staffDisputesRoutes: FastifyPluginAsyncZod = async (app) => {
  staffOnly(app);

  app.get(
    '/staff/disputes',
    {
      schema: {
        tags,
        summary: 'Every dispute: those still to decide first, nearest evidence deadline first; state filter, search, counts per state',
        querystring: disputeListQuery,
        response: { 200: disputeList },
      },
    },
    async (request) => pageEnvelope('Disputes', await disputes.listStaffDisputes(app.db, request.query)),
  );

  app.post(
    '/staff/disputes/:id/take',
    { schema: { tags, summary: 'Take an open dispute under review', params: disputeParams, response: { 200: disputeResponse } } },
    async (request) => envelope('Dispute taken under review', await disputes.takeDispute(app, currentActor(request), request.params.id)),
  );

  app.post(
    '/staff/disputes/:id/decision',
    {
      schema: {
        tags,
        summary: 'Resolve a dispute with the final shares (applied to the work) or reject it, with a reason',
        params: disputeParams,
        body: disputeDecision,
        response: { 200: disputeResponse },
      },
    },
    async (request) => {
      const dispute = await disputes.decideDispute(app, currentActor(request), request.params.id, request.body);
      return envelope(dispute.state === 'resolved' ? 'Dispute resolved: the final shares are now the work’s' : 'Dispute rejected', dispute);
    },
  );
};
