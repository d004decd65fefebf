import type { Db } from '../db/database';
import { isUniqueViolation } from '../lib/db-errors';
import { Conflict } from '../lib/errors';

/**
 * A change and its audit entries, all or nothing. Should two changes race past the checks (the
 * same ISWC or ISRC registered twice at one moment, the same line added twice), a unique index
 * stops the second. `explain` then runs the check again outside the rolled-back transaction, so
 * that the member hears who holds the identifier (409 naming it); failing that, a plain 409.
 */
export async function inRegistrationTransaction<T>(
  db: Db,
  noun: string,
  change: (tx: Db) => Promise<T>,
  explain?: () => Promise<void>,
): Promise<T> {
  try {
    return await db.transaction(change);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    if (explain) await explain();
    throw new Conflict(`Someone saved a conflicting change at the same moment: reload the ${noun} and try again`);
  }
}
