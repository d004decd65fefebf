import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestamps, timestampTz } from './columns';
import { users } from './users';

export const jobStateValues = ['queued', 'running', 'succeeded', 'failed', 'cancelled'] as const;
export type JobState = (typeof jobStateValues)[number];

/**
 * Long work (imports, exports, CWR files, distributions) run outside the request
 * (src/features/jobs, docs/decisions/0017). Any process claims a queued row with
 * FOR UPDATE SKIP LOCKED and holds it by a lease it renews while it runs; a row whose lease
 * lapsed (its process died) is claimed again until `attempts` runs out.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    state: text('state', { enum: jobStateValues }).notNull().default('queued'),
    progressDone: integer('progress_done').notNull().default(0),
    /** Null until the handler knows how much there is to do. */
    progressTotal: integer('progress_total'),
    input: jsonb('input').$type<unknown>().notNull(),
    result: jsonb('result').$type<unknown>(),
    /** A message the owner can read; details go to the log. */
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    /** The lease of the process running the job, renewed by its heartbeat. */
    lockedUntil: timestampTz('locked_until'),
    cancelRequestedAt: timestampTz('cancel_requested_at'),
    startedAt: timestampTz('started_at'),
    finishedAt: timestampTz('finished_at'),
    ...timestamps,
  },
  (t) => [
    index('jobs_queued_idx').on(t.createdAt).where(sql`${t.state} = 'queued'`),
    index('jobs_running_lease_idx').on(t.lockedUntil).where(sql`${t.state} = 'running'`),
    index('jobs_owner_idx').on(t.ownerId, t.createdAt),
  ],
);

export type JobRow = typeof jobs.$inferSelect;
