import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { users } from '../../db/schema';
import type { NewUser, User } from '../../db/schema';

export async function findAccount(db: Db, userId: string): Promise<User | null> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return user ?? null;
}

export type ProfileColumns = Partial<
  Pick<
    NewUser,
    | 'givenName'
    | 'otherNames'
    | 'corporationName'
    | 'registrationNumber'
    | 'corporationKind'
    | 'contactPerson'
    | 'dateOfBirth'
    | 'nationality'
    | 'country'
    | 'phone'
    | 'address'
    | 'roles'
    | 'ipiNameNumber'
    | 'profilePicPath'
  >
>;

export async function updateAccount(db: Db, userId: string, values: ProfileColumns): Promise<User | null> {
  if (Object.keys(values).length === 0) return findAccount(db, userId);
  const [user] = await db.update(users).set(values).where(eq(users.id, userId)).returning();
  return user ?? null;
}

/**
 * The ISNI of a rights holder. Until the rights-holders feature has its own table, every rights
 * holder is a member account; swap this query for one on rights_holders when it arrives.
 */
export async function findRightsHolderIsni(db: Db, rightsHolderId: string): Promise<{ isniNumber: string | null } | null> {
  const [row] = await db.select({ isniNumber: users.isniNumber }).from(users).where(eq(users.id, rightsHolderId)).limit(1);
  return row ?? null;
}
