import type { z } from 'zod';
import type { changePasswordRequest, loginRequest, resetPasswordRequest, signupRequest } from '@repertoire/contract';
import type { NewUser } from '../../db/schema';
import { isUniqueViolation } from '../../lib/db-errors';
import type { Deps } from '../../lib/deps';
import { BadRequest, Conflict, Forbidden, Unauthorized } from '../../lib/errors';
import { hashPassword, verifyDummyPassword, verifyPassword } from '../../lib/passwords';
import { consumeRateLimits } from '../../lib/rate-limit';
import type { RateLimitRule } from '../../lib/rate-limit';
import { generateToken, hashToken } from '../../lib/secrets';
import { passwordResetMail, verificationMail } from '../../mail/templates';
import { syncMemberRightsHolder } from '../rights-holders/rights-holders.service';
import { revokeSessions, startSession, toAuthUser } from '../../session/session.service';
import type { AuthUser, CurrentSession } from '../../session/session.service';
import {
  consumeOneTimeToken,
  findUserByEmail,
  findUserById,
  insertOneTimeToken,
  insertUser,
  markEmailVerified,
  retireOneTimeTokens,
  updatePasswordHash,
} from './auth.repository';

const HOUR_MS = 3600 * 1000;
export const VERIFY_EMAIL_TTL_MS = 48 * HOUR_MS;
export const PASSWORD_RESET_TTL_MS = 1 * HOUR_MS;

/** Brute-force limits, per account and per client address (OWASP authentication cheat sheet). */
export const authRateLimits = {
  loginPerEmail: { name: 'login:email', limit: 10, windowSeconds: 15 * 60 },
  loginPerIp: { name: 'login:ip', limit: 50, windowSeconds: 15 * 60 },
  mailPerEmail: { name: 'account-mail:email', limit: 5, windowSeconds: 15 * 60 },
  mailPerIp: { name: 'account-mail:ip', limit: 30, windowSeconds: 15 * 60 },
  resetPerIp: { name: 'password-reset:ip', limit: 30, windowSeconds: 15 * 60 },
  resetPerUser: { name: 'password-reset:user', limit: 10, windowSeconds: 15 * 60 },
  changePerUser: { name: 'password-change:user', limit: 10, windowSeconds: 15 * 60 },
} satisfies Record<string, RateLimitRule>;

export const EMAIL_TAKEN = 'An account with this email address already exists';
export const EMAIL_NOT_VERIFIED = 'Please verify your email address first. We can send you a new link.';
export const WRONG_CREDENTIALS = 'The email address or password is not correct';
export const BAD_VERIFICATION_LINK = 'This verification link is not valid or has expired. Log in below and we will offer to send you a new one.';
export const BAD_RESET_LINK = 'This password reset link is not valid or has expired. Ask for a new one.';
export const WRONG_CURRENT_PASSWORD = 'Your current password is not correct';

export type Client = { ip: string | null; userAgent: string | null };

type SignupInput = z.output<typeof signupRequest>;

function profileColumns(input: SignupInput): Omit<NewUser, 'email' | 'passwordHash'> {
  if (input.register_as === 'individual') {
    return {
      registerAs: 'individual',
      givenName: input.given_name,
      otherNames: input.other_names || null,
      nationality: input.nationality,
      dateOfBirth: input.date_of_birth,
      phone: input.phone,
      roles: input.roles,
    };
  }
  return {
    registerAs: 'corporate',
    corporationName: input.corporation_name,
    registrationNumber: input.registration_number,
    corporationKind: input.corporation_kind,
    country: input.country,
    contactPerson: input.contact_person,
    phone: input.phone,
  };
}

async function sendVerificationMail(deps: Deps, userId: string, email: string): Promise<void> {
  const token = generateToken();
  await insertOneTimeToken(deps.db, {
    userId,
    purpose: 'verify_email',
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + VERIFY_EMAIL_TTL_MS),
  });
  deps.mailer.queue(verificationMail(deps.config.appUrl, email, token));
}

