import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { timestampTz } from './columns';
import { users } from './users';

/** Reports sent by the web app's error page (POST /frontend/errorlogs, docs/architecture.md#header); staff read them in their inbox. */
export const errorLogs = pgTable(
  'error_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    description: text('description').notNull(),
    url: text('url'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** When staff marked it handled in their inbox; null while it waits. */
    handledAt: timestampTz('handled_at'),
    handledById: uuid('handled_by_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('error_logs_created_at_idx').on(t.createdAt),
    // The inbox's "not handled" filter, newest first.
    index('error_logs_unhandled_idx').on(t.createdAt).where(sql`${t.handledAt} is null`),
  ],
);
