import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@repertoire/contract';
import { currentLogin, currentSession, currentUser } from '../../plugins/app/authentication';
import { endSession, sessionInfo, startedSessionInfo, switchActingFor } from '../../session/session.service';
import { clearSessionCookie, readSessionToken, sessionCookieOptions, setSessionCookie } from '../../session/session-cookie';
import * as auth from './auth.service';
import { clientOf } from './request-client';
import { DEVICE_COOKIE, DEVICE_COOKIE_DAYS } from './trusted-device';
import { API_PREFIX } from '../../plugins/external/swagger';
import { envelope, messageEnvelope } from '../../lib/envelope';
import { routeOf } from '../../lib/route';

/** The same answer whether the address was new or already had an account (the mail says which). */
export const SIGNUP_ANSWER = 'Check your mailbox: we sent an email to this address with the next step';

export const SECOND_STEP_ANSWER = 'Enter the code from your authenticator app to finish logging in';
export const SET_UP_ANSWER = 'Set up two-step sign-in to finish logging in: staff accounts need it';

/** Accounts and sessions (docs/api.md "Accounts and sessions"). */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const cookieOptions = sessionCookieOptions(app.config);

  app.route({
    ...routeOf(endpoints.signUp),
    handler: async (request, reply) => {
      const data = await auth.signup(app, request.body, clientOf(request));
      return reply.code(201).send(envelope(SIGNUP_ANSWER, data));
    },
  });

  app.route({
    ...routeOf(endpoints.verifyEmail),
    handler: async (request) => {
      await auth.verifyEmail(app, request.body.token);
      return messageEnvelope('Your email address is verified: you can now log in');
    },
  });

  app.route({
    ...routeOf(endpoints.resendVerification),
    handler: async (request) => {
      await auth.resendVerification(app, request.body.email, clientOf(request));
      return messageEnvelope('If an unverified account uses this address, we sent it a new verification link');
    },
  });

  app.route({
    ...routeOf(endpoints.logIn),
    handler: async (request, reply) => {
      const result = await auth.login(app, request.body, clientOf(request));
      reply.setCookie(DEVICE_COOKIE, result.deviceToken, {
        httpOnly: true,
        sameSite: 'strict',
        // Read by the login route only.
        path: `${API_PREFIX}${endpoints.logIn.path}`,
        secure: cookieOptions.secure,
        maxAge: DEVICE_COOKIE_DAYS * 24 * 3600,
      });
      if (result.pending) {
        const { pending } = result;
        return envelope(pending.second_factor === 'required' ? SECOND_STEP_ANSWER : (result.setUpAnswer ?? SET_UP_ANSWER), pending);
      }
      setSessionCookie(reply, result.token, cookieOptions);
      return envelope('Logged in', await startedSessionInfo(app.db, result.token, { answerToken: request.body.bearer === true }));
    },
  });

  app.route({
    ...routeOf(endpoints.logOut),
    handler: async (request, reply) => {
      const token = readSessionToken(request);
      if (token) await endSession(app.db, token);
      clearSessionCookie(reply);
      return messageEnvelope('Logged out');
    },
  });

  app.route({
    ...routeOf(endpoints.getSession),
    onRequest: app.authenticate,
    handler: async (request) =>
      envelope('Session', await sessionInfo(app.db, { user: currentUser(request), session: currentSession(request), ...currentLogin(request) })),
  });

  app.route({
    ...routeOf(endpoints.switchActingFor),
    onRequest: app.authenticate,
    handler: async (request) => {
      const { login } = currentLogin(request);
      await switchActingFor(app.db, currentSession(request), login, request.body.member_id);
      const token = readSessionToken(request) ?? '';
      const info = await startedSessionInfo(app.db, token, { answerToken: false });
      return envelope(`You now act for ${info.user.display_name}`, info);
    },
  });

  app.route({
    ...routeOf(endpoints.requestPasswordReset),
    handler: async (request) => {
      await auth.forgotPassword(app, request.body.email, clientOf(request));
      return messageEnvelope('If an account uses this address, we sent it a link to reset the password: the link works for one hour');
    },
  });

  app.route({
    ...routeOf(endpoints.checkPasswordResetLink),
    handler: async (request) => envelope('Reset link', await auth.passwordResetLinkStatus(app, request.body, clientOf(request))),
  });

  app.route({
    ...routeOf(endpoints.resetPassword),
    handler: async (request, reply) => {
      await auth.resetPassword(app, request.body, clientOf(request));
      clearSessionCookie(reply);
      return messageEnvelope('Your password has been changed: please log in with your new password');
    },
  });

  app.route({
    ...routeOf(endpoints.changePassword),
    onRequest: app.authenticate,
    handler: async (request) => {
      await auth.changePassword(app, currentLogin(request).login, currentSession(request), request.body);
      return messageEnvelope('Your password has been changed: other devices have been logged out');
    },
  });
};
