import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { users } from '../../db/schema';
import type { NewUser, User } from '../../db/schema';

export async function findAccount(db: Db, userId: string): Promise<User | null> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return user ?? null;
}

/** The account, its row locked until the transaction ends, so an edit judged against its version cannot race another. */
export async function lockAccount(db: Db, userId: string): Promise<User | null> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1).for('update');
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
    | 'profileUpdatedAt'
  >
>;

export async function updateAccount(db: Db, userId: string, values: ProfileColumns): Promise<User | null> {
  if (Object.keys(values).length === 0) return findAccount(db, userId);
  const [user] = await db.update(users).set(values).where(eq(users.id, userId)).returning();
  return user ?? null;
}
