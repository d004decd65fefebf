import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EMAIL_CHANGE_LINK_HOURS, emailChangeConfirmRequest, emailChangeRequest, messageOnly } from '@repertoire/contract';
import { messageEnvelope } from '../../lib/envelope';
import { currentUser } from '../../plugins/app/authentication';
import { confirmEmailChange, requestEmailChange } from './email-change.service';

const tags = ['auth'];

/** A new e-mail address: asked for with the password, confirmed by the link sent to it (docs/api.md "Accounts and sessions"). */
export const emailChangeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/user/email-change',
    {
      onRequest: app.authenticate,
      schema: { tags, summary: 'Ask to change the e-mail address (password; link to the new address)', body: emailChangeRequest, response: { 200: messageOnly } },
    },
    async (request) => {
      await requestEmailChange(app, currentUser(request).id, request.body);
      return messageEnvelope(`Check the mailbox of ${request.body.email}: open the link we sent there within ${EMAIL_CHANGE_LINK_HOURS} hours to finish the change`);
    },
  );

  app.post(
    '/user/email-change/confirm',
    { schema: { tags, summary: 'Confirm the new e-mail address with the mailed link', body: emailChangeConfirmRequest, response: { 200: messageOnly } } },
    async (request) => {
      await confirmEmailChange(app, request.body.token);
      return messageEnvelope('Your email address has been changed: log in with the new one from now on');
    },
  );
};
