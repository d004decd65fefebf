import { and, count, eq, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { recoveryCodes, secondFactors } from '../../db/schema';
import type { SecondFactor } from '../../db/schema';

/** A secret as stored: the ciphertext and the id of the key that made it. */
export type EncryptedSecret = Pick<SecondFactor, 'secretEncrypted' | 'secretKeyId'>;

export async function findSecondFactor(db: Db, userId: string): Promise<SecondFactor | null> {
  const [row] = await db.select().from(secondFactors).where(eq(secondFactors.userId, userId)).limit(1);
  return row ?? null;
}

/**
 * Keeps a new secret waiting for its first code. An authenticator already turned on is left as it
 * is (one UPDATE that only applies while `enabled_at` is null): returns false then.
 */
export async function savePendingSecret(db: Db, userId: string, secret: EncryptedSecret): Promise<boolean> {
  const rows = await db
    .insert(secondFactors)
    .values({ userId, ...secret })
    .onConflictDoUpdate({ target: secondFactors.userId, set: { ...secret, lastTimeStep: null }, setWhere: isNull(secondFactors.enabledAt) })
    .returning({ userId: secondFactors.userId });
  return rows.length > 0;
}

/** Stores the secret encrypted anew (with the current key, after a rotation). */
export async function replaceSecretEncryption(db: Db, userId: string, secret: EncryptedSecret): Promise<void> {
  await db.update(secondFactors).set(secret).where(eq(secondFactors.userId, userId));
}

/** Turns the waiting secret on, recording the step of its first code; false when it was on already. */
export async function enableSecondFactor(db: Db, userId: string, timeStep: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(secondFactors)
    .set({ enabledAt: now, lastTimeStep: timeStep })
    .where(and(eq(secondFactors.userId, userId), isNull(secondFactors.enabledAt)))
    .returning({ userId: secondFactors.userId });
  return rows.length > 0;
}

/**
 * Records that a code of `timeStep` was accepted, only if no code of that step or a later one was:
 * one UPDATE, so two requests with the same code cannot both pass.
 */
export async function claimTimeStep(db: Db, userId: string, timeStep: number): Promise<boolean> {
  const rows = await db
    .update(secondFactors)
    .set({ lastTimeStep: timeStep })
    .where(and(eq(secondFactors.userId, userId), or(isNull(secondFactors.lastTimeStep), lt(secondFactors.lastTimeStep, timeStep))))
    .returning({ userId: secondFactors.userId });
  return rows.length > 0;
}

export async function deleteSecondFactor(db: Db, userId: string): Promise<void> {
  await db.delete(secondFactors).where(eq(secondFactors.userId, userId));
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
}

/** Replaces every recovery code of the account with new ones (hashes). */
export async function replaceRecoveryCodes(db: Db, userId: string, codeHashes: string[]): Promise<void> {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await db.insert(recoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash })));
}

/** Uses a recovery code: one UPDATE that only succeeds while it is unused. */
export async function useRecoveryCode(db: Db, userId: string, codeHash: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(recoveryCodes)
    .set({ usedAt: now })
    .where(and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, codeHash), isNull(recoveryCodes.usedAt)))
    .returning({ id: recoveryCodes.id });
  return rows.length > 0;
}

export async function countUnusedRecoveryCodes(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return row?.value ?? 0;
}
