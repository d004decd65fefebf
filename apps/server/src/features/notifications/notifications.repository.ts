import { count, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { executeRows, type Db } from '../../db/database';
import { notifications, users } from '../../db/schema';

const sender = alias(users, 'sender');

export async function insertNotification(
  db: Db,
  values: { userId: string; senderId: string | null; title: string; message: string; link: string | null; createdAt?: Date },
) {
  const [row] = await db.insert(notifications).values(values).returning();
  if (!row) throw new Error('Notification insert returned no row');
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
  return row?.count ?? 0;
}

/** One page of a recipient's notifications, newest first, with who sent each. */
export async function findNotificationsPage(db: Db, userId: string, page: { limit: number; offset: number }) {
  const rows = await db
    .select({ notification: notifications, sender })
    .from(notifications)
    .leftJoin(sender, eq(sender.id, notifications.senderId))
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ value: count() }).from(notifications).where(eq(notifications.userId, userId));
  return { rows, total: total?.value ?? 0 };
}
