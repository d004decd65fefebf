import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  claimList,
  claimListQuery,
  disputeAcceptProposal,
  disputeClaimRevision,
  disputeCreate,
  disputeEvidenceParams,
  disputeList,
  disputeListQuery,
  disputeMessageCreate,
  disputeParams,
  disputeResponse,
  disputeWithdraw,
  EVIDENCE_MAX_BYTES,
  uuidParam,
  workClaimCreate,
  workClaimList,
  workClaimResponse,
  workDisputeList,
} from '@repertoire/contract';
import { envelope, pageEnvelope } from '../../lib/envelope';
import { currentActor } from '../../plugins/app/authentication';
import { readNamedUploadedFile } from '../../plugins/external/multipart';
import * as claims from './claims.service';
import { attachmentDisposition } from './evidence-file';
import * as disputes from './disputes.service';

const tags = ['disputes'];

/**
 * Claims on musical works and the disputes they open (docs/decisions/0005). A dispute and its
 * evidence are its parties' and staff's: anyone else is answered 404, as for one that does not exist.
 */
export const disputesRoutes: FastifyPluginAsyncZod = async (app) => {
  // onRequest, before validation: without a session nothing about the request is judged, 401 first.
  app.addHook('onRequest', app.authenticate);

  // Claims ---------------------------------------------------------------------------------------

  app.post(
    '/musical-works/:id/claims',
    {
      schema: {
        tags,
        summary: 'Claim a role and shares in a registered work someone else registered; an overclaim opens (or joins) a dispute at once',
        params: uuidParam,
        body: workClaimCreate,
        response: { 201: workClaimResponse },
      },
    },
    async (request, reply) => {
      const claim = await claims.createClaim(app, currentActor(request), request.params.id, request.body);
      const message = claim.status === 'in_dispute' ? 'Your claim takes the work over 100%: a dispute is open' : 'Claim sent: it waits for the registrant’s confirmation';
      return reply.code(201).send(envelope(message, claim));
    },
  );

  app.get(
    '/musical-works/:id/claims',
    { schema: { tags, summary: 'Claims on a work: the registrant reads all, a claimant their own', params: uuidParam, response: { 200: workClaimList } } },
    async (request) => envelope('Claims on the work', await claims.listClaims(app.db, currentActor(request), request.params.id)),
  );

  app.get(
    '/claims',
    { schema: { tags, summary: 'The claims the member made, newest first, by status', querystring: claimListQuery, response: { 200: claimList } } },
    async (request) => pageEnvelope('Your claims', await claims.listOwnClaims(app.db, currentActor(request), request.query)),
  );

  app.post(
    '/claims/:id/confirm',
    { schema: { tags, summary: 'The registrant confirms a pending claim: it joins the work’s shares', params: uuidParam, response: { 200: workClaimResponse } } },
    async (request) => envelope('Claim confirmed: it is now among the work’s shares', await claims.confirmClaim(app, currentActor(request), request.params.id)),
  );

  app.post(
    '/claims/:id/withdraw',
    { schema: { tags, summary: 'The claimant withdraws a pending claim', params: uuidParam, response: { 200: workClaimResponse } } },
    async (request) => envelope('Claim withdrawn', await claims.withdrawClaim(app, currentActor(request), request.params.id)),
  );

  // Disputes -------------------------------------------------------------------------------------

  app.post(
    '/musical-works/:id/disputes',
    {
      schema: {
        tags,
        summary: 'Raise a dispute over a registered work with the split you believe is right (or join the one open)',
        params: uuidParam,
        body: disputeCreate,
        response: { 201: disputeResponse },
      },
    },
    async (request, reply) => {
      const dispute = await disputes.raiseDispute(app, currentActor(request), request.params.id, request.body);
      return reply.code(201).send(envelope('Dispute raised: the other parties have been told', dispute));
    },
  );

  app.get(
    '/musical-works/:id/disputes',
    { schema: { tags, summary: 'The disputes over a work that you are party to', params: uuidParam, response: { 200: workDisputeList } } },
    async (request) => envelope('Disputes over the work', await disputes.listWorkDisputes(app.db, currentActor(request), request.params.id)),
  );

  app.get(
    '/disputes',
    {
      schema: {
        tags,
        summary: 'The disputes you are party to, most recent activity first: state filter, search by title or ISWC, counts per state',
        querystring: disputeListQuery,
        response: { 200: disputeList },
      },
    },
    async (request) => pageEnvelope('Disputes', await disputes.listMemberDisputes(app.db, currentActor(request), request.query)),
  );

  app.get(
    '/disputes/:id',
    { schema: { tags, summary: 'A dispute: shares side by side, timeline, evidence', params: disputeParams, response: { 200: disputeResponse } } },
    async (request) => envelope('Dispute', await disputes.getDispute(app.db, currentActor(request), request.params.id)),
  );

  app.post(
    '/disputes/:id/messages',
    { schema: { tags, summary: 'Write to the other parties', params: disputeParams, body: disputeMessageCreate, response: { 200: disputeResponse } } },
    async (request) => envelope('Message sent', await disputes.postMessage(app, currentActor(request), request.params.id, request.body.body)),
  );

  app.post(
    '/disputes/:id/evidence',
    {
      schema: {
        tags,
        summary: 'Add evidence (a PDF, PNG or JPEG file of at most 10 MB) as multipart field "file"',
        params: disputeParams,
        consumes: ['multipart/form-data'],
        response: { 200: disputeResponse },
      },
    },
    async (request) => {
      const readFile = () => readNamedUploadedFile(request, { maxBytes: EVIDENCE_MAX_BYTES, tooLargeMessage: disputes.EVIDENCE_TOO_LARGE });
      return envelope('Evidence added', await disputes.addEvidence(app, currentActor(request), request.params.id, readFile));
    },
  );

  app.get(
    '/disputes/:id/evidence/:evidenceId',
    { schema: { tags, summary: 'Download one piece of evidence (always as an attachment)', params: disputeEvidenceParams } },
    async (request, reply) => {
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
  );

  app.post(
    '/disputes/:id/claims',
    {
      schema: { tags, summary: 'Revise your position: the whole split you stand behind', params: disputeParams, body: disputeClaimRevision, response: { 200: disputeResponse } },
    },
    async (request) => {
      const dispute = await disputes.reviseClaim(app, currentActor(request), request.params.id, request.body.shares);
      return envelope(dispute.state === 'resolved' ? 'Claim revised: every party agrees, so the dispute is resolved' : 'Claim revised', dispute);
    },
  );

  app.post(
    '/disputes/:id/accept',
    { schema: { tags, summary: 'Take another party’s proposal as your position', params: disputeParams, body: disputeAcceptProposal, response: { 200: disputeResponse } } },
    async (request) => {
      const dispute = await disputes.acceptProposal(app, currentActor(request), request.params.id, request.body.party_id);
      return envelope(dispute.state === 'resolved' ? 'Proposal accepted: every party agrees, so the dispute is resolved' : 'Proposal accepted', dispute);
    },
  );

  app.post(
    '/disputes/:id/withdraw',
    { schema: { tags, summary: 'Withdraw the dispute you raised', params: disputeParams, body: disputeWithdraw, response: { 200: disputeResponse } } },
    async (request) => envelope('Dispute withdrawn', await disputes.withdrawDispute(app, currentActor(request), request.params.id, request.body.reason)),
  );
};
