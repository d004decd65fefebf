import { z } from 'zod';
import { envelope, listEnvelope, pageMeta, paginationQuery } from './envelope';
import { usageRightValues } from './usage-columns';
import { isoDateField, requiredText } from './fields';

/**
 * Royalty distributions (docs/domain.md#royalties): staff open one for a period, import usage lines into it from
 * files, and close it. Amounts travel as strings of whole minor units ("123456" is 1,234.56 in a two-digit
 * currency) with their ISO 4217 code: exact, and never a float.
 */

export const distributionStateValues = ['open', 'closed'] as const;
export const usageFileStateValues = ['uploaded', 'importing', 'imported', 'failed'] as const;

/** Whole minor units as a decimal string, e.g. "-1250". */
export const minorUnits = z.string().regex(/^-?\d+$/);

/** One currency's money in a distribution: where the input went. Allocated + held + unmatched = input, exactly. */
export const currencyBalance = z.object({
  currency: z.string().length(3),
  input: minorUnits,
  allocated: minorUnits,
  held: minorUnits,
  unmatched: minorUnits,
});
export type CurrencyBalance = z.infer<typeof currencyBalance>;

export const distribution = z.object({
  id: z.uuid(),
  name: z.string(),
  period_start: z.iso.date(),
  period_end: z.iso.date(),
  state: z.enum(distributionStateValues),
  lines: z.number().int().min(0),
  balances: z.array(currencyBalance),
  closed_at: z.iso.datetime().nullable(),
  created_at: z.iso.datetime(),
});
export type Distribution = z.infer<typeof distribution>;
export const distributionResponse = envelope(distribution);
export const distributionList = listEnvelope(distribution);
export const distributionListQuery = paginationQuery;

/** POST /staff/distributions. */
export const distributionCreate = z
  .object({
    name: requiredText('Name').pipe(z.string().max(60, { message: 'Name must be at most 60 characters' })),
    period_start: isoDateField('Start of the period'),
    period_end: isoDateField('End of the period'),
  })
  .strict()
  .refine((value) => value.period_start <= value.period_end, { message: 'The period must end on or after its start', path: ['period_end'] });
export type DistributionCreate = z.input<typeof distributionCreate>;

/** One group of a preview's totals: a source, a territory or a right, in one currency. */
export const distributionTotal = z.object({
  key: z.string(),
  currency: z.string().length(3),
  lines: z.number().int().min(0),
  amount: minorUnits,
});
export type DistributionTotal = z.infer<typeof distributionTotal>;

/**
 * GET /staff/distributions/{id}/preview: where the money comes from and goes before closing: totals per source,
 * territory and right, the lines matched, held and unmatched, and the rights holders who earn most.
 */
export const distributionPreview = z.object({
  by_source: z.array(distributionTotal),
  by_territory: z.array(distributionTotal),
  by_right: z.array(distributionTotal),
  /** Lines by how they stand: matched (split), held (a part or all of them held), unmatched. */
  lines: z.object({ matched: z.number().int().min(0), with_held_parts: z.number().int().min(0), unmatched: z.number().int().min(0) }),
  top_earners: z.array(z.object({ rights_holder_id: z.uuid(), name: z.string(), currency: z.string().length(3), amount: minorUnits })),
});
export type DistributionPreview = z.infer<typeof distributionPreview>;
export const distributionPreviewResponse = envelope(distributionPreview);

// Usage files -------------------------------------------------------------------------------------

export const usageFile = z.object({
  id: z.uuid(),
  distribution_id: z.uuid(),
  file_name: z.string(),
  state: z.enum(usageFileStateValues),
  header: z.array(z.string()),
  /** Per column of the file: the usage column it fills (usage-columns.ts), or null for a column left out. */
  mapping: z.array(z.string().nullable()),
  sample: z.array(z.array(z.string())),
  lines: z.number().int().min(0),
  refused_rows: z.number().int().min(0),
  job_id: z.uuid().nullable(),
  error: z.string().nullable(),
  created_at: z.iso.datetime(),
});
export type UsageFile = z.infer<typeof usageFile>;
export const usageFileResponse = envelope(usageFile);
export const usageFileList = listEnvelope(usageFile);

export const usageFileProblem = z.object({
  row: z.number().int().min(1),
  column: z.string().nullable(),
  message: z.string(),
  severity: z.enum(['error', 'warning']),
});
export type UsageFileProblem = z.infer<typeof usageFileProblem>;
export const usageFileProblemList = listEnvelope(usageFileProblem);
export const usageFileProblemsQuery = paginationQuery;

// Statements --------------------------------------------------------------------------------------

/** A member's earnings in one closed distribution, per currency. */
export const statementSummary = z.object({
  distribution_id: z.uuid(),
  name: z.string(),
  period_start: z.iso.date(),
  period_end: z.iso.date(),
  closed_at: z.iso.datetime(),
  totals: z.array(z.object({ currency: z.string().length(3), earned: minorUnits, held: minorUnits })),
});
export type StatementSummary = z.infer<typeof statementSummary>;
export const statementList = listEnvelope(statementSummary);
export const statementListQuery = paginationQuery;

