import type { z } from 'zod';
import type {
  PendingLogin,
  SecondFactorSetup,
  SecondFactorStatus,
  secondFactorConfirmRequest,
  secondFactorDisableRequest,
  secondFactorLoginRequest,
} from '@repertoire/contract';
import type { SecondFactor, User } from '../../db/schema';
import type { Db } from '../../db/database';
import type { Deps } from '../../lib/deps';
import { keyRingOf } from '../../lib/key-ring';
import type { KeyRing } from '../../lib/key-ring';
import { BadRequest, Conflict, Forbidden, Unauthorized } from '../../lib/errors';
import { assertNotThrottled, recordFailures } from '../../lib/failure-throttle';
import type { FailureThrottleRule, ThrottleCheck } from '../../lib/failure-throttle';
import { verifyPassword } from '../../lib/passwords';
import { generateToken, hashToken } from '../../lib/secrets';
import { memberAskingSecondFactor, startSession, toAuthUser } from '../../session/session.service';
import type { AuthUser, CurrentSession } from '../../session/session.service';
import { consumeOneTimeToken, deleteSpentOneTimeTokens, findLiveOneTimeToken, findUserById, insertOneTimeToken } from './auth.repository';
import type { Client } from './request-client';
import { hashRecoveryCode, newRecoveryCodes } from './recovery-codes';
import {
  claimTimeStep,
  countUnusedRecoveryCodes,
  deleteSecondFactor,
  enableSecondFactor,
  findSecondFactor,
  replaceRecoveryCodes,
  replaceSecretEncryption,
  savePendingSecret,
  useRecoveryCode,
} from './second-factor.repository';
import type { EncryptedSecret } from './second-factor.repository';
import { matchTotp, newTotpSecret, totpUri } from './totp';

/**
 * Two-step sign-in: after the password, a code from an authenticator app (RFC 6238) or one of the
 * account's single-use recovery codes. Staff must have it (they see every member's data); members
 * may turn it on. A login whose password was right but that needs a code gets a challenge, valid
 * for ten minutes, instead of a session.
 */
export const PENDING_LOGIN_TTL_MS = 10 * 60 * 1000;

/** Wrong codes slow the account down exactly as wrong passwords do (auth.service.ts loginThrottles). */
export const secondFactorThrottles = {
  perAccount: { name: 'second-factor:account', freeFailures: 5, firstDelaySeconds: 30, maxDelaySeconds: 15 * 60, forgetAfterSeconds: 60 * 60 },
} satisfies Record<string, FailureThrottleRule>;

export const LOGIN_EXPIRED = 'This login has expired: please log in again';
export const WRONG_CODE = 'The code is not correct: enter the current code from your authenticator app, or one of your recovery codes';
export const WRONG_AUTHENTICATOR_CODE = 'The code is not correct: enter the current code from your authenticator app';
export const CODE_USED = 'This code has been used already: wait for the next one in your authenticator app';
export const ALREADY_ON = 'Two-step sign-in is already on for this account';
export const NOT_ON = 'Two-step sign-in is not on for this account';
export const NOTHING_TO_CONFIRM = 'Start the set-up again: there is no new secret waiting for its first code';
export const STAFF_KEEP_IT_ON = 'Staff accounts keep two-step sign-in on';
export const WRONG_PASSWORD = 'Your password is not correct';

const PURPOSE = 'second_factor_login';

/** The secret is bound to its account: copied to another row, it does not decrypt. */
const secretContext = (userId: string) => `second-factor:${userId}`;

type Account = Pick<User, 'id' | 'email' | 'role'>;

/** What a login with the right password still needs: nothing (a session at once), a code, or setting the app up (staff). */
export async function secondStepOf(
  db: Db,
  account: Account,
  actingFor: { needs_second_factor: boolean } | null = null,
): Promise<PendingLogin['second_factor'] | null> {
  const factor = await findSecondFactor(db, account.id);
  if (factor?.enabledAt) return 'required';
  // A member may ask it of everyone acting for it (docs/domain.md#people-and-roles), as the society asks it of staff.
  return account.role === 'staff' || actingFor?.needs_second_factor ? 'setup_required' : null;
}

/** A challenge for the second step; the account's spent challenges are cleared on the way. */
export async function startPendingLogin(deps: Deps, userId: string, step: PendingLogin['second_factor']): Promise<PendingLogin> {
  const now = deps.clock();
  await deleteSpentOneTimeTokens(deps.db, userId, PURPOSE, now);
  const challenge = generateToken();
  const expiresAt = new Date(now.getTime() + PENDING_LOGIN_TTL_MS);
  await insertOneTimeToken(deps.db, { userId, purpose: PURPOSE, tokenHash: hashToken(challenge), expiresAt });
  return { second_factor: step, challenge, expires_at: expiresAt.toISOString() };
}

