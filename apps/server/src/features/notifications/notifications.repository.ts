import { and, asc, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { executeRows, type Db } from '../../db/database';
import { notifications, users } from '../../db/schema';

const sender = alias(users, 'sender');

/** The PostgreSQL channel that tells every API process "this member (or every member) has new notifications". */
export const NOTIFICATIONS_CHANNEL = 'repertoire_notifications';

/**
 * Stream order. A stream sends a member's notifications by `seq` and resumes after the last seq it
 * sent. That is only safe if no notification with a smaller seq can become visible after a larger
 * one has: otherwise a transaction that drew its seq (or, as before, its created_at, the time its
 * transaction began) earlier but commits later would fall behind a stream's cursor and never be
 * sent. So every transaction that writes notifications first takes this transaction-level
 * advisory lock, and draws its seqs under it: a second writer waits until the first has committed
 * or rolled back (PostgreSQL releases the lock after the commit is visible). Callers notify near
 * the end of their transactions (only inserts follow), so the lock is held briefly; a transaction
 * that notifies must not then wait for rows that another notifying transaction may hold.
 */
const STREAM_ORDER_LOCK = 0x5e9_0001;

/** Runs `write` in a transaction (a savepoint inside the caller's) that holds the stream-order lock. */
function inStreamOrder<T>(db: Db, write: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${STREAM_ORDER_LOCK})`);
    return write(tx);
  });
}

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
  return inStreamOrder(db, async (tx) => {
    const [row] = await tx.insert(notifications).values(values).returning();
    if (!row) throw new Error('Notification insert returned no row');
    await signalNew(tx, values.userId);
    return row;
  });
}

/**
 * One notification for every member in one INSERT … SELECT, however many members there are (a
 * request per member would hold the database for as long); answers how many were written.
 */
export async function insertNotificationForEveryMember(
  db: Db,
  values: { senderId: string | null; title: string; message: string; link: string | null },
): Promise<number> {
  return inStreamOrder(db, async (tx) => {
    const [row] = await executeRows<{ count: number }>(tx, sql`with sent as (
      insert into ${notifications} (user_id, sender_id, title, message, link)
      select ${users.id}, ${values.senderId}::uuid, ${values.title}, ${values.message}, ${values.link}
      from ${users} where ${users.role} = 'member'
      returning 1
    ) select count(*)::int as count from sent`);
    await signalNew(tx, null);
    return row?.count ?? 0;
  });
}

const withSender = { notification: notifications, sender };

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

/** The recipient's notifications after a stream position (a seq), oldest first, at most `limit`: what a stream sends next. */
export async function findNotificationsAfter(db: Db, userId: string, afterSeq: number | null, limit: number): Promise<NotificationRow[]> {
  return db
    .select(withSender)
    .from(notifications)
    .leftJoin(sender, eq(sender.id, notifications.senderId))
    .where(and(eq(notifications.userId, userId), afterSeq === null ? undefined : gt(notifications.seq, afterSeq)))
    .orderBy(asc(notifications.seq))
    .limit(limit);
}

/** The stream position of the recipient's newest notification (a new stream starts after it), or of one by id; null when there is none. */
export async function findStreamPosition(db: Db, userId: string, notificationId?: string): Promise<number | null> {
  const [row] = await db
    .select({ seq: notifications.seq })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), notificationId ? eq(notifications.id, notificationId) : undefined))
    .orderBy(desc(notifications.seq))
    .limit(1);
  return row?.seq ?? null;
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
