import { bigserial, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestamps, timestampTz } from './columns';
import { users } from './users';

/** A notification (docs/domain.md#notifications): shown in the header dropdown of its recipient. */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Who caused it; null for the society itself (system notifications). */
    senderId: uuid('sender_id').references(() => users.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    message: text('message').notNull(),
    link: text('link'),
    readAt: timestampTz('read_at'),
    /**
     * The notification's place in every stream, in the order notifications become visible: it is
     * drawn while the writing transaction holds the stream-order lock (notifications.repository.ts),
     * so a smaller number is never committed after a larger one. The stream's event id.
     */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    ...timestamps,
  },
  (t) => [index('notifications_user_created_idx').on(t.userId, t.createdAt.desc()), index('notifications_user_seq_idx').on(t.userId, t.seq)],
);