/** What a statement's money may be broken down by. */
export const statementDimensionValues = ['work_or_recording', 'territory', 'source', 'right', 'month'] as const;
export type StatementDimension = (typeof statementDimensionValues)[number];
export const statementDimensionLabels: Record<StatementDimension, string> = {
  work_or_recording: 'Work or recording',
  territory: 'Territory',
  source: 'Source',
  right: 'Right',
  month: 'Month',
};

/** Why a part is held: the work is in dispute, or nobody holds that part of the right (decision 0028). */
export const heldReasonValues = ['dispute', 'unclaimed'] as const;
export type HeldReason = (typeof heldReasonValues)[number];
export const heldReasonLabels: Record<HeldReason, string> = {
  dispute: 'Work in dispute',
  unclaimed: 'Unclaimed',
};

/** A month of use, YYYY-MM. */
const usageMonth = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, { message: 'Month must be a month (YYYY-MM)' });

/** One currency of a statement: earned, held and why it is held; held_dispute + held_unclaimed = held. */
export const statementTotal = z.object({
  currency: z.string().length(3),
  lines: z.number().int().min(0),
  earned: minorUnits,
  held: minorUnits,
  held_dispute: minorUnits,
  held_unclaimed: minorUnits,
});
export type StatementTotal = z.infer<typeof statementTotal>;

/** One group of a statement's breakdown, in one currency: its rows add up to the statement's totals exactly. */
export const statementBreakdownRow = z.object({
  key: z.string(),
  /** A work's title with its ISWC, a recording's with its ISRC, a territory's name, a source, a right, a month. */
  label: z.string(),
  currency: z.string().length(3),
  lines: z.number().int().min(0),
  units: z.number().int().min(0),
  earned: minorUnits,
  held: minorUnits,
});
export type StatementBreakdownRow = z.infer<typeof statementBreakdownRow>;

/** GET /statements/{distributionId}: one statement's totals and a page of its breakdown by one dimension. */
export const statementDetails = statementSummary.extend({
  totals: z.array(statementTotal),
  by: z.enum(statementDimensionValues),
  breakdown: z.array(statementBreakdownRow),
  breakdown_meta: pageMeta,
});
export type StatementDetails = z.infer<typeof statementDetails>;
export const statementDetailsResponse = envelope(statementDetails);
export const statementDetailsQuery = paginationQuery.extend({
  by: z.enum(statementDimensionValues, { message: `Choose what to break the statement down by: ${statementDimensionValues.join(', ')}` }).default('work_or_recording'),
});
export type StatementDetailsQuery = z.input<typeof statementDetailsQuery>;

export const statementParams = z.object({ distributionId: z.uuid({ message: 'Not a valid id' }) });

/** The filters of a statement's lines: each one of the breakdown's dimensions. */
export const statementLineFilters = z.object({
  work_id: z.uuid({ message: 'Not a valid work id' }).optional(),
  recording_id: z.uuid({ message: 'Not a valid recording id' }).optional(),
  territory: z
    .string()
    .regex(/^[A-Za-z]{2}$/, { message: 'Territory must be a two-letter country code' })
    .transform((value) => value.toUpperCase())
    .optional(),
  source: z.string().min(1).max(200).optional(),
  right: z.enum(usageRightValues, { message: `Choose a right: ${usageRightValues.join(', ')}` }).optional(),
  month: usageMonth.optional(),
});
export const statementLinesQuery = paginationQuery.extend(statementLineFilters.shape);
export type StatementLinesQuery = z.input<typeof statementLinesQuery>;

/** One usage line as the member's statement shows it: their part of it (all their rights holders' parts together). */
export const statementLine = z.object({
  line_id: z.string().regex(/^\d+$/),
  used_on: z.iso.date(),
  title: z.string(),
  work_id: z.uuid().nullable(),
  recording_id: z.uuid().nullable(),
  iswc: z.string().nullable(),
  isrc: z.string().nullable(),
  right: z.enum(usageRightValues),
  territory: z.string().length(2),
  source: z.string(),
  usage_type: z.string().nullable(),
  units: z.number().int().min(0),
  currency: z.string().length(3),
  /** The line's whole amount, and the member's share of it in basis points. */
  line_amount: minorUnits,
  share_bp: z.number().int().min(0),
  earned: minorUnits,
  held: minorUnits,
  held_reason: z.enum(heldReasonValues).nullable(),
});
export type StatementLine = z.infer<typeof statementLine>;
export const statementLineList = listEnvelope(statementLine);

/** GET /statements/history: what the member earned over time, per currency, for a chart. */
export const statementHistoryDimensionValues = ['month', 'distribution'] as const;
export const statementHistoryQuery = z.object({
  by: z.enum(statementHistoryDimensionValues, { message: 'Choose month or distribution' }).default('distribution'),
});
export type StatementHistoryQuery = z.input<typeof statementHistoryQuery>;
/** The most recent points a history answers: a chart shows no more. */
export const STATEMENT_HISTORY_POINTS = 60;
export const statementHistoryPoint = z.object({
  /** A month (YYYY-MM) of use, or a distribution's id. */
  key: z.string(),
  label: z.string(),
  currency: z.string().length(3),
  earned: minorUnits,
  held: minorUnits,
});
export type StatementHistoryPoint = z.infer<typeof statementHistoryPoint>;
export const statementHistoryResponse = envelope(z.array(statementHistoryPoint));
