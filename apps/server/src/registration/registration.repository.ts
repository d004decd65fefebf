import { registrationKindValues, type AuditChange, type RegistrationKind, type RegistrationStatus } from '@repertoire/contract';
import { and, desc, eq, getTableName, gte, lt, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database';
import { countUpTo, pageTotal } from '../lib/paging';
import type { Total } from '../lib/pagination';
import {
  registrationChanges,
  registrationEvents,
  type NewRegistrationEventRow,
  type RegistrationChangeRow,
} from '../db/schema';

/** Queries of the registration core's own tables: the audit trail and registered items' changes. */

// Audit trail -----------------------------------------------------------------------------------

/**
 * Events in one statement, in the order given (their `seq`). A catalogue import writes thousands at once: they
 * travel as one JSON parameter, which binds and builds in a fraction of the time of ten parameters per event.
 */
export async function insertEvents(db: Db, events: readonly NewRegistrationEventRow[]): Promise<void> {
  if (events.length === 0) return;
  const rows = JSON.stringify(
    events.map((event) => ({
      kind: event.kind,
      item_id: event.itemId,
      owner_id: event.ownerId,
      item_title: event.itemTitle,
      item_identifier: event.itemIdentifier ?? null,
      event: event.event,
      actor_id: event.actorId ?? null,
      actor_name: event.actorName,
      changes: event.changes ?? [],
      reason: event.reason ?? null,
      at: event.at?.toISOString() ?? null,
    })),
  );
  await db.execute(sql`
    insert into ${registrationEvents} (kind, item_id, owner_id, item_title, item_identifier, event, actor_id, actor_name, changes, reason, at)
    select e.kind, e.item_id, e.owner_id, e.item_title, e.item_identifier, e.event, e.actor_id, e.actor_name, e.changes, e.reason, coalesce(e.at, now())
    from rows from (jsonb_to_recordset(${rows}::jsonb) as (kind text, item_id uuid, owner_id uuid, item_title text, item_identifier text,
      event text, actor_id uuid, actor_name text, changes jsonb, reason text, at timestamptz)) with ordinality as e(kind, item_id, owner_id,
      item_title, item_identifier, event, actor_id, actor_name, changes, reason, at, n)
    order by e.n`);
}

/** One item's history, newest first. */
export async function findItemEvents(db: Db, kind: RegistrationKind, itemId: string, page: { limit: number; offset: number }) {
  const where = and(eq(registrationEvents.kind, kind), eq(registrationEvents.itemId, itemId));
  const rows = await db
    .select()
    .from(registrationEvents)
    .where(where)
    .orderBy(desc(registrationEvents.at), desc(registrationEvents.seq))
    .limit(page.limit)
    .offset(page.offset);
  return { rows, total: await pageTotal(rows.length, page, () => countUpTo(db, registrationEvents, where)) };
}

export type EventFilters = {
  itemId?: string | undefined;
  event?: string | undefined;
  /** Inclusive calendar dates, YYYY-MM-DD, in `timeZone`. */
  from?: string | undefined;
  to?: string | undefined;
  /** IANA name; UTC when absent. */
  timeZone?: string | undefined;
};

/** The instant a calendar day starts in a time zone (the database knows the zones' rules). */
function startOfDay(date: string, timeZone: string, daysLater = 0): SQL {
  return sql`((${date}::date + ${daysLater}::int)::timestamp at time zone ${timeZone})`;
}

function ownerEventsWhere(kind: RegistrationKind, ownerId: string, filters: EventFilters): SQL | undefined {
  const zone = filters.timeZone ?? 'UTC';
  return and(
    eq(registrationEvents.ownerId, ownerId),
    eq(registrationEvents.kind, kind),
    filters.itemId ? eq(registrationEvents.itemId, filters.itemId) : undefined,
    filters.event ? eq(registrationEvents.event, filters.event) : undefined,
    filters.from ? gte(registrationEvents.at, startOfDay(filters.from, zone)) : undefined,
    filters.to ? lt(registrationEvents.at, startOfDay(filters.to, zone, 1)) : undefined,
  );
}

function selectOwnerEvents(db: Db, kind: RegistrationKind, ownerId: string, filters: EventFilters, after?: SQL) {
  return db
    .select({
      id: registrationEvents.id,
      at: registrationEvents.at,
      event: registrationEvents.event,
      actorName: registrationEvents.actorName,
      changes: registrationEvents.changes,
      reason: registrationEvents.reason,
      itemId: registrationEvents.itemId,
      itemTitle: registrationEvents.itemTitle,
      itemIdentifier: registrationEvents.itemIdentifier,
      // The item has no page to link to once it is deleted. Qualified by hand: drizzle leaves the
      // columns of a one-table query unqualified, which inside the subquery would name d's own.
      isDeleted: sql<boolean>`exists (select 1 from registration_events d where d.kind = registration_events.kind
        and d.item_id = registration_events.item_id and d.event = 'deleted')`,
    })
    .from(registrationEvents)
    .where(and(ownerEventsWhere(kind, ownerId, filters), after))
    .orderBy(desc(registrationEvents.at), desc(registrationEvents.seq))
    .$dynamic();
}

export type OwnerEventRow = Awaited<ReturnType<typeof selectOwnerEvents>>[number];

/** A member's events on their items of one kind (the logs), newest first. */
export async function findOwnerEvents(
  db: Db,
  kind: RegistrationKind,
  ownerId: string,
  filters: EventFilters,
  page: { limit: number; offset: number },
): Promise<{ rows: OwnerEventRow[]; total: Total }> {
  const rows = await selectOwnerEvents(db, kind, ownerId, filters).limit(page.limit).offset(page.offset);
  return { rows, total: await pageTotal(rows.length, page, () => countUpTo(db, registrationEvents, ownerEventsWhere(kind, ownerId, filters))) };
}

/**
 * SQL: the event comes after event `id` in the logs' order (newest first). The position is read
 * back from the row itself: its `at` has microseconds, which a JavaScript Date would round away.
 */
function olderThanEvent(id: string): SQL {
  return sql`(${registrationEvents.at}, ${registrationEvents.seq}) <
    ((select e.at from registration_events e where e.id = ${id}), (select e.seq from registration_events e where e.id = ${id}))`;
}

/**
 * The next `limit` matching events after event `afterId` (from the newest when absent): a
 * download reads the logs batch by batch in the index's order (keyset), so each batch costs the
 * same however far it is, and no batch holds the database (PGlite's one connection) for long.
 */
export async function findOwnerEventsAfter(
  db: Db,
  kind: RegistrationKind,
  ownerId: string,
  filters: EventFilters,
  afterId: string | undefined,
  limit: number,
): Promise<OwnerEventRow[]> {
  return selectOwnerEvents(db, kind, ownerId, filters, afterId ? olderThanEvent(afterId) : undefined).limit(limit);
}

/** How many events a download reads at a time. */
export const OWNER_EVENTS_BATCH = 1000;

/**
 * Every matching event, newest first, one batch at a time: a download streams them and holds one
 * batch in memory, however long the log.
 */
export async function* ownerEventBatches(
  db: Db,
  kind: RegistrationKind,
  ownerId: string,
  filters: EventFilters,
  batchSize = OWNER_EVENTS_BATCH,
): AsyncGenerator<OwnerEventRow[]> {
  let afterId: string | undefined;
  for (;;) {
    const batch = await findOwnerEventsAfter(db, kind, ownerId, filters, afterId, batchSize);
    if (batch.length > 0) yield batch;
    const last = batch.at(-1);
    if (!last || batch.length < batchSize) return;
    afterId = last.id;
  }
}

/** True when the member has (or had) this item: its events are theirs to read. */
export async function hasOwnerEventsOf(db: Db, kind: RegistrationKind, ownerId: string, itemId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: registrationEvents.id })
    .from(registrationEvents)
    .where(and(eq(registrationEvents.kind, kind), eq(registrationEvents.ownerId, ownerId), eq(registrationEvents.itemId, itemId)))
    .limit(1);
  return row !== undefined;
}

