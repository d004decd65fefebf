import { and, eq, gt, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { oneTimeTokens, users } from '../../db/schema';
import type { NewUser, OneTimeTokenPurpose, User } from '../../db/schema';

export async function findUserByEmail(db: Db, email: string): Promise<User | null> {
  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return user ?? null;
}

export async function findUserById(db: Db, id: string): Promise<User | null> {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user ?? null;
}

/** Inserts the account, or nothing when its address is taken (any case: the unique index is on lower(email)). */
export async function insertUserUnlessEmailTaken(db: Db, values: NewUser): Promise<User | null> {
  const [user] = await db.insert(users).values(values).onConflictDoNothing().returning();
  return user ?? null;
}

export async function markEmailVerified(db: Db, userId: string, at: Date): Promise<void> {
  await db
    .update(users)
    .set({ emailVerifiedAt: at })
    .where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)));
}

export async function updatePasswordHash(db: Db, userId: string, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
}

export async function insertOneTimeToken(
  db: Db,
  values: { userId: string; purpose: OneTimeTokenPurpose; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(oneTimeTokens).values(values);
}

type TokenLookup = { tokenHash: string; purpose: OneTimeTokenPurpose; userId?: string };

/** A token that is unused and unexpired at `now` (of `userId`, when given). */
function liveToken(where: TokenLookup, now: Date) {
  return and(
    eq(oneTimeTokens.tokenHash, where.tokenHash),
    eq(oneTimeTokens.purpose, where.purpose),
    isNull(oneTimeTokens.usedAt),
    gt(oneTimeTokens.expiresAt, now),
    where.userId ? eq(oneTimeTokens.userId, where.userId) : undefined,
  );
}

/**
 * Uses a token: one UPDATE that only succeeds while it is unused and unexpired, so two requests
 * racing with the same link cannot both succeed. Returns the user it belongs to.
 */
export async function consumeOneTimeToken(db: Db, where: TokenLookup, now: Date): Promise<string | null> {
  const [row] = await db.update(oneTimeTokens).set({ usedAt: now }).where(liveToken(where, now)).returning({ userId: oneTimeTokens.userId });
  return row?.userId ?? null;
}

/** The user of an unused, unexpired token, without using it (a pending login's challenge survives a mistyped code). */
export async function findLiveOneTimeToken(db: Db, where: TokenLookup, now: Date): Promise<string | null> {
  const [row] = await db.select({ userId: oneTimeTokens.userId }).from(oneTimeTokens).where(liveToken(where, now)).limit(1);
  return row?.userId ?? null;
}

/** A token as stored, used or not, expired or not: what a link is worth (null when no such token exists). */
export async function findOneTimeToken(db: Db, where: Required<TokenLookup>): Promise<{ usedAt: Date | null; expiresAt: Date } | null> {
  const [row] = await db
    .select({ usedAt: oneTimeTokens.usedAt, expiresAt: oneTimeTokens.expiresAt })
    .from(oneTimeTokens)
    .where(and(eq(oneTimeTokens.tokenHash, where.tokenHash), eq(oneTimeTokens.purpose, where.purpose), eq(oneTimeTokens.userId, where.userId)))
    .limit(1);
  return row ?? null;
}

/** Retires every unused token of a purpose, e.g. older reset links once a new one is sent or used. */
export async function retireOneTimeTokens(db: Db, userId: string, purpose: OneTimeTokenPurpose, now: Date): Promise<void> {
  await db
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(and(eq(oneTimeTokens.userId, userId), eq(oneTimeTokens.purpose, purpose), isNull(oneTimeTokens.usedAt)));
}

/** Retires every unused token of the account, whatever its purpose: its links and pending logins stop working. */
export async function retireEveryOneTimeToken(db: Db, userId: string, now: Date): Promise<void> {
  await db
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(and(eq(oneTimeTokens.userId, userId), isNull(oneTimeTokens.usedAt)));
}

/** Deletes a user's tokens of a purpose that are used or expired (housekeeping before a new one). */
export async function deleteSpentOneTimeTokens(db: Db, userId: string, purpose: OneTimeTokenPurpose, now: Date): Promise<void> {
  await db
    .delete(oneTimeTokens)
    .where(
      and(
        eq(oneTimeTokens.userId, userId),
        eq(oneTimeTokens.purpose, purpose),
        or(isNotNull(oneTimeTokens.usedAt), lte(oneTimeTokens.expiresAt, now)),
      ),
    );
}
