import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@repertoire/contract';
import { envelope, messageEnvelope } from '../../lib/envelope';
import { routeOf } from '../../lib/route';
import { currentLogin } from '../../plugins/app/authentication';
import { startedSessionInfo } from '../../session/session.service';
import { sessionCookieOptions, setSessionCookie } from '../../session/session-cookie';
import { clientOf } from './request-client';
import * as secondFactor from './second-factor.service';

/** Two-step sign-in (docs/api.md "Two-step sign-in"): the login's second step, set-up, and turning it off. */
export const secondFactorRoutes: FastifyPluginAsyncZod = async (app) => {
  const cookieOptions = sessionCookieOptions(app.config);

  app.route({
    ...routeOf(endpoints.logInWithSecondFactor),
    handler: async (request, reply) => {
      const { token, recoveryCodesLeft } = await secondFactor.logInWithSecondFactor(app, request.body, clientOf(request));
      setSessionCookie(reply, token, cookieOptions);
      const message =
        recoveryCodesLeft === null
          ? 'Logged in'
          : `Logged in with a recovery code: ${recoveryCodesLeft === 1 ? 'one is' : `${recoveryCodesLeft} are`} left`;
      return envelope(message, await startedSessionInfo(app.db, token, { answerToken: request.body.bearer === true }));
    },
  });

  app.route({
    ...routeOf(endpoints.getSecondFactorStatus),
    onRequest: app.authenticate,
    handler: async (request) => envelope('Two-step sign-in', await secondFactor.secondFactorStatus(app, currentLogin(request).login)),
  });

  app.route({
    ...routeOf(endpoints.setUpSecondFactor),
    // A pending login's challenge (staff at their first login) or a session (a member) says whose.
    onRequest: app.identify,
    handler: async (request) => {
      const account = await secondFactor.accountSettingUp(app, request.body.challenge, request.login);
      return envelope('Scan the QR code with your authenticator app, then enter the code it shows', await secondFactor.setUpSecondFactor(app, account));
    },
  });

  app.route({
    ...routeOf(endpoints.confirmSecondFactor),
    onRequest: app.identify,
    handler: async (request, reply) => {
      const account = await secondFactor.accountSettingUp(app, request.body.challenge, request.login);
      const { recoveryCodes, started } = await secondFactor.confirmSecondFactor(app, account, request.body, clientOf(request));
      if (started) setSessionCookie(reply, started.token, cookieOptions);
      return envelope('Two-step sign-in is on: keep your recovery codes somewhere safe', {
        recovery_codes: recoveryCodes,
        ...(started ? { session: await startedSessionInfo(app.db, started.token, { answerToken: request.body.bearer === true }) } : {}),
      });
    },
  });

  app.route({
    ...routeOf(endpoints.turnOffSecondFactor),
    onRequest: app.authenticate,
    handler: async (request) => {
      await secondFactor.turnOffSecondFactor(app, currentLogin(request).login, request.body);
      return messageEnvelope('Two-step sign-in is off: your password alone logs you in');
    },
  });

  app.route({
    ...routeOf(endpoints.renewRecoveryCodes),
    onRequest: app.authenticate,
    handler: async (request) => {
      const codes = await secondFactor.renewRecoveryCodes(app, currentLogin(request).login, request.body.code);
      return envelope('Here are your new recovery codes: the earlier ones no longer work', { recovery_codes: codes });
    },
  });
};
