import { distributionStateValues, heldReasonValues, usageFileStateValues, usageRightValues } from '@repertoire/contract';
import { sql } from 'drizzle-orm';
import { bigint, char, check, date, index, integer, jsonb, pgTable, primaryKey, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { bytea, timestamps, timestampTz } from './columns';
import { jobs } from './jobs';
import { users } from './users';

/**
 * Royalties (docs/domain.md#royalties, docs/decisions/0028): a distribution is a period and the usage lines staff
 * import into it; each matched line is split among the shares its work or recording had on the day of use. Amounts
 * are integers in the minor unit of their currency (cents), never floats, and never converted between currencies.
 */

export const usageMatchStateValues = ['unmatched', 'uncertain', 'matched'] as const;
/** `released`: a line carrying what an earlier distribution held for a dispute, once the dispute was decided. */
export const usageMatchMethodValues = ['work_id', 'iswc', 'isrc', 'title', 'staff', 'claim', 'released'] as const;

/** The largest amount a line may carry, in minor units (a thousand billion in the currency): amount × basis points fits a bigint. */
export const MAX_LINE_AMOUNT_MINOR = 100_000_000_000_000n;

export const distributions = pgTable(
  'distributions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** As staff and members say it: "2026 Q3". */
    name: text('name').notNull(),
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    periodEnd: date('period_end', { mode: 'string' }).notNull(),
    state: text('state', { enum: distributionStateValues }).notNull().default('open'),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    closedAt: timestampTz('closed_at'),
    closedById: uuid('closed_by_id').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('distributions_name_idx').on(sql`lower(${t.name})`),
    index('distributions_period_idx').on(t.periodEnd),
    check('distributions_period_check', sql`${t.periodStart} <= ${t.periodEnd}`),
  ],
);

/**
 * One file of usage lines imported into a distribution, kept (like a catalogue import's) so any process can run its
 * import job; lines keep the file they came from, so a wrong file can be taken out before closing.
 */
export const usageFiles = pgTable(
  'usage_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    distributionId: uuid('distribution_id')
      .notNull()
      .references(() => distributions.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    file: bytea('file').notNull(),
    uploadedById: uuid('uploaded_by_id').references(() => users.id, { onDelete: 'set null' }),
    state: text('state', { enum: usageFileStateValues }).notNull().default('uploaded'),
    header: jsonb('header').$type<string[]>().notNull(),
    /** Per column of the file: the usage column it fills, or null (a column left out). */
    mapping: jsonb('mapping').$type<(string | null)[]>().notNull(),
    sample: jsonb('sample').$type<string[][]>().notNull(),
    /** Lines imported, and rows refused (each listed in usage_file_problems with its row number). */
    lines: integer('lines').notNull().default(0),
    refusedRows: integer('refused_rows').notNull().default(0),
    jobId: uuid('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    error: text('error'),
    ...timestamps,
  },
  (t) => [index('usage_files_distribution_idx').on(t.distributionId, t.createdAt)],
);

/** Why a row of a usage file was refused (an error) or what was assumed of it (a warning), by row. */
export const usageFileProblems = pgTable(
  'usage_file_problems',
  {
    usageFileId: uuid('usage_file_id')
      .notNull()
      .references(() => usageFiles.id, { onDelete: 'cascade' }),
    /** Order of writing. */
    position: integer('position').notNull(),
    row: integer('row').notNull(),
    severity: text('severity', { enum: ['error', 'warning'] }).notNull(),
    column: text('column'),
    message: text('message').notNull(),
  },
  (t) => [primaryKey({ columns: [t.usageFileId, t.position] })],
);

/**
 * One line of usage as a source reported it, and what it was matched to. A distribution holds millions: the one foreign
 * key is to its file (which takes its lines with it); the distribution, work and recording it names are checked when
 * it is written, not row by row by the database (each foreign key is a lookup a row: the split of a million lines took
 * twice as long with them). A matched item is registered, and a registered item is not deleted.
 */
export const usageLines = pgTable(
  'usage_lines',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    /** Its file's distribution (no foreign key: the file's cascades the line, see the table's comment). */
    distributionId: uuid('distribution_id').notNull(),
    /** Null for a line released from a dispute's hold (`released_from_line_id`), which comes from no file. */
    usageFileId: uuid('usage_file_id').references(() => usageFiles.id, { onDelete: 'cascade' }),
    /**
     * The line of a closed distribution whose parts were held for a dispute that has since been decided: this line
     * carries their amount into this distribution, once (a unique index), to be split by the shares the decision left.
     */
    releasedFromLineId: bigint('released_from_line_id', { mode: 'bigint' }),
    /** The row's number in its file (the header is row 1); for a released line, the row of the line it carries. */
    row: integer('row').notNull(),
    /** What the source gave: the society's work id, identifiers (compact), title, writers, artists. */
    workRef: uuid('work_ref'),
    iswc: text('iswc'),
    isrc: text('isrc'),
    title: text('title').notNull(),
    writers: text('writers'),
    artists: text('artists'),
    right: text('right', { enum: usageRightValues }).notNull(),
    territory: char('territory', { length: 2 }).notNull(),
    source: text('source').notNull(),
    usageType: text('usage_type'),
    usedOn: date('used_on', { mode: 'string' }).notNull(),
    units: integer('units').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    /** What the line was matched to: a work for performance and mechanical, a recording for master and performer. */
    workId: uuid('work_id'),
    recordingId: uuid('recording_id'),
    matchState: text('match_state', { enum: usageMatchStateValues }).notNull().default('unmatched'),
    matchMethod: text('match_method', { enum: usageMatchMethodValues }),
    /** 0–100: 100 for an identifier, the similarity of title and names for the rest. */
    matchConfidence: smallint('match_confidence'),
  },
  (t) => [
    index('usage_lines_distribution_state_idx').on(t.distributionId, t.matchState),
    index('usage_lines_file_idx').on(t.usageFileId),
    uniqueIndex('usage_lines_released_from_idx').on(t.releasedFromLineId).where(sql`${t.releasedFromLineId} is not null`),
    check('usage_lines_file_or_release', sql`(${t.usageFileId} is null) = (${t.releasedFromLineId} is not null)`),
    check('usage_lines_units_check', sql`${t.units} >= 0`),
    check('usage_lines_amount_check', sql`abs(${t.amountMinor}) < ${sql.raw(String(MAX_LINE_AMOUNT_MINOR))}`),
  ],
);

