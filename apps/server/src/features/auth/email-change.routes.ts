import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EMAIL_CHANGE_LINK_HOURS, endpoints } from '@repertoire/contract';
import { messageEnvelope } from '../../lib/envelope';
import { routeOf } from '../../lib/route';
import { currentLogin } from '../../plugins/app/authentication';
import { confirmEmailChange, requestEmailChange } from './email-change.service';

/** A new e-mail address: asked for with the password, confirmed by the link sent to it (docs/api.md "Accounts and sessions"). */
export const emailChangeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(endpoints.requestEmailChange),
    onRequest: app.authenticate,
    handler: async (request) => {
      await requestEmailChange(app, currentLogin(request).login.id, request.body);
      return messageEnvelope(`Check the mailbox of ${request.body.email}: open the link we sent there within ${EMAIL_CHANGE_LINK_HOURS} hours to finish the change`);
    },
  });

  app.route({
    ...routeOf(endpoints.confirmEmailChange),
    handler: async (request) => {
      await confirmEmailChange(app, request.body.token);
      return messageEnvelope('Your email address has been changed: log in with the new one from now on');
    },
  });
};
