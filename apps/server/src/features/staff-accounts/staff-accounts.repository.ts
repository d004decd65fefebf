import type { StaffRole } from '@repertoire/contract';
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { secondFactors, staffAccountEvents, users } from '../../db/schema';
import { displayNameColumns } from '../../lib/display-name';
import { countUpTo, pageTotal, type Page } from '../../lib/paging';

/** Staff accounts not removed. */
const isActiveStaff = and(eq(users.role, 'staff'), isNull(users.deactivatedAt));

/** What the staff accounts page shows of an account: its row and whether its authenticator is set up. */
const accountColumns = {
  id: users.id,
  ...displayNameColumns(users),
  staffRoles: users.staffRoles,
  lastSignedInAt: users.lastSignedInAt,
  createdAt: users.createdAt,
  secondFactorEnabledAt: secondFactors.enabledAt,
};

export type StaffAccountRow = {
  id: string;
  email: string;
  registerAs: 'individual' | 'corporate';
  givenName: string | null;
  otherNames: string | null;
  corporationName: string | null;
  staffRoles: StaffRole[];
  lastSignedInAt: Date | null;
  createdAt: Date;
  secondFactorEnabledAt: Date | null;
};

/** The staff accounts not removed, by name. */
export async function findStaffAccountPage(db: Db, page: Page) {
  const rows: StaffAccountRow[] = await db
    .select(accountColumns)
    .from(users)
    .leftJoin(secondFactors, eq(secondFactors.userId, users.id))
    .where(isActiveStaff)
    .orderBy(sql`lower(${users.givenName})`, sql`lower(${users.otherNames})`, asc(users.id))
    .limit(page.limit)
    .offset(page.offset);
  return { rows, total: await pageTotal(rows.length, page, () => countUpTo(db, users, isActiveStaff)) };
}

/** One staff account not removed. */
export async function findStaffAccount(db: Db, id: string): Promise<StaffAccountRow | undefined> {
  const [row] = await db
    .select(accountColumns)
    .from(users)
    .leftJoin(secondFactors, eq(secondFactors.userId, users.id))
    .where(and(eq(users.id, id), isActiveStaff));
  return row;
}

/**
 * Locks every administrator's row (in id order, so two changes wait for each other rather than
 * deadlock) and gives their ids: while the lock holds, nobody else demotes or removes one, so the
 * count read is the count the change leaves behind.
 */
export async function lockAdministrators(tx: Db): Promise<string[]> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(isActiveStaff, sql`'administrator' = any(${users.staffRoles})`))
    .orderBy(asc(users.id))
    .for('update');
  return rows.map((row) => row.id);
}

/** Locks one staff account's row for a change; undefined when there is none or it was removed. */
export async function lockStaffAccount(tx: Db, id: string): Promise<{ id: string; staffRoles: StaffRole[] } | undefined> {
  const [row] = await tx
    .select({ id: users.id, staffRoles: users.staffRoles })
    .from(users)
    .where(and(eq(users.id, id), isActiveStaff))
    .for('update');
  return row;
}

export async function updateStaffRoles(tx: Db, id: string, roles: readonly StaffRole[]): Promise<void> {
  await tx.update(users).set({ staffRoles: [...roles] }).where(eq(users.id, id));
}

export async function deactivateStaffAccount(tx: Db, id: string, at: Date): Promise<void> {
  await tx.update(users).set({ deactivatedAt: at }).where(eq(users.id, id));
}

export async function insertStaffAccountEvent(tx: Db, values: typeof staffAccountEvents.$inferInsert): Promise<void> {
  await tx.insert(staffAccountEvents).values(values);
}

/** What happened to staff accounts, newest first, with each account's name and address. */
export async function findStaffAccountEventPage(db: Db, page: Page) {
  const rows = await db
    .select({
      event: staffAccountEvents,
      account: { id: users.id, ...displayNameColumns(users) },
    })
    .from(staffAccountEvents)
    .innerJoin(users, eq(users.id, staffAccountEvents.accountId))
    .orderBy(desc(staffAccountEvents.at), desc(staffAccountEvents.id))
    .limit(page.limit)
    .offset(page.offset);
  return { rows, total: await pageTotal(rows.length, page, () => countUpTo(db, staffAccountEvents, undefined)) };
}