async function pendingLoginAccount(deps: Deps, challenge: string): Promise<User> {
  const userId = await findLiveOneTimeToken(deps.db, { tokenHash: hashToken(challenge), purpose: PURPOSE }, deps.clock());
  const user = userId ? await findUserById(deps.db, userId) : null;
  if (!user || user.deactivatedAt) throw new Unauthorized(LOGIN_EXPIRED);
  return user;
}

export type StartedSession = { user: AuthUser; session: CurrentSession; token: string };

/** Uses the challenge (once: a second request with it fails) and starts the session. */
async function finishPendingLogin(deps: Deps, user: User, challenge: string, client: Client): Promise<StartedSession> {
  const used = await consumeOneTimeToken(deps.db, { tokenHash: hashToken(challenge), purpose: PURPOSE, userId: user.id }, deps.clock());
  if (!used) throw new Unauthorized(LOGIN_EXPIRED);
  const { token, session } = await startSession(deps.db, user.id, deps.config.sessionTtlHours, client);
  return { user: toAuthUser(user), session, token };
}

const throttleOf = (userId: string): ThrottleCheck[] => [[secondFactorThrottles.perAccount, userId]];

function codeRefused(message: string): BadRequest {
  return new BadRequest(message, [{ path: 'code', message }]);
}

/** The secret encrypted with the current key (ENCRYPTION_KEY), for the account it belongs to. */
function encryptedSecret(ring: KeyRing, userId: string, secret: string): EncryptedSecret {
  return { secretEncrypted: ring.encrypt(secret, secretContext(userId)), secretKeyId: ring.currentKeyId };
}

function secretOf(deps: Deps, factor: SecondFactor): string {
  return keyRingOf(deps.config).decrypt(factor.secretKeyId, factor.secretEncrypted, secretContext(factor.userId));
}

/**
 * After a key rotation, a secret still under a previous key is encrypted again with the current one
 * each time it proves a code, so the previous key stops being needed for every account that logs in.
 */
async function keepSecretUnderCurrentKey(deps: Deps, factor: SecondFactor): Promise<void> {
  const ring = keyRingOf(deps.config);
  if (factor.secretKeyId === ring.currentKeyId) return;
  await replaceSecretEncryption(deps.db, factor.userId, encryptedSecret(ring, factor.userId, secretOf(deps, factor)));
}

/** The time step of an authenticator code when it is right for the secret; null otherwise. */
function matchAuthenticatorCode(deps: Deps, factor: SecondFactor, code: string, now: Date): Promise<number | null> {
  const digits = code.replace(/\s+/g, '');
  return /^\d{6}$/.test(digits) ? matchTotp(secretOf(deps, factor), digits, now, null) : Promise.resolve(null);
}

/**
 * Proves the account's second factor with `code`, throttled like a password: a current code from
 * the app, accepted once (a code of a time step already used is refused), or, where `recovery`
 * allows, an unused recovery code, which is used up. Says which one it was.
 */
async function proveSecondFactor(deps: Deps, userId: string, code: string, options: { recovery: boolean }): Promise<'authenticator' | 'recovery'> {
  const now = deps.clock();
  await assertNotThrottled(deps.db, throttleOf(userId), now);
  const factor = await findSecondFactor(deps.db, userId);
  if (!factor?.enabledAt) throw new Conflict(NOT_ON);
  const step = await matchAuthenticatorCode(deps, factor, code, now);
  if (step !== null) {
    if (await claimTimeStep(deps.db, userId, step)) {
      await keepSecretUnderCurrentKey(deps, factor);
      return 'authenticator';
    }
    await recordFailures(deps.db, throttleOf(userId), now);
    throw codeRefused(CODE_USED);
  }
  if (options.recovery) {
    const codeHash = hashRecoveryCode(code);
    if (codeHash && (await useRecoveryCode(deps.db, userId, codeHash, now))) return 'recovery';
  }
  await recordFailures(deps.db, throttleOf(userId), now);
  throw codeRefused(options.recovery ? WRONG_CODE : WRONG_AUTHENTICATOR_CODE);
}

/** New recovery codes for the account (the old ones stop working); the codes themselves are returned once. */
async function issueRecoveryCodes(db: Db, userId: string): Promise<string[]> {
  const codes = newRecoveryCodes();
  await replaceRecoveryCodes(
    db,
    userId,
    codes.flatMap((code) => hashRecoveryCode(code) ?? []),
  );
  return codes;
}

/** `POST /auth/login/second-factor`: the code (or a recovery code) that turns a pending login into a session. */
export async function logInWithSecondFactor(
  deps: Deps,
  input: z.output<typeof secondFactorLoginRequest>,
  client: Client,
): Promise<StartedSession & { recoveryCodesLeft: number | null }> {
  const user = await pendingLoginAccount(deps, input.challenge);
  const proof = await proveSecondFactor(deps, user.id, input.code, { recovery: true });
  const started = await finishPendingLogin(deps, user, input.challenge, client);
  return { ...started, recoveryCodesLeft: proof === 'recovery' ? await countUnusedRecoveryCodes(deps.db, user.id) : null };
}

