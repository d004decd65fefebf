import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints, EVIDENCE_MAX_BYTES } from '@repertoire/contract';
import { attachmentDisposition } from '../../lib/download';
import { envelope, pageEnvelope } from '../../lib/envelope';
import { routeOf } from '../../lib/route';
import { currentActor } from '../../plugins/app/authentication';
import { readNamedUploadedFile } from '../../plugins/external/multipart';
import * as claims from './claims.service';
import * as disputes from './disputes.service';

/**
 * Claims on musical works and the disputes they open (docs/decisions/0005). A dispute and its
 * evidence are its parties' and staff's: anyone else is answered 404, as for one that does not exist.
 */
export const disputesRoutes: FastifyPluginAsyncZod = async (app) => {
  // onRequest, before validation: without a session nothing about the request is judged, 401 first.
  app.addHook('onRequest', app.authenticate);

  // Claims ---------------------------------------------------------------------------------------

  app.route({
    ...routeOf(endpoints.createClaim),
    handler: async (request, reply) => {
      const claim = await claims.createClaim(app, currentActor(request), request.params.id, request.body);
      const message = claim.status === 'in_dispute' ? 'Your claim takes the work over 100%: a dispute is open' : 'Claim sent: it waits for the registrant’s confirmation';
      return reply.code(201).send(envelope(message, claim));
    },
  });

  app.route({
    ...routeOf(endpoints.listWorkClaims),
    handler: async (request) => envelope('Claims on the work', await claims.listClaims(app.db, currentActor(request), request.params.id)),
  });

  app.route({
    ...routeOf(endpoints.listClaims),
    handler: async (request) => pageEnvelope('Your claims', await claims.listOwnClaims(app.db, currentActor(request), request.query)),
  });

  app.route({
    ...routeOf(endpoints.confirmClaim),
    handler: async (request) => envelope('Claim confirmed: it is now among the work’s shares', await claims.confirmClaim(app, currentActor(request), request.params.id)),
  });

  app.route({
    ...routeOf(endpoints.withdrawClaim),
    handler: async (request) => envelope('Claim withdrawn', await claims.withdrawClaim(app, currentActor(request), request.params.id)),
  });

  // Disputes -------------------------------------------------------------------------------------

  app.route({
    ...routeOf(endpoints.raiseDispute),
    handler: async (request, reply) => {
      const dispute = await disputes.raiseDispute(app, currentActor(request), request.params.id, request.body);
      return reply.code(201).send(envelope('Dispute raised: the other parties have been told', dispute));
    },
  });

  app.route({
    ...routeOf(endpoints.listWorkDisputes),
    handler: async (request) => envelope('Disputes over the work', await disputes.listWorkDisputes(app.db, currentActor(request), request.params.id)),
  });

  app.route({
    ...routeOf(endpoints.listDisputes),
    handler: async (request) => pageEnvelope('Disputes', await disputes.listMemberDisputes(app.db, currentActor(request), request.query)),
  });

  app.route({
    ...routeOf(endpoints.getDispute),
    handler: async (request) => envelope('Dispute', await disputes.getDispute(app.db, currentActor(request), request.params.id)),
  });

  app.route({
    ...routeOf(endpoints.postDisputeMessage),
    handler: async (request) => envelope('Message sent', await disputes.postMessage(app, currentActor(request), request.params.id, request.body.body)),
  });

  app.route({
    ...routeOf(endpoints.addDisputeEvidence),
    handler: async (request) => {
      const readFile = () => readNamedUploadedFile(request, { maxBytes: EVIDENCE_MAX_BYTES, tooLargeMessage: disputes.EVIDENCE_TOO_LARGE });
      return envelope('Evidence added', await disputes.addEvidence(app, currentActor(request), request.params.id, readFile));
    },
  });

  app.route({
    ...routeOf(endpoints.downloadDisputeEvidence),
    handler: async (request, reply) => {
      const { file, fileName, contentType } = await disputes.readEvidence(app, currentActor(request), request.params.id, request.params.evidenceId);
      return reply
        .header('content-type', contentType)
        .header('content-length', file.size)
        .header('content-disposition', attachmentDisposition(fileName))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(file.body);
    },
  });

  app.route({
    ...routeOf(endpoints.reviseDisputeClaim),
    handler: async (request) => {
      const dispute = await disputes.reviseClaim(app, currentActor(request), request.params.id, request.body.shares);
      return envelope(dispute.state === 'resolved' ? 'Claim revised: every party agrees, so the dispute is resolved' : 'Claim revised', dispute);
    },
  });

  app.route({
    ...routeOf(endpoints.acceptDisputeProposal),
    handler: async (request) => {
      const dispute = await disputes.acceptProposal(app, currentActor(request), request.params.id, request.body.party_id);
      return envelope(dispute.state === 'resolved' ? 'Proposal accepted: every party agrees, so the dispute is resolved' : 'Proposal accepted', dispute);
    },
  });

  app.route({
    ...routeOf(endpoints.withdrawDispute),
    handler: async (request) => envelope('Dispute withdrawn', await disputes.withdrawDispute(app, currentActor(request), request.params.id, request.body.reason)),
  });
};
