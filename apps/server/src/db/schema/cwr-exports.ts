import { cwrExportStateValues, cwrExportVersionValues, type CwrAckReport, type CwrExportSelection } from '@repertoire/contract';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestampTz, timestamps } from './columns';
import { jobs } from './jobs';
import { musicalWorks } from './musical-works';
import { users } from './users';

/**
 * A CWR file of registered works the society sends another society (src/features/cwr-exports, docs/cwr.md, "The
 * society sends CWR"): what staff chose, and the file once its job has written it.
 */
export const cwrExports = pgTable(
  'cwr_exports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    /** The staff member's name when they made it, as audit trails keep it. */
    createdByName: text('created_by_name').notNull(),
    /** The receiving society's CISAC code, 3 digits. */
    societyCode: text('society_code').notNull(),
    version: text('version', { enum: cwrExportVersionValues }).notNull(),
    selection: jsonb('selection').$type<CwrExportSelection>().notNull(),
    /** The file's number within its year (CWyynnnn…): one sequence for all the society's exports. */
    year: integer('year').notNull(),
    sequence: integer('sequence').notNull(),
    fileName: text('file_name').notNull(),
    state: text('state', { enum: cwrExportStateValues }).notNull().default('queued'),
    transactionCount: integer('transaction_count'),
    jobId: uuid('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    error: text('error'),
    ...timestamps,
  },
  (t) => [
    index('cwr_exports_created_idx').on(t.createdAt),
    uniqueIndex('cwr_exports_year_sequence_idx').on(t.year, t.sequence),
  ],
);

export type CwrExportRow = typeof cwrExports.$inferSelect;
export type NewCwrExportRow = typeof cwrExports.$inferInsert;

/** The file of an export, in the order written: pieces of whole lines, so it is written and read in constant memory. */
export const cwrExportParts = pgTable(
  'cwr_export_parts',
  {
    exportId: uuid('export_id')
      .notNull()
      .references(() => cwrExports.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    content: text('content').notNull(),
  },
  (t) => [primaryKey({ columns: [t.exportId, t.position] })],
);

/**
 * Each transaction an export sent, so that the society's acknowledgement finds it (by group, transaction sequence and
 * submitter work number), with what that acknowledgement said.
 */
export const cwrExportTransactions = pgTable(
  'cwr_export_transactions',
  {
    exportId: uuid('export_id')
      .notNull()
      .references(() => cwrExports.id, { onDelete: 'cascade' }),
    groupId: integer('group_id').notNull(),
    transactionSequence: integer('transaction_sequence').notNull(),
    workId: uuid('work_id').references(() => musicalWorks.id, { onDelete: 'set null' }),
    submitterWorkNumber: text('submitter_work_number').notNull(),
    title: text('title').notNull(),
    /** The society's transaction status (CWR transaction status table), once its ACK is read. */
    status: text('status'),
    /** The society's own number for the work (the ACK's recipient creation number). */
    societyWorkNumber: text('society_work_number'),
    /** A valid ISWC the ACK gave, compact. */
    iswc: text('iswc'),
    /** The ACK's processing date. */
    processedOn: text('processed_on'),
    acknowledgedAt: timestampTz('acknowledged_at'),
  },
  (t) => [
    primaryKey({ columns: [t.exportId, t.groupId, t.transactionSequence] }),
    index('cwr_export_transactions_number_idx').on(t.exportId, t.submitterWorkNumber),
    // A work's acknowledgements, shown with it.
    index('cwr_export_transactions_work_idx').on(t.workId).where(sql`${t.status} is not null`),
  ],
);

export type CwrExportTransactionRow = typeof cwrExportTransactions.$inferSelect;
export type NewCwrExportTransactionRow = typeof cwrExportTransactions.$inferInsert;

/** An ACK file staff uploaded for an export, with the report of what it matched: kept, and listed on the export. */
export const cwrAckImports = pgTable(
  'cwr_ack_imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    exportId: uuid('export_id').references(() => cwrExports.id, { onDelete: 'cascade' }),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    /** The staff member's name when they imported it; null for files imported before it was kept. */
    createdByName: text('created_by_name'),
    fileName: text('file_name').notNull(),
    report: jsonb('report').$type<CwrAckReport>().notNull(),
    ...timestamps,
  },
  (t) => [index('cwr_ack_imports_export_idx').on(t.exportId, t.createdAt)],
);

export type CwrAckImportRow = typeof cwrAckImports.$inferSelect;
