import { pagePaths } from '@repertoire/contract';
import type { z } from 'zod';
import type {
  changePasswordRequest,
  loginRequest,
  PasswordResetLinkCheck,
  passwordResetLinkRequest,
  PendingLogin,
  resetPasswordRequest,
  signupRequest,
  StaffRole,
} from '@repertoire/contract';
import type { Db } from '../../db/database';
import type { NewUser, User } from '../../db/schema';
import type { Deps } from '../../lib/deps';
import { BadRequest, Conflict, Forbidden, Unauthorized } from '../../lib/errors';
import { assertNotThrottled, clearFailures, recordFailures } from '../../lib/failure-throttle';
import type { FailureThrottleRule, ThrottleCheck } from '../../lib/failure-throttle';
import { hashPassword, verifyDummyPassword, verifyPassword } from '../../lib/passwords';
import { consumeRateLimits } from '../../lib/rate-limit';
import type { RateLimitRule } from '../../lib/rate-limit';
import { generateToken, hashToken } from '../../lib/secrets';
import { notify } from '../notifications';
import { syncMemberRightsHolder } from '../rights-holders';
import { actingForAtLogin, revokeSessions, secondFactorNeededFor, startSession, toAuthUser } from '../../session/session.service';
import type { AuthUser, CurrentSession } from '../../session/session.service';
import { addressTaken } from './account-address';
import { accountMailKinds, enqueueAccountMail } from './account-mail';
import type { AccountMailKind } from './account-mail';
import {
  consumeOneTimeToken,
  findOneTimeToken,
  findUserById,
  findUserByEmail,
  insertUserUnlessEmailTaken,
  markEmailVerified,
  retireEveryOneTimeToken,
  retireOneTimeTokens,
  updatePasswordHash,
} from './auth.repository';
import type { Client } from './request-client';
import { secondStepOf, startPendingLogin } from './second-factor.service';
import { deviceCookieKey, issueDeviceToken, trustedDeviceNonce } from './trusted-device';

const MINUTE = 60;

/** Request limits per account and per client address: they count every request (OWASP authentication cheat sheet). */
export const authRateLimits = {
  signupPerIp: { name: 'signup:ip', limit: 10, windowSeconds: 60 * MINUTE },
  /** Sign-up, resend-verification and forgot-password all mail the address: one budget for the three. */
  mailPerEmail: { name: 'account-mail:email', limit: 5, windowSeconds: 15 * MINUTE },
  mailPerIp: { name: 'account-mail:ip', limit: 30, windowSeconds: 15 * MINUTE },
  resetPerIp: { name: 'password-reset:ip', limit: 30, windowSeconds: 15 * MINUTE },
  resetPerUser: { name: 'password-reset:user', limit: 10, windowSeconds: 15 * MINUTE },
  changePerUser: { name: 'password-change:user', limit: 10, windowSeconds: 15 * MINUTE },
} satisfies Record<string, RateLimitRule>;

/**
 * Login throttles count failures only and slow down rather than lock (OWASP ASVS 5.0, V6 Authentication): after the
 * free failures each one doubles the wait before the next attempt, up to 15 minutes. A browser
 * the member has logged in from before (trusted-device.ts) has its own throttle instead of the
 * account's and the address's, and a password reset clears the account's, so the owner always gets in.
 */
export const loginThrottles = {
  perAccount: { name: 'login:account', freeFailures: 5, firstDelaySeconds: 30, maxDelaySeconds: 15 * MINUTE, forgetAfterSeconds: 60 * MINUTE },
  perAddress: { name: 'login:ip', freeFailures: 30, firstDelaySeconds: 30, maxDelaySeconds: 15 * MINUTE, forgetAfterSeconds: 60 * MINUTE },
  perTrustedDevice: { name: 'login:device', freeFailures: 10, firstDelaySeconds: 30, maxDelaySeconds: 15 * MINUTE, forgetAfterSeconds: 60 * MINUTE },
} satisfies Record<string, FailureThrottleRule>;

export const EMAIL_NOT_VERIFIED = 'Please verify your email address first: we can send you a new link';
export const WRONG_CREDENTIALS = 'The email address or password is not correct';
export const BAD_VERIFICATION_LINK = 'This verification link is not valid or has expired: log in below and we will offer to send you a new one';
export const BAD_RESET_LINK = 'This password reset link is not valid or has expired: ask for a new one';
export const WRONG_CURRENT_PASSWORD = 'Your current password is not correct';
export const SAME_PASSWORD = 'Your new password must be different from your current one';

const addressOf = (client: Client) => client.ip ?? 'unknown';

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

/**
 * Creates an unverified member account and mails the verification link, in one transaction. An
 * address that already has an account gets the same answer, and its owner a mail saying someone
 * tried to sign up with it: the answer never tells who is a member.
 */
