import { z } from 'zod';
import { catalogueKindValues } from './catalogue-columns';
import { envelope, listEnvelope, paginationQuery } from './envelope';
import { registrationStatus } from './enums';
import { searchText } from './registration';

/**
 * Catalogues in and out (docs/catalogue-files.md): a works or recordings file uploaded, its columns mapped to the
 * template, every row checked, then imported as drafts or submissions, each step a job with progress; and a
 * member's catalogue written out with exactly the template's columns.
 */

export const catalogueKind = z.enum(catalogueKindValues, { message: 'Choose works or recordings' });
export const catalogueKindLabels: Record<(typeof catalogueKindValues)[number], string> = {
  works: 'Musical works',
  recordings: 'Sound recordings',
};

export const catalogueFileFormatValues = ['csv', 'xlsx'] as const;
export const catalogueFileFormat = z.enum(catalogueFileFormatValues, { message: 'Choose csv or xlsx' });
export type CatalogueFileFormat = z.infer<typeof catalogueFileFormat>;

/** The largest file an import takes (also checked on the page before it is sent). */
export const CATALOGUE_FILE_MAX_BYTES = 50 * 1024 * 1024;
/** Data rows of one file, the header not counted. */
export const CATALOGUE_FILE_MAX_ROWS = 100_000;
/** Rows of the file shown beside the mapping, so the member sees what each column holds. */
export const CATALOGUE_SAMPLE_ROWS = 5;

/**
 * An import's steps: uploaded (its columns await the member's mapping) → checking → checked (counts and
 * problems to read) → importing → imported; failed when a step could not finish (the error says why),
 * cancelled when the member stopped a step. A checked import can be mapped and checked again.
 */
export const catalogueImportStateValues = ['uploaded', 'checking', 'checked', 'importing', 'imported', 'failed', 'cancelled'] as const;
export type CatalogueImportState = (typeof catalogueImportStateValues)[number];

export const catalogueImportSummary = z.object({
  rows: z.number().int().min(0),
  /** Rows that import, warnings or not. */
  ready: z.number().int().min(0),
  with_warnings: z.number().int().min(0),
  in_error: z.number().int().min(0),
  /** Of the ready rows: new items, and updates of the member's drafts found by work code, ISWC or ISRC. */
  new: z.number().int().min(0),
  updates: z.number().int().min(0),
  /** Ready rows that match an item past its draft (submitted or registered): left as they are, with a note. */
  skipped: z.number().int().min(0),
});
export type CatalogueImportSummary = z.infer<typeof catalogueImportSummary>;

export const catalogueImportResult = z.object({
  created: z.number().int().min(0),
  updated: z.number().int().min(0),
  skipped: z.number().int().min(0),
  /** Of created and updated: sent for review. */
  submitted: z.number().int().min(0),
  in_error: z.number().int().min(0),
});
export type CatalogueImportResult = z.infer<typeof catalogueImportResult>;

export const catalogueImport = z.object({
  id: z.uuid(),
  kind: catalogueKind,
  file_name: z.string(),
  format: catalogueFileFormat,
  state: z.enum(catalogueImportStateValues),
  /** The file's header row, as written. */
  header: z.array(z.string()),
  /** Per column of the file, in order: the template column key it fills, or null when it is left out. */
  mapping: z.array(z.string().nullable()),
  /** The first rows of the file, cells as text, to show beside the mapping. */
  sample: z.array(z.array(z.string())),
  data_rows: z.number().int().min(0).nullable(),
  summary: catalogueImportSummary.nullable(),
  result: catalogueImportResult.nullable(),
  /** Whether the import submits what it saves for review (null until it is started). */
  submit: z.boolean().nullable(),
  /** The job of the step under way or last run: its progress is on the notification stream as `event: job`. */
  job_id: z.uuid().nullable(),
  /** Why the last step failed. */
  error: z.string().nullable(),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});
export type CatalogueImport = z.infer<typeof catalogueImport>;

export const catalogueImportResponse = envelope(catalogueImport);
export const catalogueImportList = listEnvelope(catalogueImport);
export const catalogueImportListQuery = paginationQuery.extend({ kind: catalogueKind.optional() });

export const catalogueImportUploadQuery = z.object({ kind: catalogueKind });

/**
 * PUT /catalogue/imports/{id}/mapping: the key each column of the file fills (null: leave it out), as many as the
 * file has columns; `save` keeps it as the member's mapping for the next file with these headers. Checking starts.
 */
export const catalogueImportMapping = z
  .object({
    mapping: z.array(z.string().max(60).nullable()).min(1).max(500),
    save: z.boolean().default(false),
  })
  .strict();
export type CatalogueImportMapping = z.input<typeof catalogueImportMapping>;

/** POST /catalogue/imports/{id}/run: import the ready rows as drafts, or import and submit them for review. */
export const catalogueImportRun = z.object({ submit: z.boolean() }).strict();
export type CatalogueImportRun = z.input<typeof catalogueImportRun>;

export const catalogueImportProblemSeverityValues = ['error', 'warning', 'note'] as const;
export const catalogueImportProblem = z.object({
  /** The row as a spreadsheet numbers it: the header is row 1. */
  row: z.number().int().min(1),
  /** The file's header of the column at fault; null when the problem is the row's as a whole. */
  column: z.string().nullable(),
  message: z.string(),
  /** error: the row is not imported; warning: it is, check it; note: what the import did with it (an update, a skip). */
  severity: z.enum(catalogueImportProblemSeverityValues),
});
export type CatalogueImportProblem = z.infer<typeof catalogueImportProblem>;
export const catalogueImportProblemList = listEnvelope(catalogueImportProblem);
export const catalogueImportProblemsQuery = paginationQuery.extend({
  severity: z.enum(catalogueImportProblemSeverityValues).optional(),
});

export const catalogueKindParams = z.object({ kind: catalogueKind });
export const catalogueFileQuery = z.object({ format: catalogueFileFormat.default('csv') });
/** An export: the whole catalogue, or the list's current filters. */
/** A catalogue export is a spreadsheet, or for works a CWR 2.2 file (docs/cwr.md, "A member's catalogue as CWR"). */
export const catalogueExportFormatValues = [...catalogueFileFormatValues, 'cwr'] as const;
export const catalogueExportFormat = z.enum(catalogueExportFormatValues, { message: 'Choose csv, xlsx or cwr' });
export type CatalogueExportFormat = z.infer<typeof catalogueExportFormat>;
export const catalogueExportQuery = z.object({ format: catalogueExportFormat.default('csv'), q: searchText, status: registrationStatus.optional() });
