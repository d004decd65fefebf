import { z } from 'zod';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import type { OneTimeTokenPurpose } from '../../db/schema';
import { generateToken, hashToken } from '../../lib/secrets';
import { enqueueComposedMail } from '../../mail/outbox';
import type { MailComposers } from '../../mail/outbox';
import { passwordResetMail, signupAttemptMail, verificationMail } from '../../mail/templates';
import { findUserByEmail, insertOneTimeToken, retireOneTimeTokens } from './auth.repository';
import { emailChangeMailComposers } from './email-change.service';

const HOUR_MS = 3600 * 1000;
export const VERIFY_EMAIL_TTL_MS = 48 * HOUR_MS;
export const PASSWORD_RESET_TTL_MS = 1 * HOUR_MS;

/**
 * The mails about an account. A request only writes the address to the outbox; whether the
 * address has an account, and what the mail says, is decided by the worker when it sends. So
 * sign-up, resend-verification and forgot-password do the same work and answer alike for any
 * address, and their single-use links are never stored outside the tokens' hashes.
 */
export const accountMailKinds = {
  /** A verification link, to an account that is not verified yet. */
  verifyEmail: 'account.verify-email',
  /** A password reset link (earlier ones retired), to an existing account. */
  passwordReset: 'account.password-reset',
  /** To an existing account, when someone signs up with its address again. */
  signupAttempt: 'account.signup-attempt',
} as const;

export type AccountMailKind = (typeof accountMailKinds)[keyof typeof accountMailKinds];

export function enqueueAccountMail(db: Db, kind: AccountMailKind, email: string): Promise<void> {
  return enqueueComposedMail(db, kind, { email });
}

const accountMailPayload = z.object({ email: z.string() });

async function issueOneTimeToken(db: Db, userId: string, purpose: OneTimeTokenPurpose, ttlMs: number, now: Date): Promise<string> {
  const token = generateToken();
  await insertOneTimeToken(db, { userId, purpose, tokenHash: hashToken(token), expiresAt: new Date(now.getTime() + ttlMs) });
  return token;
}

/** The composers the mail outbox's worker uses for account mail (registered in app.ts through features/index.ts). */
export function accountMailComposers(config: Config): MailComposers {
  // A removed staff account gets no mail: no link to set a password, nothing to act on.
  const accountOf = async (db: Db, payload: Record<string, unknown>) => {
    const user = await findUserByEmail(db, accountMailPayload.parse(payload).email);
    return user?.deactivatedAt ? null : user;
  };
  return {
    [accountMailKinds.verifyEmail]: async (db, payload, now) => {
      const user = await accountOf(db, payload);
      if (!user || user.emailVerifiedAt) return null;
      const token = await issueOneTimeToken(db, user.id, 'verify_email', VERIFY_EMAIL_TTL_MS, now);
      return verificationMail(config.appUrl, user.email, token);
    },
    [accountMailKinds.passwordReset]: async (db, payload, now) => {
      const user = await accountOf(db, payload);
      if (!user) return null;
      const token = await db.transaction(async (tx) => {
        await retireOneTimeTokens(tx, user.id, 'reset_password', now);
        return issueOneTimeToken(tx, user.id, 'reset_password', PASSWORD_RESET_TTL_MS, now);
      });
      return passwordResetMail(config.appUrl, user.email, user.id, token);
    },
    [accountMailKinds.signupAttempt]: async (db, payload) => {
      const user = await accountOf(db, payload);
      return user ? signupAttemptMail(config.appUrl, user.email) : null;
    },
    ...emailChangeMailComposers(config),
  };
}
