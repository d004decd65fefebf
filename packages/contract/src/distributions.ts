import { z } from 'zod';
import { envelope, listEnvelope, paginationQuery } from './envelope';
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
