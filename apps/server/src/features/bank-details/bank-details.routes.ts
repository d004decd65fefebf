import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@repertoire/contract';
import { envelope } from '../../lib/envelope';
import { routeOf } from '../../lib/route';
import { currentAccount, currentActor, staffOnly } from '../../plugins/app/authentication';
import { getBankDetails, getMemberBankDetails, saveBankDetails } from './bank-details.service';

/** The member's own bank details: read them, and set them with the password. */
const ownBankDetailsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.route({
    ...routeOf(endpoints.getBankDetails),
    handler: async (request) => {
      const details = await getBankDetails(app, currentActor(request).id);
      return envelope(details ? 'Bank details' : 'You have not added bank details yet', details);
    },
  });

  app.route({
    ...routeOf(endpoints.saveBankDetails),
    handler: async (request) => {
      const { details, changed } = await saveBankDetails(app, { ...currentActor(request), email: currentAccount(request).email }, request.body);
      return envelope(changed ? 'Your bank details have been saved' : 'Your bank details are unchanged', details);
    },
  });
};

/** A member's bank details as staff read them: staff only; a member is answered 404, as for an unknown endpoint. */
const memberBankDetailsForStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  staffOnly(app);

  app.route({
    ...routeOf(endpoints.getMemberBankDetails),
    handler: async (request) => {
      const details = await getMemberBankDetails(app, request.params.id);
      return envelope(details ? 'Bank details' : 'This member has not added bank details yet', details);
    },
  });
};

/**
 * Bank details (docs/domain.md#bank-details). Every answer holds the account number and IBAN masked only, and
 * like every API answer is sent with Cache-Control: no-store (plugins/external/helmet.ts).
 */
export const bankDetailsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(ownBankDetailsRoutes);
  await app.register(memberBankDetailsForStaffRoutes);
};