// Changes of registered items -------------------------------------------------------------------

export async function findChange(db: Db, kind: RegistrationKind, itemId: string): Promise<RegistrationChangeRow | undefined> {
  const [row] = await db
    .select()
    .from(registrationChanges)
    .where(and(eq(registrationChanges.kind, kind), eq(registrationChanges.itemId, itemId)));
  return row;
}

/** A new change in review replaces the item's last rejected one. */
export async function saveChangeInReview(
  db: Db,
  change: { kind: RegistrationKind; itemId: string; ownerId: string; proposed: unknown; changes: AuditChange[] },
): Promise<void> {
  const values = { ...change, status: 'submitted' as const, reason: null, submittedAt: new Date(), decidedAt: null };
  await db
    .insert(registrationChanges)
    .values(values)
    .onConflictDoUpdate({ target: [registrationChanges.kind, registrationChanges.itemId], set: values });
}

/** A change in review rewritten in place: it keeps its place in the queue (submitted_at). */
export async function updateChangeProposal(db: Db, id: string, proposed: unknown, changes: AuditChange[]): Promise<void> {
  await db.update(registrationChanges).set({ proposed, changes }).where(eq(registrationChanges.id, id));
}

export async function rejectChange(db: Db, id: string, reason: string): Promise<void> {
  await db.update(registrationChanges).set({ status: 'rejected', reason, decidedAt: new Date() }).where(eq(registrationChanges.id, id));
}

