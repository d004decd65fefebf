import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@repertoire/contract';
import { envelope, pageEnvelope } from '../../lib/envelope';
import { routeOf } from '../../lib/route';
import { currentActor, staffOnly } from '../../plugins/app/authentication';
import { getMember, searchMembers, setMemberIdentifiers } from './staff-members.service';

/** Staff pages for members (docs/domain.md#staff): staff only; a member is answered 404, as for an unknown endpoint. */
export const staffMembersRoutes: FastifyPluginAsyncZod = async (app) => {
  staffOnly(app);

  app.route({ ...routeOf(endpoints.searchMembers), handler: async (request) => pageEnvelope('Members', await searchMembers(app.db, request.query)) });

  app.route({ ...routeOf(endpoints.getMember), handler: async (request) => envelope('Member', await getMember(app.db, request.params.id)) });

  app.route({
    ...routeOf(endpoints.setMemberIdentifiers),
    handler: async (request) =>
      envelope("The member's identifiers have been saved", await setMemberIdentifiers(app.db, currentActor(request), request.params.id, request.body)),
  });
};
