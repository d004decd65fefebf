import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bankDetailsRequest, bankDetailsResponse, uuidParam } from '@repertoire/contract';
import { envelope } from '../../lib/envelope';
import { currentAccount, currentActor, staffOnly } from '../../plugins/app/authentication';
import { getBankDetails, getMemberBankDetails, saveBankDetails } from './bank-details.service';

/** The member's own bank details: read them, and set them with the password. */
const ownBankDetailsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/bank-details',
    { schema: { tags: ['bank details'], summary: 'Own bank details, the account number and IBAN masked; null when none yet', response: { 200: bankDetailsResponse } } },
    async (request) => {
      const details = await getBankDetails(app, currentActor(request).id);
      return envelope(details ? 'Bank details' : 'You have not added bank details yet', details);
    },
  );

  app.put(
    '/bank-details',
    {
      schema: {
        tags: ['bank details'],
        summary: 'Set own bank details (the fields the bank country uses), confirmed with the current password',
        body: bankDetailsRequest,
        response: { 200: bankDetailsResponse },
      },
    },
    async (request) => {
      const { details, changed } = await saveBankDetails(app, { ...currentActor(request), email: currentAccount(request).email }, request.body);
      return envelope(changed ? 'Your bank details have been saved' : 'Your bank details are unchanged', details);
    },
  );
};

/** A member's bank details as staff read them: staff only; a member is answered 404, as for an unknown endpoint. */
const memberBankDetailsForStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  staffOnly(app);

  app.get(
    '/staff/members/:id/bank-details',
    {
      schema: {
        tags: ['staff'],
        summary: "A member's bank details, masked as the member sees them; null when none yet",
        params: uuidParam,
        response: { 200: bankDetailsResponse },
      },
    },
    async (request) => {
      const details = await getMemberBankDetails(app, request.params.id);
      return envelope(details ? 'Bank details' : 'This member has not added bank details yet', details);
    },
  );
};

/**
 * Bank details (docs/domain.md#bank-details). Every answer holds the account number and IBAN masked only, and
 * like every API answer is sent with Cache-Control: no-store (plugins/external/helmet.ts).
 */
export const bankDetailsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(ownBankDetailsRoutes);
  await app.register(memberBankDetailsForStaffRoutes);
};
