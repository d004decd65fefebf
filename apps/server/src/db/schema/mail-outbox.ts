import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { timestampTz } from './columns';

export const mailOutboxStatusValues = ['pending', 'failed'] as const;

/**
 * Mail waiting to be sent (src/mail/outbox.ts). A row is written in the transaction of the
 * change that causes the mail, so the mail goes out exactly when the change is committed,
 * and a crash after the answer cannot lose it; the worker deletes the row once the mail
 * server has taken it. Rows that ran out of attempts stay as `failed` for an operator.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** `message` (payload is the finished mail) or a composer's name (payload is its input; the mail is written at send time). */
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: text('status', { enum: mailOutboxStatusValues }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** Null: due at once. Set after a failed attempt (exponential backoff). */
    nextAttemptAt: timestampTz('next_attempt_at'),
    /** A worker that claimed the row holds it until then; the claim of a worker that died lapses. */
    claimedUntil: timestampTz('claimed_until'),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('mail_outbox_pending_idx').on(t.createdAt).where(sql`${t.status} = 'pending'`)],
);

export type MailOutboxRow = typeof mailOutbox.$inferSelect;