export async function signup(deps: Deps, input: SignupInput, client: Client): Promise<{ email: string }> {
  await consumeRateLimits(
    deps.db,
    [
      [authRateLimits.signupPerIp, addressOf(client)],
      [authRateLimits.mailPerEmail, input.email],
    ],
    deps.clock(),
  );
  // Hashed whether or not the address is taken: the hash is most of the time an answer takes.
  const passwordHash = await hashPassword(input.password);
  await deps.db.transaction(async (tx) => {
    const created = await insertUserUnlessEmailTaken(tx, { email: input.email, passwordHash, role: 'member', ...profileColumns(input) });
    if (!created) {
      await enqueueAccountMail(tx, accountMailKinds.signupAttempt, input.email);
      return;
    }
    // Every member has their own rights-holder record from the start (docs/domain.md#members).
    await syncMemberRightsHolder(tx, created);
    await enqueueAccountMail(tx, accountMailKinds.verifyEmail, created.email);
  });
  return { email: input.email };
}

export async function verifyEmail(deps: Deps, token: string): Promise<void> {
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    const userId = await consumeOneTimeToken(tx, { tokenHash: hashToken(token), purpose: 'verify_email' }, now);
    if (!userId) throw new BadRequest(BAD_VERIFICATION_LINK, [{ path: 'token', message: BAD_VERIFICATION_LINK }]);
    await markEmailVerified(tx, userId, now);
    // The first thing a new member finds behind the bell: where to begin. A link works once, so once only.
    await notify(tx, userId, WELCOME_NOTIFICATION);
  });
}

export const WELCOME_NOTIFICATION = {
  title: 'Welcome to Repertoire',
  message: 'Register your first musical work or sound recording, and add your bank details so your royalties can be paid',
  link: pagePaths.app.dashboard.getHref(),
};

/**
 * Asks the outbox for a mail about `email` after the per-address and per-client limits: the same
 * work and the same answer whatever the address (the worker decides whether a mail goes out).
 */
async function requestAccountMail(deps: Deps, kind: AccountMailKind, email: string, client: Client): Promise<void> {
  await consumeRateLimits(
    deps.db,
    [
      [authRateLimits.mailPerEmail, email],
      [authRateLimits.mailPerIp, addressOf(client)],
    ],
    deps.clock(),
  );
  await enqueueAccountMail(deps.db, kind, email);
}

/** A new verification link, to an unverified account only; the same answer for any address. */
export function resendVerification(deps: Deps, email: string, client: Client): Promise<void> {
  return requestAccountMail(deps, accountMailKinds.verifyEmail, email, client);
}

/** A single-use reset link valid for an hour, to an existing account only; the same answer for any address. */
export function forgotPassword(deps: Deps, email: string, client: Client): Promise<void> {
  return requestAccountMail(deps, accountMailKinds.passwordReset, email, client);
}

export type LoginResult = (
  | { user: AuthUser; session: CurrentSession; token: string; pending?: undefined }
  /** The password was right, but the account asks for a second step before a session (second-factor.service.ts). */
  /** `setUpAnswer`: why the login must set up two-step sign-in first, when a member asks it of everyone. */
  | { pending: PendingLogin; setUpAnswer?: string }
) & {
  /** The `_device` cookie to keep (or renew) in this browser: it knew the password. */
  deviceToken: string;
};

export async function login(deps: Deps, input: z.output<typeof loginRequest>, client: Client): Promise<LoginResult> {
  const now = deps.clock();
  const deviceKey = deviceCookieKey(deps.config.encryptionKey);
  const device = trustedDeviceNonce(deviceKey, input.email, client.deviceToken);
  const throttles: ThrottleCheck[] = device
    ? [[loginThrottles.perTrustedDevice, device]]
    : [
        [loginThrottles.perAccount, input.email],
        [loginThrottles.perAddress, addressOf(client)],
      ];
  await assertNotThrottled(deps.db, throttles, now);
  const user = await findUserByEmail(deps.db, input.email);
  let passwordMatches = false;
  if (user) passwordMatches = await verifyPassword(user.passwordHash, input.password);
  // An unknown address costs the time of a real check, so timing does not tell who is a member.
  else await verifyDummyPassword(input.password);
  // A removed staff account is answered as a wrong password: it no longer opens anything.
  if (!user || !passwordMatches || user.deactivatedAt) {
    await recordFailures(deps.db, throttles, now);
    throw new Unauthorized(WRONG_CREDENTIALS);
  }
  // Told only to someone who knows the password, so it reveals nothing about the account to others.
  if (!user.emailVerifiedAt) throw new Forbidden(EMAIL_NOT_VERIFIED);
  const deviceToken = device && client.deviceToken ? client.deviceToken : issueDeviceToken(deviceKey, user.email);
  const actingFor = await actingForAtLogin(deps.db, user);
  const secondStep = await secondStepOf(deps.db, user, actingFor);
  if (secondStep) {
    const pending = await startPendingLogin(deps, user.id, secondStep);
    return actingFor?.needs_second_factor ? { pending, setUpAnswer: secondFactorNeededFor(actingFor.name), deviceToken } : { pending, deviceToken };
  }
  const { token, session } = await startSession(deps.db, user.id, deps.config.sessionTtlHours, client, actingFor?.member_id ?? null);
  return { user: toAuthUser(user), session, token, deviceToken };
}

