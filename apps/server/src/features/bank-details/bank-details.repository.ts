import type { BankDetailsField } from '@repertoire/contract';
import { and, count, desc, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { bankDetails, bankDetailsChanges, users } from '../../db/schema';
import type { BankDetailsChangeRow, BankDetailsRow, NewBankDetailsRow } from '../../db/schema';

export async function findBankDetails(db: Db, userId: string): Promise<BankDetailsRow | undefined> {
  const [row] = await db.select().from(bankDetails).where(eq(bankDetails.userId, userId));
  return row;
}

/** The bank details of several members (those without any are left out). */
export async function findBankDetailsOfMany(db: Db, userIds: readonly string[]): Promise<BankDetailsRow[]> {
  if (userIds.length === 0) return [];
  return db.select().from(bankDetails).where(inArray(bankDetails.userId, [...userIds]));
}

/** The member's bank details, locked until the transaction ends: two saves of one member take turns. */
export async function findBankDetailsForUpdate(db: Db, userId: string): Promise<BankDetailsRow | undefined> {
  const [row] = await db.select().from(bankDetails).where(eq(bankDetails.userId, userId)).for('update');
  return row;
}

/** Writes the member's one row: an insert the first time, an update after (two first saves at once end as one row). */
export async function upsertBankDetails(db: Db, values: NewBankDetailsRow): Promise<BankDetailsRow> {
  const { userId: _userId, createdAt: _createdAt, ...changes } = values;
  const [row] = await db
    .insert(bankDetails)
    .values(values)
    .onConflictDoUpdate({ target: bankDetails.userId, set: changes })
    .returning();
  if (!row) throw new Error('Bank details upsert returned no row');
  return row;
}

export async function insertBankDetailsChange(db: Db, values: { userId: string; actorId: string; actorName: string; fields: BankDetailsField[]; at: Date }): Promise<void> {
  await db.insert(bankDetailsChanges).values(values);
}

/** The latest changes first. */
export function findBankDetailsChanges(db: Db, userId: string, limit: number): Promise<BankDetailsChangeRow[]> {
  return db.select().from(bankDetailsChanges).where(eq(bankDetailsChanges.userId, userId)).orderBy(desc(bankDetailsChanges.at), desc(bankDetailsChanges.id)).limit(limit);
}

/** The account's password hash, read only to confirm a change with the password. */
export async function findPasswordHash(db: Db, userId: string): Promise<string | undefined> {
  const [row] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId));
  return row?.passwordHash;
}

/** Whether `id` is a member's account (staff have no bank details to read). */
export async function isMemberAccount(db: Db, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), eq(users.role, 'member')));
  return row !== undefined;
}

/** Up to `limit` rows encrypted with another key than `keyId`, locked, skipping rows another process holds. */
export function findBankDetailsNotUnderKey(db: Db, keyId: string, limit: number): Promise<BankDetailsRow[]> {
  return db.select().from(bankDetails).where(ne(bankDetails.keyId, keyId)).limit(limit).for('update', { skipLocked: true });
}

export async function countBankDetailsNotUnderKey(db: Db, keyId: string): Promise<number> {
  const [row] = await db.select({ rows: count() }).from(bankDetails).where(ne(bankDetails.keyId, keyId));
  return row?.rows ?? 0;
}

/** Replaces a row's encrypted numbers, leaving `updated_at` alone: re-encryption changes no detail. */
export async function updateEncryptedNumbers(
  db: Db,
  userId: string,
  values: Pick<BankDetailsRow, 'ibanEncrypted' | 'accountNumberEncrypted' | 'keyId' | 'updatedAt'>,
): Promise<void> {
  await db.update(bankDetails).set(values).where(eq(bankDetails.userId, userId));
}
