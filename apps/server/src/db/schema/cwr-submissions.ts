import { cwrSubmissionStateValues, cwrSubmissionStatusValues, type CwrMessage, type CwrSubmissionCounts } from '@repertoire/contract';
import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { bytea, timestampTz, timestamps } from './columns';
import { jobs } from './jobs';
import { musicalWorks } from './musical-works';
import { users } from './users';

/**
 * A CWR file a member sent (src/features/cwr-submissions, docs/cwr.md) and where its reading stands. The file is
 * kept here, so that any process can run its job and the acknowledgement can be written again from it.
 */
export const cwrSubmissions = pgTable(
  'cwr_submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    file: bytea('file').notNull(),
    version: text('version', { enum: ['2.1', '2.2', '3.0', '3.1'] }),
    state: text('state', { enum: cwrSubmissionStateValues }).notNull().default('uploaded'),
    /** Transaction headers in the file, counted when reading starts: the total of its progress. */
    transactionsInFile: integer('transactions_in_file'),
    counts: jsonb('counts').$type<CwrSubmissionCounts>(),
    fileProblems: jsonb('file_problems').$type<CwrMessage[]>().notNull().default(sql`'[]'::jsonb`),
    jobId: uuid('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    ackFileName: text('ack_file_name'),
    /** When reading ended: the ACK's processing date. */
    processedAt: timestampTz('processed_at'),
    /**
     * The file's HDR creation date (YYYY-MM-DD) and time (seconds into the day), as the file states them: each ACK
     * record repeats them (CWR 2.2, ACK: "the Creation Date/Time of the original file").
     */
    fileCreationDate: date('file_creation_date', { mode: 'string' }),
    fileCreationTime: integer('file_creation_time'),
    error: text('error'),
    ...timestamps,
  },
  (t) => [
    index('cwr_submissions_owner_idx').on(t.ownerId, t.createdAt),
    // A file is sent once: the same name again is refused (CWR file names carry a sequence number).
    uniqueIndex('cwr_submissions_owner_file_name_idx').on(t.ownerId, sql`lower(${t.fileName})`),
  ],
);

/** A message as kept: with the sequence number of its record in the transaction, which the ACK's MSG names. */
export type StoredCwrMessage = CwrMessage & { record_sequence: number | null };

export type CwrSubmissionRow = typeof cwrSubmissions.$inferSelect;
export type NewCwrSubmissionRow = typeof cwrSubmissions.$inferInsert;

/** Each transaction of a submission as it was answered: the ACK is written from these rows. */
export const cwrTransactions = pgTable(
  'cwr_transactions',
  {
    submissionId: uuid('submission_id')
      .notNull()
      .references(() => cwrSubmissions.id, { onDelete: 'cascade' }),
    /** Order in the file, from 1. */
    position: integer('position').notNull(),
    groupId: integer('group_id').notNull(),
    transactionSequence: integer('transaction_sequence').notNull(),
    transactionType: text('transaction_type').notNull(),
    title: text('title'),
    submitterWorkNumber: text('submitter_work_number'),
    status: text('status', { enum: cwrSubmissionStatusValues }).notNull(),
    messages: jsonb('messages').$type<StoredCwrMessage[]>().notNull(),
    workId: uuid('work_id').references(() => musicalWorks.id, { onDelete: 'set null' }),
  },
  (t) => [primaryKey({ columns: [t.submissionId, t.position] }), index('cwr_transactions_status_idx').on(t.submissionId, t.status, t.position)],
);

export type CwrTransactionRow = typeof cwrTransactions.$inferSelect;
export type NewCwrTransactionRow = typeof cwrTransactions.$inferInsert;
