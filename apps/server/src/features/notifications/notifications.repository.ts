import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { executeRows, type Db } from '../../db/database';
import { notifications, users } from '../../db/schema';

const sender = alias(users, 'sender');

/** The PostgreSQL channel that tells every API process "this member (or every member) has new notifications". */
export const NOTIFICATIONS_CHANNEL = 'repertoire_notifications';

/**
 * A notification's place in its recipient's stream: its creation time in microseconds (the
 * column's full precision, which a JS Date would cut to milliseconds) and its id, as text.
 */
const cursorMicros = sql<string>`(extract(epoch from ${notifications.createdAt}) * 1000000)::bigint::text`;

/**
 * Announces new notifications on the channel. Sent on the same `db` as the insert, so inside a
 * transaction PostgreSQL delivers it on commit only, and never for a rollback.
 */
async function signalNew(db: Db, userId: string | null): Promise<void> {
  await db.execute(sql`select pg_notify(${NOTIFICATIONS_CHANNEL}, ${JSON.stringify({ userId })})`);
}

export async function insertNotification(
  db: Db,
  values: { userId: string; senderId: string | null; title: string; message: string; link: string | null; createdAt?: Date },
) {
  const [row] = await db.insert(notifications).values(values).returning();
  if (!row) throw new Error('Notification insert returned no row');
  await signalNew(db, values.userId);
  return row;
}

/**
 * One notification for every member in one INSERT … SELECT, however many members there are (a
 * request per member would hold the database for as long); answers how many were written.
 */
export async function insertNotificationForEveryMember(
  db: Db,
  values: { senderId: string | null; title: string; message: string; link: string | null },
): Promise<number> {
  const [row] = await executeRows<{ count: number }>(db, sql`with sent as (
    insert into ${notifications} (user_id, sender_id, title, message, link)
    select ${users.id}, ${values.senderId}::uuid, ${values.title}, ${values.message}, ${values.link}
    from ${users} where ${users.role} = 'member'
    returning 1
  ) select count(*)::int as count from sent`);
  await signalNew(db, null);
  return row?.count ?? 0;
}

const withSender = { notification: notifications, sender, cursor: cursorMicros };

/** One page of a recipient's notifications, newest first, with who sent each, and how many of all are unread. */
export async function findNotificationsPage(db: Db, userId: string, page: { limit: number; offset: number }) {
  const rows = await db
    .select(withSender)
    .from(notifications)
    .leftJoin(sender, eq(sender.id, notifications.senderId))
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(page.limit)
    .offset(page.offset);
  const [totals] = await db
    .select({ total: count(), unread: sql<number>`count(*) filter (where ${notifications.readAt} is null)`.mapWith(Number) })
    .from(notifications)
    .where(eq(notifications.userId, userId));
  return { rows, total: totals?.total ?? 0, unread: totals?.unread ?? 0 };
}

export type NotificationRow = Awaited<ReturnType<typeof findNotificationsPage>>['rows'][number];
export type StreamCursor = { micros: string; id: string };

/** The recipient's notifications after a cursor, oldest first, at most `limit`: what a stream sends next. */
export async function findNotificationsAfter(db: Db, userId: string, after: StreamCursor | null, limit: number): Promise<NotificationRow[]> {
  return db
    .select(withSender)
    .from(notifications)
    .leftJoin(sender, eq(sender.id, notifications.senderId))
    .where(
      and(
        eq(notifications.userId, userId),
        after ? sql`(${cursorMicros}::bigint, ${notifications.id}) > (${after.micros}::bigint, ${after.id}::uuid)` : undefined,
      ),
    )
    .orderBy(sql`${cursorMicros}::bigint`, notifications.id)
    .limit(limit);
}

/** The cursor of the recipient's newest notification: a new stream starts after it. */
export async function findNewestCursor(db: Db, userId: string): Promise<StreamCursor | null> {
  const [row] = await db
    .select({ micros: cursorMicros, id: notifications.id })
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(sql`${cursorMicros}::bigint`), desc(notifications.id))
    .limit(1);
  return row ?? null;
}

/** Marks one of the recipient's notifications read (a second time keeps the first time); undefined when it is not theirs. */
export async function markNotificationRead(db: Db, userId: string, id: string, at: Date): Promise<NotificationRow | undefined> {
  const [updated] = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, ${at.toISOString()}::timestamptz)` })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  if (!updated) return undefined;
  const [row] = await db
    .select(withSender)
    .from(notifications)
    .leftJoin(sender, eq(sender.id, notifications.senderId))
    .where(eq(notifications.id, updated.id));
  return row;
}

/** Marks every unread notification of the recipient read; answers how many there were. */
export async function markAllNotificationsRead(db: Db, userId: string, at: Date): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ readAt: at })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return rows.length;
}
