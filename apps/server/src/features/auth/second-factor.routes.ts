import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  messageOnly,
  recoveryCodesRequest,
  recoveryCodesResponse,
  secondFactorConfirmRequest,
  secondFactorConfirmResponse,
  secondFactorDisableRequest,
  secondFactorLoginRequest,
  secondFactorSetupRequest,
  secondFactorSetupResponse,
  secondFactorStatusResponse,
  sessionResponse,
} from '@repertoire/contract';
import { envelope, messageEnvelope } from '../../lib/envelope';
import { currentUser } from '../../plugins/app/authentication';
import { sessionInfo } from '../../session/session.service';
import { sessionCookieOptions, setSessionCookie } from '../../session/session-cookie';
import { clientOf } from './request-client';
import * as secondFactor from './second-factor.service';

const tags = ['auth'];

/** Two-step sign-in (docs/api.md "Two-step sign-in"): the login's second step, set-up, and turning it off. */
export const secondFactorRoutes: FastifyPluginAsyncZod = async (app) => {
  const cookieOptions = sessionCookieOptions(app.config);

  app.post(
    '/auth/login/second-factor',
    {
      schema: {
        tags,
        summary: "Finish a pending login with a code from the authenticator app or a recovery code: sets the _session_id cookie",
        body: secondFactorLoginRequest,
        response: { 200: sessionResponse },
      },
    },
    async (request, reply) => {
      const { user, session, token, recoveryCodesLeft } = await secondFactor.logInWithSecondFactor(app, request.body, clientOf(request));
      setSessionCookie(reply, token, cookieOptions);
      const message =
        recoveryCodesLeft === null
          ? 'Logged in'
          : `Logged in with a recovery code: ${recoveryCodesLeft === 1 ? 'one is' : `${recoveryCodesLeft} are`} left`;
      return envelope(message, sessionInfo(user, session, request.body.bearer ? token : undefined));
    },
  );

  app.get(
    '/auth/second-factor',
    { onRequest: app.authenticate, schema: { tags, summary: 'Whether two-step sign-in is on, and how many recovery codes are left', response: { 200: secondFactorStatusResponse } } },
    async (request) => envelope('Two-step sign-in', await secondFactor.secondFactorStatus(app, currentUser(request))),
  );

  app.post(
    '/auth/second-factor/setup',
    {
      // A pending login's challenge (staff at their first login) or a session (a member) says whose.
      onRequest: app.identify,
      schema: {
        tags,
        summary: 'Start setting up an authenticator app: a new secret and its otpauth:// URI for a QR code',
        body: secondFactorSetupRequest,
        response: { 200: secondFactorSetupResponse },
      },
    },
    async (request) => {
      const account = await secondFactor.accountSettingUp(app, request.body.challenge, request.user);
      return envelope('Scan the QR code with your authenticator app, then enter the code it shows', await secondFactor.setUpSecondFactor(app, account));
    },
  );

  app.post(
    '/auth/second-factor/confirm',
    {
      onRequest: app.identify,
      schema: {
        tags,
        summary: "Turn two-step sign-in on with the app's first code: answers the recovery codes, once; with a challenge, also logs in",
        body: secondFactorConfirmRequest,
        response: { 200: secondFactorConfirmResponse },
      },
    },
    async (request, reply) => {
      const account = await secondFactor.accountSettingUp(app, request.body.challenge, request.user);
      const { recoveryCodes, started } = await secondFactor.confirmSecondFactor(app, account, request.body, clientOf(request));
      if (started) setSessionCookie(reply, started.token, cookieOptions);
      return envelope('Two-step sign-in is on: keep your recovery codes somewhere safe', {
        recovery_codes: recoveryCodes,
        ...(started ? { session: sessionInfo(started.user, started.session, request.body.bearer ? started.token : undefined) } : {}),
      });
    },
  );

  app.post(
    '/auth/second-factor/disable',
    {
      onRequest: app.authenticate,
      schema: { tags, summary: 'Turn two-step sign-in off (members): needs the password and a code', body: secondFactorDisableRequest, response: { 200: messageOnly } },
    },
    async (request) => {
      await secondFactor.turnOffSecondFactor(app, currentUser(request), request.body);
      return messageEnvelope('Two-step sign-in is off: your password alone logs you in');
    },
  );

  app.post(
    '/auth/second-factor/recovery-codes',
    {
      onRequest: app.authenticate,
      schema: { tags, summary: 'New recovery codes for a code from the app: the earlier ones stop working', body: recoveryCodesRequest, response: { 200: recoveryCodesResponse } },
    },
    async (request) => {
      const codes = await secondFactor.renewRecoveryCodes(app, currentUser(request), request.body.code);
      return envelope('Here are your new recovery codes: the earlier ones no longer work', { recovery_codes: codes });
    },
  );
};
