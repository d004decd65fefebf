import { announcementAudienceValues } from '@repertoire/contract';
import { boolean, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestampTz } from './columns';
import { users } from './users';

/**
 * What staff announced to every member or to one (POST /staff/announcements). Each recipient
 * reads it as a notification, and by mail when staff ticked the box; this row is what the staff
 * console lists as sent.
 */
export const announcements = pgTable(
  'announcements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    audience: text('audience', { enum: announcementAudienceValues }).notNull(),
    /** The one member it went to (audience `member`); null for every member, or once that account is gone. */
    memberId: uuid('member_id').references(() => users.id, { onDelete: 'set null' }),
    /** Whether it was also sent by mail. */
    isMailed: boolean('is_mailed').notNull(),
    /** How many members were notified. */
    recipients: integer('recipients').notNull(),
    sentById: uuid('sent_by_id').references(() => users.id, { onDelete: 'set null' }),
    /** The staff member's name when they sent it, so the list reads the same after a rename. */
    sentByName: text('sent_by_name').notNull(),
    createdAt: timestampTz('created_at').notNull().defaultNow(),
  },
  (t) => [index('announcements_created_at_idx').on(t.createdAt)],
);

export type AnnouncementRow = typeof announcements.$inferSelect;
