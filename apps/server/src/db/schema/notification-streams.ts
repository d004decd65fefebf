import { index, pgTable, uuid } from 'drizzle-orm/pg-core';
import { timestampTz } from './columns';
import { users } from './users';

/**
 * The notification streams open on every API process, one row each: the caps per session and per
 * member are counted here, so they hold however many processes serve the members. The process
 * holding a stream renews `seen_at`; a row not renewed for a while is of a process that died and
 * no longer counts (src/features/notifications/notifications.open-streams.ts).
 */
export const notificationStreams = pgTable(
  'notification_streams',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Not a foreign key: a stream outlives its session by the moment it takes to end it. */
    sessionId: uuid('session_id').notNull(),
    openedAt: timestampTz('opened_at').notNull(),
    seenAt: timestampTz('seen_at').notNull(),
  },
  (t) => [index('notification_streams_user_idx').on(t.userId)],
);
