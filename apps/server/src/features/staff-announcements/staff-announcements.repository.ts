import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database';
import { announcements, users, type AnnouncementRow } from '../../db/schema';
import { countUpTo, pageTotal, type Page } from '../../lib/paging';

const member = alias(users, 'member');

export async function insertAnnouncement(db: Db, values: typeof announcements.$inferInsert): Promise<AnnouncementRow> {
  const [row] = await db.insert(announcements).values(values).returning();
  if (!row) throw new Error('Announcement insert returned no row');
  return row;
}

/** The account the announcement goes to, when it is a member's. */
export async function findMemberRecipient(db: Db, id: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), eq(users.role, 'member')));
  return row;
}

/** What the list shows: the announcement and the one member's account, if any. */
export async function findAnnouncementsPage(db: Db, page: Page) {
  const rows = await db
    .select({ announcement: announcements, member })
    .from(announcements)
    .leftJoin(member, eq(member.id, announcements.memberId))
    .orderBy(desc(announcements.createdAt), desc(announcements.id))
    .limit(page.limit)
    .offset(page.offset);
  return { rows, total: await pageTotal(rows.length, page, () => countUpTo(db, announcements, undefined)) };
}

/**
 * The outbox payloads of an announcement's mail, one per recipient whose address is confirmed (an
 * unconfirmed address may not be theirs): every member, or the one member.
 */
export function mailRecipientPayloads(db: Db, announcementId: string, memberId: string | null) {
  return db
    .select({ payload: sql`jsonb_build_object('announcementId', ${announcementId}::text, 'userId', ${users.id}::text)`.as('payload') })
    .from(users)
    .where(and(eq(users.role, 'member'), isNotNull(users.emailVerifiedAt), memberId ? eq(users.id, memberId) : undefined));
}

/** What the mail composer needs at send time: the announcement's words and the recipient's confirmed address. */
export async function findAnnouncementMail(db: Db, announcementId: string, userId: string) {
  const [row] = await db
    .select({ title: announcements.title, message: announcements.message, email: users.email })
    .from(announcements)
    .innerJoin(users, and(eq(users.id, userId), isNotNull(users.emailVerifiedAt)))
    .where(eq(announcements.id, announcementId));
  return row;
}
