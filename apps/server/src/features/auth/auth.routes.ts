import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  changePasswordRequest,
  forgotPasswordRequest,
  loginRequest,
  messageOnly,
  resendVerificationRequest,
  resetPasswordRequest,
  sessionResponse,
  signupRequest,
  signupResponse,
  verifyEmailRequest,
} from '@repertoire/contract';
import { currentSession, currentUser } from '../../plugins/app/authentication';
import { endSession, sessionInfo } from '../../session/session.service';
import { clearSessionCookie, readSessionToken, setSessionCookie } from '../../session/session-cookie';
import * as auth from './auth.service';

const tags = ['auth'];

function client(request: FastifyRequest): auth.Client {
  return { ip: request.ip, userAgent: request.headers['user-agent'] ?? null };
}

/** Accounts and sessions (docs/api.md "Accounts and sessions"). */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const cookieOptions = { secure: app.config.appUrl.startsWith('https://'), ttlHours: app.config.sessionTtlHours };

  app.post(
    '/auth/signup',
    { schema: { tags, summary: 'Create a member account (individual or corporate)', body: signupRequest, response: { 201: signupResponse } } },
    async (request, reply) => {
      const data = await auth.signup(app, request.body);
      return reply.code(201).send({ message: 'Account created. We sent you an email with a link to verify your address.', data: { data } });
    },
  );

  app.post(
    '/auth/verify-email',
    { schema: { tags, summary: 'Verify an e-mail address with the mailed token', body: verifyEmailRequest, response: { 200: messageOnly } } },
    async (request) => {
      await auth.verifyEmail(app, request.body.token);
      return { message: 'Your email address is verified. You can now log in.', data: { data: null } };
    },
  );

  app.post(
    '/auth/verify-email/resend',
    { schema: { tags, summary: 'Send a new verification link', body: resendVerificationRequest, response: { 200: messageOnly } } },
    async (request) => {
      await auth.resendVerification(app, request.body.email, client(request));
      return { message: 'If an unverified account uses this address, we sent it a new verification link.', data: { data: null } };
    },
  );

  app.post(
    '/auth/login',
    { schema: { tags, summary: 'Log in: sets the _session_id cookie', body: loginRequest, response: { 200: sessionResponse } } },
    async (request, reply) => {
      const { user, session, token } = await auth.login(app, request.body, client(request));
      setSessionCookie(reply, token, cookieOptions);
      return { message: 'Logged in', data: { data: sessionInfo(user, session, request.body.bearer ? token : undefined) } };
    },
  );

  app.post(
    '/auth/logout',
    { schema: { tags, summary: 'Log out: deletes the session and clears the cookie', response: { 200: messageOnly } } },
    async (request, reply) => {
      const token = readSessionToken(request);
      if (token) await endSession(app.db, token);
      clearSessionCookie(reply);
      return { message: 'Logged out', data: { data: null } };
    },
  );

  app.get(
    '/auth/session',
    { preHandler: app.authenticate, schema: { tags, summary: 'The current session', response: { 200: sessionResponse } } },
    async (request) => ({ message: 'Session', data: { data: sessionInfo(currentUser(request), currentSession(request)) } }),
  );

  app.post(
    '/auth/password/forgot',
    { schema: { tags, summary: 'Mail a password reset link', body: forgotPasswordRequest, response: { 200: messageOnly } } },
    async (request) => {
      await auth.forgotPassword(app, request.body.email, client(request));
      return { message: 'If an account uses this address, we sent it a link to reset the password. The link works for one hour.', data: { data: null } };
    },
  );

  app.post(
    '/auth/password/reset',
    { schema: { tags, summary: 'Set a new password with a mailed link', body: resetPasswordRequest, response: { 200: messageOnly } } },
    async (request, reply) => {
      await auth.resetPassword(app, request.body, client(request));
      clearSessionCookie(reply);
      return { message: 'Your password has been changed. Please log in with your new password.', data: { data: null } };
    },
  );

  app.post(
    '/auth/password/change',
    {
      preHandler: app.authenticate,
      schema: { tags, summary: 'Change the password (other sessions end)', body: changePasswordRequest, response: { 200: messageOnly } },
    },
    async (request) => {
      await auth.changePassword(app, currentUser(request), currentSession(request), request.body);
      return { message: 'Your password has been changed. Other devices have been logged out.', data: { data: null } };
    },
  );
};
