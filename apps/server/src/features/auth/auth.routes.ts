import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  changePasswordRequest,
  forgotPasswordRequest,
  loginRequest,
  loginResponse,
  messageOnly,
  passwordResetLinkRequest,
  passwordResetLinkCheckResponse,
  resendVerificationRequest,
  resetPasswordRequest,
  sessionResponse,
  signupRequest,
  signupResponse,
  verifyEmailRequest,
} from '@repertoire/contract';
import { currentSession, currentUser } from '../../plugins/app/authentication';
import { endSession, sessionInfo } from '../../session/session.service';
import { clearSessionCookie, readSessionToken, sessionCookieOptions, setSessionCookie } from '../../session/session-cookie';
import * as auth from './auth.service';
import { clientOf } from './request-client';
import { DEVICE_COOKIE, DEVICE_COOKIE_DAYS } from './trusted-device';
import { API_PREFIX } from '../../plugins/external/swagger';
import { envelope, messageEnvelope } from '../../lib/envelope';

const tags = ['auth'];

/** The same answer whether the address was new or already had an account (the mail says which). */
export const SIGNUP_ANSWER = 'Check your mailbox: we sent an email to this address with the next step';

export const SECOND_STEP_ANSWER = 'Enter the code from your authenticator app to finish logging in';
export const SET_UP_ANSWER = 'Set up two-step sign-in to finish logging in: staff accounts need it';

/** Accounts and sessions (docs/api.md "Accounts and sessions"). */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const cookieOptions = sessionCookieOptions(app.config);

  app.post(
    '/auth/signup',
    { schema: { tags, summary: 'Create a member account (individual or corporate)', body: signupRequest, response: { 201: signupResponse } } },
    async (request, reply) => {
      const data = await auth.signup(app, request.body, clientOf(request));
      return reply.code(201).send(envelope(SIGNUP_ANSWER, data));
    },
  );

  app.post(
    '/auth/verify-email',
    { schema: { tags, summary: 'Verify an e-mail address with the mailed token', body: verifyEmailRequest, response: { 200: messageOnly } } },
    async (request) => {
      await auth.verifyEmail(app, request.body.token);
      return messageEnvelope('Your email address is verified: you can now log in');
    },
  );

  app.post(
    '/auth/verify-email/resend',
    { schema: { tags, summary: 'Send a new verification link', body: resendVerificationRequest, response: { 200: messageOnly } } },
    async (request) => {
      await auth.resendVerification(app, request.body.email, clientOf(request));
      return messageEnvelope('If an unverified account uses this address, we sent it a new verification link');
    },
  );

  app.post(
    '/auth/login',
    {
      schema: {
        tags,
        summary: 'Log in: sets the _session_id cookie, or answers a pending login when the account asks for a second step',
        body: loginRequest,
        response: { 200: loginResponse },
      },
    },
    async (request, reply) => {
      const result = await auth.login(app, request.body, clientOf(request));
      reply.setCookie(DEVICE_COOKIE, result.deviceToken, {
        httpOnly: true,
        sameSite: 'strict',
        // Read by the login route only.
        path: `${API_PREFIX}/auth/login`,
        secure: cookieOptions.secure,
        maxAge: DEVICE_COOKIE_DAYS * 24 * 3600,
      });
      if (result.pending) {
        const { pending } = result;
        return envelope(pending.second_factor === 'required' ? SECOND_STEP_ANSWER : SET_UP_ANSWER, pending);
      }
      setSessionCookie(reply, result.token, cookieOptions);
      return envelope('Logged in', sessionInfo(result.user, result.session, request.body.bearer ? result.token : undefined));
    },
  );

  app.post(
    '/auth/logout',
    { schema: { tags, summary: 'Log out: deletes the session and clears the cookie', response: { 200: messageOnly } } },
    async (request, reply) => {
      const token = readSessionToken(request);
      if (token) await endSession(app.db, token);
      clearSessionCookie(reply);
      return messageEnvelope('Logged out');
    },
  );

  app.get(
    '/auth/session',
    { onRequest: app.authenticate, schema: { tags, summary: 'The current session', response: { 200: sessionResponse } } },
    async (request) => envelope('Session', sessionInfo(currentUser(request), currentSession(request))),
  );

  app.post(
    '/auth/password/forgot',
    { schema: { tags, summary: 'Mail a password reset link', body: forgotPasswordRequest, response: { 200: messageOnly } } },
    async (request) => {
      await auth.forgotPassword(app, request.body.email, clientOf(request));
      return messageEnvelope('If an account uses this address, we sent it a link to reset the password: the link works for one hour');
    },
  );

  app.post(
    '/auth/password/reset/status',
    {
      schema: {
        tags,
        summary: 'Whether a mailed reset link is valid, used, expired or unknown, before a new password is typed (uses nothing up)',
        body: passwordResetLinkRequest,
        response: { 200: passwordResetLinkCheckResponse },
      },
    },
    async (request) => envelope('Reset link', await auth.passwordResetLinkStatus(app, request.body, clientOf(request))),
  );

  app.post(
    '/auth/password/reset',
    { schema: { tags, summary: 'Set a new password with a mailed link', body: resetPasswordRequest, response: { 200: messageOnly } } },
    async (request, reply) => {
      await auth.resetPassword(app, request.body, clientOf(request));
      clearSessionCookie(reply);
      return messageEnvelope('Your password has been changed: please log in with your new password');
    },
  );

  app.post(
    '/auth/password/change',
    {
      onRequest: app.authenticate,
      schema: { tags, summary: 'Change the password (other sessions end)', body: changePasswordRequest, response: { 200: messageOnly } },
    },
    async (request) => {
      await auth.changePassword(app, currentUser(request), currentSession(request), request.body);
      return messageEnvelope('Your password has been changed: other devices have been logged out');
    },
  );
};
