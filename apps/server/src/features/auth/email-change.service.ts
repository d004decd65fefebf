import { EMAIL_CHANGE_LINK_HOURS, type emailChangeRequest } from '@repertoire/contract';
import { z } from 'zod';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { isUniqueViolation } from '../../lib/db-errors';
import type { Deps } from '../../lib/deps';
import { BadRequest, Conflict, Unauthorized } from '../../lib/errors';
import { assertNotThrottled, clearFailures, recordFailures, type FailureThrottleRule, type ThrottleCheck } from '../../lib/failure-throttle';
import { verifyPassword } from '../../lib/passwords';
import { consumeRateLimits, type RateLimitRule } from '../../lib/rate-limit';
import { generateToken, hashToken } from '../../lib/secrets';
import { enqueueComposedMail, enqueueMail, type MailComposers } from '../../mail/outbox';
import { emailChangeConfirmMail, emailChangeNoticeMail } from '../../mail/templates';
import { findUserByEmail, findUserById, retireOneTimeTokens } from './auth.repository';
import { addressTaken } from './account-address';
import { consumeEmailChangeToken, insertEmailChangeToken, updateEmail } from './email-change.repository';

/**
 * A new e-mail address for an account: asked for with the password, proven by a single-use link to
 * the new address (issued by the outbox's worker as it sends, so the link is stored only as its
 * token's hash, as password reset links are); the current address is told at once.
 */

export const EMAIL_CHANGE_TTL_MS = EMAIL_CHANGE_LINK_HOURS * 3600 * 1000;
export const emailChangeMailKind = 'account.email-change';
export const WRONG_PASSWORD = 'Your password is not correct';
export const SAME_EMAIL = 'This is your email address already';
export const BAD_EMAIL_CHANGE_LINK = 'This link is not valid or has expired: ask for the change again from your profile';

export const emailChangeLimit: RateLimitRule = { name: 'email-change:user', limit: 5, windowSeconds: 60 * 60 };
/** Wrong passwords, per account, as for logins and bank details. */
export const emailChangeThrottle: FailureThrottleRule = {
  name: 'email-change-password:account',
  freeFailures: 5,
  firstDelaySeconds: 30,
  maxDelaySeconds: 15 * 60,
  forgetAfterSeconds: 60 * 60,
};

export async function requestEmailChange(deps: Pick<Deps, 'db' | 'clock' | 'config'>, userId: string, input: z.output<typeof emailChangeRequest>): Promise<void> {
  const now = deps.clock();
  await consumeRateLimits(deps.db, [[emailChangeLimit, userId]], now);
  const throttles: ThrottleCheck[] = [[emailChangeThrottle, userId]];
  await assertNotThrottled(deps.db, throttles, now);
  const account = await findUserById(deps.db, userId);
  if (!account) throw new Unauthorized();
  if (!(await verifyPassword(account.passwordHash, input.password))) {
    await recordFailures(deps.db, throttles, now);
    throw new BadRequest(WRONG_PASSWORD, [{ path: 'password', message: WRONG_PASSWORD }]);
  }
  await clearFailures(deps.db, throttles);
  if (input.email === account.email.toLowerCase()) throw new BadRequest(SAME_EMAIL, [{ path: 'email', message: SAME_EMAIL }]);
  if (await findUserByEmail(deps.db, input.email)) throw new Conflict(addressTaken(input.email), [{ path: 'email', message: addressTaken(input.email) }]);
  await deps.db.transaction(async (tx) => {
    // Only the newest request's link works.
    await retireOneTimeTokens(tx, userId, 'change_email', now);
    await enqueueComposedMail(tx, emailChangeMailKind, { userId, email: input.email });
    await enqueueMail(tx, emailChangeNoticeMail(deps.config.appUrl, account.email, input.email));
  });
}

/** Opens the mailed link: the account moves to the new address, which counts as verified. */
export async function confirmEmailChange(deps: Pick<Deps, 'db' | 'clock'>, token: string): Promise<void> {
  const now = deps.clock();
  try {
    await deps.db.transaction(async (tx) => {
      const change = await consumeEmailChangeToken(tx, hashToken(token), now);
      if (!change) throw new BadRequest(BAD_EMAIL_CHANGE_LINK, [{ path: 'token', message: BAD_EMAIL_CHANGE_LINK }]);
      await updateEmail(tx, change.userId, change.newEmail, now);
    });
  } catch (error) {
    // Someone took the address meanwhile.
    if (isUniqueViolation(error)) throw new Conflict('This email address belongs to another account now: ask for the change again with another address');
    throw error;
  }
}

const emailChangePayload = z.object({ userId: z.string(), email: z.string() });

/** Writes the link to the new address as the worker sends it; nothing when the account is gone or the address was taken meanwhile. */
export function emailChangeMailComposers(config: Config): MailComposers {
  return {
    [emailChangeMailKind]: async (db: Db, payload, now) => {
      const { userId, email } = emailChangePayload.parse(payload);
      const user = await findUserById(db, userId);
      if (!user || (await findUserByEmail(db, email))) return null;
      const token = generateToken();
      await db.transaction(async (tx) => {
        // The newest request's mail is written last: its link retires any earlier one.
        await retireOneTimeTokens(tx, userId, 'change_email', now);
        await insertEmailChangeToken(tx, { userId, tokenHash: hashToken(token), newEmail: email, expiresAt: new Date(now.getTime() + EMAIL_CHANGE_TTL_MS) });
      });
      return emailChangeConfirmMail(config.appUrl, email, token, EMAIL_CHANGE_LINK_HOURS);
    },
  };
}
