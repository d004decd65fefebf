import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { oneTimeTokens, users, type User } from '../../db/schema';

/** A pending change of address: the token's hash and the address it moves the account to. */
export async function insertEmailChangeToken(db: Db, values: { userId: string; tokenHash: string; newEmail: string; expiresAt: Date }): Promise<void> {
  await db.insert(oneTimeTokens).values({ ...values, purpose: 'change_email' });
}

/** Uses a live change_email token (one UPDATE, so a link opened twice at once works once): its account and new address. */
export async function consumeEmailChangeToken(db: Db, tokenHash: string, now: Date): Promise<{ userId: string; newEmail: string } | null> {
  const [row] = await db
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(and(eq(oneTimeTokens.tokenHash, tokenHash), eq(oneTimeTokens.purpose, 'change_email'), isNull(oneTimeTokens.usedAt), gt(oneTimeTokens.expiresAt, now)))
    .returning({ userId: oneTimeTokens.userId, newEmail: oneTimeTokens.newEmail });
  return row?.newEmail ? { userId: row.userId, newEmail: row.newEmail } : null;
}

/** Moves the account to its new, proven address. */
export async function updateEmail(db: Db, userId: string, email: string, verifiedAt: Date): Promise<User | undefined> {
  const [row] = await db.update(users).set({ email, emailVerifiedAt: verifiedAt }).where(eq(users.id, userId)).returning();
  return row;
}
