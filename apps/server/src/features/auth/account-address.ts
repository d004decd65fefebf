import type { Db } from '../../db/database';
import { Conflict } from '../../lib/errors';
import { findUserByEmail } from './auth.repository';

export const addressTaken = (email: string) => `An account with the address ${email} exists already`;

/** Throws Conflict when the address has an account (before asking an operator for a password in vain). */
export async function assertAddressFree(db: Db, email: string): Promise<void> {
  if (await findUserByEmail(db, email)) throw new Conflict(addressTaken(email));
}