/** A staff account's password hash: the one typed, or for an account mailed a link to set it, an unguessable one. */
export const staffPasswordHash = (password: string | null): Promise<string> => hashPassword(password ?? generateToken());

/**
 * Inserts a staff account in the caller's transaction (the staff-accounts feature records the event
 * beside it): its address counts as verified, and it sets up two-step sign-in at its first login.
 * With `mailResetLink` its owner gets a password reset link by mail (through the outbox, in the same
 * transaction), which proves the address as it sets the password. 409 when the address is taken.
 */
export async function insertStaffAccount(
  tx: Db,
  input: { email: string; name: string; passwordHash: string; roles: readonly StaffRole[]; mailResetLink: boolean; now: Date },
): Promise<User> {
  const [givenName = input.name, ...otherNames] = input.name.split(/\s+/);
  const user = await insertUserUnlessEmailTaken(tx, {
    email: input.email,
    passwordHash: input.passwordHash,
    role: 'staff',
    staffRoles: [...input.roles],
    registerAs: 'individual',
    givenName,
    otherNames: otherNames.join(' ') || null,
    emailVerifiedAt: input.now,
  });
  if (!user) throw new Conflict(addressTaken(input.email), [{ path: 'email', message: addressTaken(input.email) }]);
  if (input.mailResetLink) await enqueueAccountMail(tx, accountMailKinds.passwordReset, user.email);
  return user;
}

/**
 * Ends what an account has open, in the caller's transaction: every session (their next request
 * answers 401, their notification streams end) and every unused link and pending login.
 */
export async function endAccountAccess(tx: Db, userId: string, now: Date): Promise<void> {
  await retireEveryOneTimeToken(tx, userId, now);
  await revokeSessions(tx, userId);
}

/** Reset attempts and link checks share their limits: each is a guess at the token. */
function consumeResetLimits(deps: Deps, userId: string, client: Client, now: Date): Promise<void> {
  return consumeRateLimits(
    deps.db,
    [
      [authRateLimits.resetPerIp, addressOf(client)],
      // Guessing one account's token from many addresses is stopped per account.
      [authRateLimits.resetPerUser, userId],
    ],
    now,
  );
}

/**
 * What a mailed reset link is worth, told before the member types a new password: valid, used
 * (or retired by a newer link), expired, or unknown. Nothing is used up.
 */
export async function passwordResetLinkStatus(
  deps: Deps,
  input: z.output<typeof passwordResetLinkRequest>,
  client: Client,
): Promise<PasswordResetLinkCheck> {
  const now = deps.clock();
  await consumeResetLimits(deps, input.userId, client, now);
  const token = await findOneTimeToken(deps.db, { tokenHash: hashToken(input.token), purpose: 'reset_password', userId: input.userId });
  if (!token) return { status: 'unknown', expires_at: null };
  if (token.usedAt) return { status: 'used', expires_at: null };
  if (token.expiresAt <= now) return { status: 'expired', expires_at: null };
  return { status: 'valid', expires_at: token.expiresAt.toISOString() };
}

/** Sets a new password from a mailed link, ends every session and does not log in. */
export async function resetPassword(
  deps: Deps,
  input: z.output<typeof resetPasswordRequest>,
  client: Client,
): Promise<void> {
  const now = deps.clock();
  await consumeResetLimits(deps, input.userId, client, now);
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
  // Guesses at the old password no longer matter: the owner logs in at once, from any browser.
  const account = await findUserById(deps.db, userId);
  if (account) await clearFailures(deps.db, [[loginThrottles.perAccount, account.email]]);
}

/** Changes the password of the logged-in member; other sessions end, this one stays. */
export async function changePassword(
  deps: Deps,
  user: AuthUser,
  session: CurrentSession,
  input: z.output<typeof changePasswordRequest>,
): Promise<void> {
  await consumeRateLimits(deps.db, [[authRateLimits.changePerUser, user.id]], deps.clock());
  const account = await findUserById(deps.db, user.id);
  if (!account) throw new Unauthorized();
  if (!(await verifyPassword(account.passwordHash, input.current_password))) {
    throw new BadRequest(WRONG_CURRENT_PASSWORD, [{ path: 'current_password', message: WRONG_CURRENT_PASSWORD }]);
  }
  // The current password was just proven, so comparing the two texts compares with the stored one.
  if (input.new_password === input.current_password) throw new BadRequest(SAME_PASSWORD, [{ path: 'new_password', message: SAME_PASSWORD }]);
  await updatePasswordHash(deps.db, user.id, await hashPassword(input.new_password));
  await revokeSessions(deps.db, user.id, { except: session.id });
}
