import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberIdentifiersRequest, staffMemberDetailsResponse, staffMemberList, staffMemberSearchQuery, uuidParam } from '@repertoire/contract';
import { envelope, pageEnvelope } from '../../lib/envelope';
import { currentActor, staffOnly } from '../../plugins/app/authentication';
import { getMember, searchMembers, setMemberIdentifiers } from './staff-members.service';

const tags = ['staff'];

/** Staff pages for members (docs/domain.md#staff): staff only; a member is answered 404, as for an unknown endpoint. */
export const staffMembersRoutes: FastifyPluginAsyncZod = async (app) => {
  staffOnly(app);

  app.get(
    '/staff/members',
    {
      schema: {
        tags,
        summary: 'Find members by name, e-mail address, ISNI or IPI name number (any spelling)',
        querystring: staffMemberSearchQuery,
        response: { 200: staffMemberList },
      },
    },
    async (request) => pageEnvelope('Members', await searchMembers(app.db, request.query)),
  );

  app.get(
    '/staff/members/:id',
    {
      schema: {
        tags,
        summary: "A member's account, works and recordings by status, and history",
        params: uuidParam,
        response: { 200: staffMemberDetailsResponse },
      },
    },
    async (request) => envelope('Member', await getMember(app.db, request.params.id)),
  );

  app.put(
    '/staff/members/:id/isni',
    {
      schema: {
        tags,
        summary: "Set or correct a member's ISNI and IPI name number",
        params: uuidParam,
        body: memberIdentifiersRequest,
        response: { 200: staffMemberDetailsResponse },
      },
    },
    async (request) =>
      envelope("The member's identifiers have been saved", await setMemberIdentifiers(app.db, currentActor(request), request.params.id, request.body)),
  );
};
