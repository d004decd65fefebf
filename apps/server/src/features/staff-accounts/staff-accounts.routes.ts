import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@repertoire/contract';
import { envelope, messageEnvelope, pageEnvelope } from '../../lib/envelope';
import { routeOf } from '../../lib/route';
import { currentActor, staffOnly } from '../../plugins/app/authentication';
import { changeStaffRoles, createStaffAccount, listStaffAccountEvents, listStaffAccounts, removeStaffAccount } from './staff-accounts.service';

/**
 * Staff accounts (docs/domain.md#staff-roles): administrators only; other staff are told their roles
 * do not include it (403), a member is answered 404, as for an unknown endpoint.
 */
export const staffAccountsRoutes: FastifyPluginAsyncZod = async (app) => {
  staffOnly(app);

  app.route({
    ...routeOf(endpoints.listStaffAccounts),
    handler: async (request) => pageEnvelope('Staff accounts', await listStaffAccounts(app.db, currentActor(request), request.query)),
  });

  app.route({
    ...routeOf(endpoints.inviteStaffAccount),
    handler: async (request, reply) => {
      const account = await createStaffAccount(app, currentActor(request), { ...request.body, password: null });
      return reply.code(201).send(envelope(`${account.name} has been invited: a link to set a password has been mailed to ${account.email}`, account));
    },
  });

  app.route({
    ...routeOf(endpoints.changeStaffRoles),
    handler: async (request) => {
      const account = await changeStaffRoles(app, currentActor(request), request.params.id, request.body.roles);
      return envelope(`The roles of ${account.name} have been saved`, account);
    },
  });

  app.route({
    ...routeOf(endpoints.removeStaffAccount),
    handler: async (request) => {
      const name = await removeStaffAccount(app, currentActor(request), request.params.id);
      return messageEnvelope(`${name} has been removed: their sessions have ended`);
    },
  });

  app.route({
    ...routeOf(endpoints.listStaffAccountEvents),
    handler: async (request) => pageEnvelope('Staff account history', await listStaffAccountEvents(app.db, currentActor(request), request.query)),
  });
};