/**
 * A line's split (written only by allocateDistribution, which deletes a distribution's rows before writing them again,
 * and taken out with its lines by deleteUsageFileLines): no foreign keys, for the reason usage_lines gives; one row per
 * share it was divided among, plus one for the part of the right nobody holds
 * (`held_reason` unclaimed) and rows held while the work is in dispute. The rows of a line add up to its amount exactly.
 */
export const allocations = pgTable(
  'allocations',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    distributionId: uuid('distribution_id').notNull(),
    usageLineId: bigint('usage_line_id', { mode: 'bigint' }).notNull(),
    /** Null for the unclaimed part of a right. */
    rightsHolderId: uuid('rights_holder_id'),
    /** The share the amount was split by, in basis points of the right. */
    shareBp: integer('share_bp').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    heldReason: text('held_reason', { enum: heldReasonValues }),
    disputeId: uuid('dispute_id'),
  },
  (t) => [
    index('allocations_distribution_holder_idx').on(t.distributionId, t.rightsHolderId),
    index('allocations_holder_idx').on(t.rightsHolderId, t.distributionId),
    index('allocations_line_idx').on(t.usageLineId),
    // What a decided dispute releases: the parts held for it (releaseDecidedHolds).
    index('allocations_dispute_held_idx').on(t.disputeId).where(sql`${t.heldReason} = 'dispute'`),
  ],
);

/**
 * The shares of a work as they were over time, written by triggers on musical_work_shares (migration 0044), never by
 * the application: a usage line is split by the shares in force on its day of use. A period is open while valid_to
 * is null.
 */
export const workSharePeriods = pgTable(
  'work_share_periods',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    workId: uuid('work_id').notNull(),
    rightsHolderId: uuid('rights_holder_id').notNull(),
    role: text('role').notNull(),
    performanceBp: integer('performance_bp').notNull(),
    mechanicalBp: integer('mechanical_bp').notNull(),
    validFrom: timestampTz('valid_from').notNull(),
    validTo: timestampTz('valid_to'),
  },
  (t) => [index('work_share_periods_work_idx').on(t.workId, t.validFrom)],
);

/** The master ownership of a recording over time, kept like workSharePeriods by triggers on sound_recording_owners. */
export const recordingOwnerPeriods = pgTable(
  'recording_owner_periods',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    recordingId: uuid('recording_id').notNull(),
    rightsHolderId: uuid('rights_holder_id').notNull(),
    shareBp: integer('share_bp').notNull(),
    validFrom: timestampTz('valid_from').notNull(),
    validTo: timestampTz('valid_to'),
  },
  (t) => [index('recording_owner_periods_recording_idx').on(t.recordingId, t.validFrom)],
);