export async function deleteChange(db: Db, id: string): Promise<void> {
  await db.delete(registrationChanges).where(eq(registrationChanges.id, id));
}

/** A kind's table, as the SQL below names it. */
export type ItemTable = PgTable & { id: PgColumn; status: PgColumn };

/** `"table"."column"`: drizzle leaves the columns of a one-table query unqualified, which inside a subquery would name its own. */
export function qualified(table: ItemTable, column: PgColumn): SQL {
  return sql.raw(`"${getTableName(table)}"."${column.name}"`);
}

/**
 * SQL: `from … where …` of the owner's registered items of a kind whose change is in review, the
 * item as the table's own name and the change as `rc` (`rc.submitted_at`: when it was sent), read
 * through the owner index of changes in review.
 */
export function fromOwnChangesInReview(kind: RegistrationKind, table: ItemTable, ownerId: OwnerRef): SQL {
  const name = sql.raw(`"${getTableName(table)}"`);
  return sql`from registration_changes rc join ${name} on ${name}.id = rc.item_id
    where rc.owner_id = ${ownerId} and rc.kind = ${kind} and rc.status = 'submitted'`;
}

/** SQL: the item (a row of the kind's table) has a change in review. */
export function hasChangeInReview(kind: RegistrationKind, table: ItemTable): SQL {
  return sql`exists (select 1 from registration_changes rc where rc.kind = ${kind}
    and rc.item_id = ${qualified(table, table.id)} and rc.status = 'submitted')`;
}

/** The member a query is about: their id, or an SQL expression standing for it (a column of the outer row, a placeholder). */
export type OwnerRef = string | SQLWrapper;

/**
 * SQL: the member's item is in `status` as their lists and dashboard count it. A registered item
 * with a change in review is registered (its registered version stays public; the list marks the
 * change beside the status, `hasChangeInReview`), so this is the stored status, which the (owner,
 * status) index answers. The kind and owner stay in the signature so callers need not know that.
 */
export function memberStatusIs(_kind: RegistrationKind, table: ItemTable, _ownerId: OwnerRef, status: RegistrationStatus): SQL {
  return sql`${qualified(table, table.status)} = ${status}`;
}

/**
 * SQL: a JSON object of how many of the member's items of this kind are in each status as the
 * member reads it (memberStatusIs: the stored status), from the (owner, status) index alone.
 */
export function memberStatusCounts(_kind: RegistrationKind, table: ItemTable & { ownerId: PgColumn }, ownerId: OwnerRef): SQL {
  const name = sql.raw(`"${getTableName(table)}"`);
  const stored = (status: RegistrationStatus) => sql.raw(`count(*) filter (where x.status = '${status}')`);
  return sql`(select json_build_object('draft', ${stored('draft')}, 'submitted', ${stored('submitted')}, 'registered', ${stored('registered')}, 'rejected', ${stored('rejected')})
    from ${name} x where x.owner_id = ${ownerId})`;
}

/**
 * SQL: a JSON array of the member's newest events, both kinds together, newest first, at most
 * `limit`: optionally only some kinds of event, only after an instant. Each kind is read from its
 * own stretch of the owner indexes, at most `limit` rows, and the two are merged; whether an
 * event's item has been deleted is looked up for the merged rows only, not for those the merge drops.
 */
export function latestOwnerEvents(ownerId: OwnerRef, limit: number, options: { events?: readonly string[]; after?: SQL } = {}): SQL {
  const { events, after } = options;
  const ofKind = (kind: RegistrationKind) => sql`(select e.id, e.kind, e.event, e.at, e.seq, e.actor_name, e.item_id, e.item_title, e.reason
    from registration_events e
    where e.owner_id = ${ownerId} and e.kind = ${kind}::text${events ? sql` and e.event in (${sql.join(events.map((event) => sql`${event}::text`), sql`, `)})` : sql``}${after ? sql` and e.at > ${after}` : sql``}
    order by e.at desc, e.seq desc limit ${sql.raw(String(limit))})`;
  const itemDeleted = sql`exists (select 1 from registration_events d where d.kind = n.kind and d.item_id = n.item_id and d.event = 'deleted')`;
  return sql`(select coalesce(json_agg(json_build_object('id', n.id, 'kind', n.kind, 'event', n.event, 'at', n.at, 'actor_name', n.actor_name,
        'item_id', n.item_id, 'item_title', n.item_title, 'item_deleted', ${itemDeleted}, 'reason', n.reason) order by n.at desc, n.seq desc), '[]'::json)
    from (${sql.join(registrationKindValues.map(ofKind), sql` union all `)} order by at desc, seq desc limit ${sql.raw(String(limit))}) n)`;
}