/**
 * Whose authenticator is being set up: the account of a pending login's challenge (staff at their
 * first login), or else the logged-in user's (a member, from the profile).
 */
export async function accountSettingUp(deps: Deps, challenge: string | undefined, sessionUser: AuthUser | null): Promise<User> {
  if (challenge) return pendingLoginAccount(deps, challenge);
  const user = sessionUser ? await findUserById(deps.db, sessionUser.id) : null;
  if (!user) throw new Unauthorized();
  return user;
}

/** A new secret, waiting for its first code; asking again replaces it (a QR code scanned in vain is forgotten). */
export async function setUpSecondFactor(deps: Deps, account: Account): Promise<SecondFactorSetup> {
  const secret = newTotpSecret();
  const saved = await savePendingSecret(deps.db, account.id, encryptedSecret(keyRingOf(deps.config), account.id, secret));
  if (!saved) throw new Conflict(ALREADY_ON);
  return { secret, otpauth_uri: totpUri(secret, account.email) };
}

/**
 * The first code from the app turns two-step sign-in on and gives the recovery codes; with a
 * challenge, it also finishes that login.
 */
export async function confirmSecondFactor(
  deps: Deps,
  account: User,
  input: z.output<typeof secondFactorConfirmRequest>,
  client: Client,
): Promise<{ recoveryCodes: string[]; started: StartedSession | null }> {
  const now = deps.clock();
  await assertNotThrottled(deps.db, throttleOf(account.id), now);
  const factor = await findSecondFactor(deps.db, account.id);
  if (factor?.enabledAt) throw new Conflict(ALREADY_ON);
  if (!factor) throw new Conflict(NOTHING_TO_CONFIRM);
  const step = await matchAuthenticatorCode(deps, factor, input.code, now);
  if (step === null) {
    await recordFailures(deps.db, throttleOf(account.id), now);
    throw codeRefused(WRONG_AUTHENTICATOR_CODE);
  }
  const recoveryCodes = await deps.db.transaction(async (tx) => {
    if (!(await enableSecondFactor(tx, account.id, step, now))) throw new Conflict(ALREADY_ON);
    return issueRecoveryCodes(tx, account.id);
  });
  const started = input.challenge ? await finishPendingLogin(deps, account, input.challenge, client) : null;
  return { recoveryCodes, started };
}

export async function secondFactorStatus(deps: Deps, user: AuthUser): Promise<SecondFactorStatus> {
  const factor = await findSecondFactor(deps.db, user.id);
  const enabledAt = factor?.enabledAt ?? null;
  return {
    enabled: enabledAt !== null,
    enabled_at: enabledAt?.toISOString() ?? null,
    recovery_codes_left: enabledAt ? await countUnusedRecoveryCodes(deps.db, user.id) : 0,
    required: user.role === 'staff' || (await memberAskingSecondFactor(deps.db, user.id)) !== null,
  };
}

/** A member turns it off with their password and a code (or a recovery code); staff cannot. */
export async function turnOffSecondFactor(deps: Deps, user: AuthUser, input: z.output<typeof secondFactorDisableRequest>): Promise<void> {
  if (user.role === 'staff') throw new Forbidden(STAFF_KEEP_IT_ON);
  const asking = await memberAskingSecondFactor(deps.db, user.id);
  if (asking) throw new Forbidden(`${asking} asks everyone acting for it to keep two-step sign-in on`);
  const now = deps.clock();
  await assertNotThrottled(deps.db, throttleOf(user.id), now);
  const account = await findUserById(deps.db, user.id);
  if (!account) throw new Unauthorized();
  if (!(await verifyPassword(account.passwordHash, input.password))) {
    await recordFailures(deps.db, throttleOf(user.id), now);
    throw new BadRequest(WRONG_PASSWORD, [{ path: 'password', message: WRONG_PASSWORD }]);
  }
  await proveSecondFactor(deps, user.id, input.code, { recovery: true });
  await deleteSecondFactor(deps.db, user.id);
}

/** New recovery codes, for a code from the app; the earlier ones stop working. */
export async function renewRecoveryCodes(deps: Deps, user: AuthUser, code: string): Promise<string[]> {
  await proveSecondFactor(deps, user.id, code, { recovery: false });
  return issueRecoveryCodes(deps.db, user.id);
}

/**
 * Turns two-step sign-in on with a given secret, no code asked: the demo staff account's known
 * secret in development (seed/seed.ts), never anything in production.
 */
export async function turnOnSecondFactorWithSecret(db: Db, encryptionKey: Buffer, userId: string, secret: string, now: Date): Promise<void> {
  await savePendingSecret(db, userId, encryptedSecret(keyRingOf({ encryptionKey, previousEncryptionKeys: [] }), userId, secret));
  await enableSecondFactor(db, userId, 0, now);
}
