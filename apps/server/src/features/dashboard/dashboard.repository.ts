import { type RegistrationKind, type RegistrationStatus } from '@repertoire/contract';
import { and, desc, eq, gte, ne, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database';
import { bankDetails, musicalWorks, sessions, soundRecordings } from '../../db/schema';
import { memberStatusIs } from '../../registration';

/** Queries of the member's dashboard: each reads one member's rows through an index that starts with the member. */

export type Source = { kind: RegistrationKind; table: PgTable & { id: PgColumn; status: PgColumn; ownerId: PgColumn; title: PgColumn; updatedAt: PgColumn; registeredAt: PgColumn } };

export const dashboardSources = {
  musical_work: { kind: 'musical_work', table: musicalWorks },
  sound_recording: { kind: 'sound_recording', table: soundRecordings },
} satisfies Record<RegistrationKind, Source>;

/** How many of the member's items of a kind are in each status as the member reads it, in one query. */
export async function countByStatus(db: Db, { kind, table }: Source, ownerId: string): Promise<Record<RegistrationStatus, number>> {
  const filtered = (status: RegistrationStatus): SQL<number> =>
    sql`count(*) filter (where ${memberStatusIs(kind, table, ownerId, status)})`.mapWith(Number);
  const [row] = await db
    .select({ draft: filtered('draft'), submitted: filtered('submitted'), registered: filtered('registered'), rejected: filtered('rejected') })
    .from(table)
    .where(eq(table.ownerId, ownerId));
  // An aggregate without grouping always answers one row.
  return row ?? { draft: 0, submitted: 0, registered: 0, rejected: 0 };
}

/** The member's latest items of a kind in `status` (as the member reads it), newest change first. */
export async function findItemsInStatus(db: Db, { kind, table }: Source, ownerId: string, status: RegistrationStatus, limit: number) {
  return db
    .select({
      id: sql<string>`${table.id}`,
      title: sql<string>`${table.title}`,
      // A raw column skips the column's decoder: the drivers hand the timestamp over as text or as a Date.
      updatedAt: sql`${table.updatedAt}`.mapWith((value: Date | string) => new Date(value)),
    })
    .from(table)
    .where(and(eq(table.ownerId, ownerId), memberStatusIs(kind, table, ownerId, status)))
    .orderBy(desc(table.updatedAt), desc(table.id))
    .limit(limit);
}

/** How many of the member's items of a kind were registered in each month (UTC, "YYYY-MM") since `since`. */
export async function countRegisteredPerMonth(db: Db, { table }: Source, ownerId: string, since: Date): Promise<{ month: string; count: number }[]> {
  return (
    db
      .select({ month: sql<string>`to_char(${table.registeredAt} at time zone 'UTC', 'YYYY-MM')`, count: sql`count(*)`.mapWith(Number) })
      .from(table)
      .where(and(eq(table.ownerId, ownerId), gte(table.registeredAt, since)))
      // By position: the month expression carries a parameter, which PostgreSQL would not match twice.
      .groupBy(sql`1`)
  );
}

/** When the member's previous session (any but the current one) started; undefined on their first. */
export async function findPreviousSessionStart(db: Db, userId: string, currentSessionId: string): Promise<Date | undefined> {
  const [row] = await db
    .select({ createdAt: sessions.createdAt })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.id, currentSessionId)))
    .orderBy(desc(sessions.createdAt))
    .limit(1);
  return row?.createdAt;
}

export async function hasBankDetails(db: Db, userId: string): Promise<boolean> {
  const [row] = await db.select({ userId: bankDetails.userId }).from(bankDetails).where(eq(bankDetails.userId, userId));
  return row !== undefined;
}
