import { INBOX_SUMMARY_LENGTH, type InboxKind } from '@repertoire/contract';
import { desc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { unionAll, type PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database';
import { errorLogs, supportRequests, users, type User } from '../../db/schema';
import { displayNameColumns } from '../../lib/display-name';
import { countUpTo, pageTotal, type Page } from '../../lib/paging';
import { TOTAL_COUNT_CAP, type Total } from '../../lib/pagination';

/** The inbox's filters: one kind or both, handled or not or both. */
export type InboxFilter = { kind?: InboxKind | undefined; handled?: boolean | undefined };

/** The two tables the inbox reads, by the kind the paths name. */
export const inboxTables = { 'error-reports': errorLogs, 'support-requests': supportRequests } as const;

function handledIs(column: PgColumn, handled: boolean | undefined): SQL | undefined {
  if (handled === undefined) return undefined;
  return handled ? isNotNull(column) : isNull(column);
}

/** One kind's rows as the inbox lists them: the same columns for both, so they can be one list. */
function listedRows(db: Db, kind: InboxKind, handled: boolean | undefined) {
  const table = inboxTables[kind];
  const summary =
    kind === 'support-requests'
      ? sql<string>`${supportRequests.subject}`
      : sql<string>`left(split_part(${errorLogs.description}, chr(10), 1), ${INBOX_SUMMARY_LENGTH})`;
  return db
    .select({
      kind: sql<InboxKind>`${kind}::text`.as('kind'),
      id: table.id,
      summary: summary.as('summary'),
      userId: sql<string | null>`${table.userId}`.as('user_id'),
      createdAt: table.createdAt,
      handledAt: table.handledAt,
      handledById: table.handledById,
    })
    .from(table)
    .where(handledIs(table.handledAt, handled));
}

export type InboxRow = Awaited<ReturnType<typeof listedRows>>[number];

/** How many rows match, each kind counted up to the cap. */
async function countListed(db: Db, kinds: readonly InboxKind[], handled: boolean | undefined): Promise<Total> {
  let counted = 0;
  for (const kind of kinds) {
    const table = inboxTables[kind];
    counted += (await countUpTo(db, table, handledIs(table.handledAt, handled))).count;
  }
  return counted > TOTAL_COUNT_CAP ? { count: TOTAL_COUNT_CAP, isCapped: true } : { count: counted, isCapped: false };
}

/** Newest first, both kinds in one list (UNION ALL) unless the filter names one. */
export async function findInboxPage(db: Db, filter: InboxFilter, page: Page): Promise<{ rows: InboxRow[]; total: Total }> {
  const kinds = filter.kind ? [filter.kind] : (['error-reports', 'support-requests'] as const);
  const [first, second] = kinds.map((kind) => listedRows(db, kind, filter.handled));
  if (!first) return { rows: [], total: { count: 0, isCapped: false } };
  const listed = second ? unionAll(first, second) : first;
  const rows = await listed
    .orderBy(desc(sql.identifier('created_at')), desc(sql.identifier('id')))
    .limit(page.limit)
    .offset(page.offset);
  return { rows, total: await pageTotal(rows.length, page, () => countListed(db, kinds, filter.handled)) };
}

/** How many of each kind wait to be handled (each counted up to the cap). */
export async function countUnhandled(db: Db, kind: InboxKind): Promise<Total> {
  const table = inboxTables[kind];
  return countUpTo(db, table, isNull(table.handledAt));
}

export async function findErrorReport(db: Db, id: string) {
  const [row] = await db.select().from(errorLogs).where(eq(errorLogs.id, id));
  return row;
}

export async function findSupportRequest(db: Db, id: string) {
  const [row] = await db.select().from(supportRequests).where(eq(supportRequests.id, id));
  return row;
}

/** Marks the report or request handled by `staffId` (now), or not handled again (`staffId` null). */
export async function setHandled(db: Db, kind: InboxKind, id: string, handled: { at: Date; by: string } | null): Promise<boolean> {
  const table = inboxTables[kind];
  const updated = await db
    .update(table)
    .set({ handledAt: handled?.at ?? null, handledById: handled?.by ?? null })
    .where(eq(table.id, id))
    .returning({ id: table.id });
  return updated.length > 0;
}

/** The accounts that wrote or handled the listed items, by id: their names and addresses. */
export async function findPeople(db: Db, ids: readonly string[]): Promise<Map<string, Pick<User, 'id' | 'email' | 'registerAs' | 'givenName' | 'otherNames' | 'corporationName'>>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, ...displayNameColumns(users) })
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row]));
}