/** Creates an unverified member account and mails the verification link. */
export async function signup(deps: Deps, input: SignupInput): Promise<{ email: string }> {
  const emailTaken = new Conflict(EMAIL_TAKEN, [{ path: 'email', message: EMAIL_TAKEN }]);
  if (await findUserByEmail(deps.db, input.email)) throw emailTaken;
  const passwordHash = await hashPassword(input.password);
  let user;
  try {
    // Every member has their own rights-holder record from the start (issue 3).
    user = await deps.db.transaction(async (tx) => {
      const created = await insertUser(tx, { email: input.email, passwordHash, role: 'member', ...profileColumns(input) });
      await syncMemberRightsHolder(tx, created);
      return created;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken;
    throw error;
  }
  await sendVerificationMail(deps, user.id, user.email);
  return { email: user.email };
}

export async function verifyEmail(deps: Deps, token: string): Promise<void> {
  const now = new Date();
  const userId = await consumeOneTimeToken(deps.db, { tokenHash: hashToken(token), purpose: 'verify_email' }, now);
  if (!userId) throw new BadRequest(BAD_VERIFICATION_LINK, [{ path: 'token', message: BAD_VERIFICATION_LINK }]);
  await markEmailVerified(deps.db, userId, now);
}

/** Same answer whether or not the address has an account, so it cannot be used to find members. */
export async function resendVerification(deps: Deps, email: string, client: Client): Promise<void> {
  await consumeRateLimits(deps.db, [
    [authRateLimits.mailPerEmail, email],
    [authRateLimits.mailPerIp, client.ip ?? 'unknown'],
  ]);
  const user = await findUserByEmail(deps.db, email);
  if (user && !user.emailVerifiedAt) await sendVerificationMail(deps, user.id, user.email);
}

export async function login(
  deps: Deps,
  input: z.output<typeof loginRequest>,
  client: Client,
): Promise<{ user: AuthUser; session: CurrentSession; token: string }> {
  await consumeRateLimits(deps.db, [
    [authRateLimits.loginPerEmail, input.email],
    [authRateLimits.loginPerIp, client.ip ?? 'unknown'],
  ]);
  const user = await findUserByEmail(deps.db, input.email);
  if (!user) {
    await verifyDummyPassword(input.password);
    throw new Unauthorized(WRONG_CREDENTIALS);
  }
  if (!(await verifyPassword(user.passwordHash, input.password))) throw new Unauthorized(WRONG_CREDENTIALS);
  // Told only to someone who knows the password, so it reveals nothing about the account to others.
  if (!user.emailVerifiedAt) throw new Forbidden(EMAIL_NOT_VERIFIED);
  const { token, session } = await startSession(deps.db, user.id, deps.config.sessionTtlHours, client);
  return { user: toAuthUser(user), session, token };
}

/** Mails a single-use reset link valid for an hour; the same answer whether or not the account exists. */
export async function forgotPassword(deps: Deps, email: string, client: Client): Promise<void> {
  await consumeRateLimits(deps.db, [
    [authRateLimits.mailPerEmail, email],
    [authRateLimits.mailPerIp, client.ip ?? 'unknown'],
  ]);
  const user = await findUserByEmail(deps.db, email);
  if (!user) return;
  const now = new Date();
  await retireOneTimeTokens(deps.db, user.id, 'reset_password', now);
  const token = generateToken();
  await insertOneTimeToken(deps.db, {
    userId: user.id,
    purpose: 'reset_password',
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + PASSWORD_RESET_TTL_MS),
  });
  deps.mailer.queue(passwordResetMail(deps.config.appUrl, user.email, user.id, token));
}

/** Sets a new password from a mailed link, ends every session and does not log in. */
export async function resetPassword(
  deps: Deps,
  input: z.output<typeof resetPasswordRequest>,
  client: Client,
): Promise<void> {
  await consumeRateLimits(deps.db, [
    [authRateLimits.resetPerIp, client.ip ?? 'unknown'],
    // Guessing one account's token from many addresses is stopped per account.
    [authRateLimits.resetPerUser, input.userId],
  ]);
  const now = new Date();
  const userId = await consumeOneTimeToken(
    deps.db,
    { tokenHash: hashToken(input.token), purpose: 'reset_password', userId: input.userId },
    now,
  );
  if (!userId) throw new BadRequest(BAD_RESET_LINK, [{ path: 'token', message: BAD_RESET_LINK }]);
  await updatePasswordHash(deps.db, userId, await hashPassword(input.password));
  await retireOneTimeTokens(deps.db, userId, 'reset_password', now);
  // The link reached the mailbox, which proves the address as well as a verification link would.
  await markEmailVerified(deps.db, userId, now);
  await revokeSessions(deps.db, userId);
}

/** Changes the password of the logged-in member; other sessions end, this one stays. */
export async function changePassword(
  deps: Deps,
  user: AuthUser,
  session: CurrentSession,
  input: z.output<typeof changePasswordRequest>,
): Promise<void> {
  await consumeRateLimits(deps.db, [[authRateLimits.changePerUser, user.id]]);
  const account = await findUserById(deps.db, user.id);
  if (!account) throw new Unauthorized();
  if (!(await verifyPassword(account.passwordHash, input.current_password))) {
    throw new BadRequest(WRONG_CURRENT_PASSWORD, [{ path: 'current_password', message: WRONG_CURRENT_PASSWORD }]);
  }
  await updatePasswordHash(deps.db, user.id, await hashPassword(input.new_password));
  await revokeSessions(deps.db, user.id, { except: session.id });
}
