import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestampTz } from './columns';
import { users } from './users';

/**
 * What a member asks the society through Help (POST /support/requests). Staff read it in their
 * inbox beside the error reports and mark it handled, or not handled again.
 */
export const supportRequests = pgTable(
  'support_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    /** What it is about (contract `supportTopicValues`); requests written before topics read 'other'. */
    topic: text('topic').notNull().default('other'),
    /**
     * The member's own work or recording it is about, if any: its kind, id and the title it had
     * when the request was sent (the inbox shows the request as written, whatever became of the item).
     */
    itemKind: text('item_kind'),
    itemId: uuid('item_id'),
    itemTitle: text('item_title'),
    createdAt: timestampTz('created_at').notNull().defaultNow(),
    /** When staff marked it handled; null while it waits. */
    handledAt: timestampTz('handled_at'),
    handledById: uuid('handled_by_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    // The inbox, newest first, and its "not handled" filter.
    index('support_requests_created_at_idx').on(t.createdAt),
    index('support_requests_unhandled_idx').on(t.createdAt).where(sql`${t.handledAt} is null`),
    index('support_requests_user_id_idx').on(t.userId),
    check('support_requests_item_check', sql`(${t.itemKind} is null) = (${t.itemId} is null) and (${t.itemId} is null) = (${t.itemTitle} is null)`),
  ],
);

export type SupportRequestRow = typeof supportRequests.$inferSelect;
