import { z } from 'zod';
import { envelope, listEnvelope, paginationQuery } from './envelope';
import { isoDateField } from './fields';

/**
 * CWR files the society sends another society (docs/cwr.md, "The society sends CWR"): staff choose the registered
 * works, a job writes them as NWR transactions, and the receiving society's acknowledgement (ACK) file is read back
 * onto the works.
 */

/** Which registered works an export sends: registered within dates, one member's, or the works named. */
export const cwrExportSelection = z.discriminatedUnion(
  'kind',
  [
    z
      .object({ kind: z.literal('registered_between'), from: isoDateField('From date'), to: isoDateField('To date') })
      .refine((range) => range.from <= range.to, { message: 'The from date must not be after the to date', path: ['to'] }),
    z.object({ kind: z.literal('member'), member_id: z.uuid({ message: 'Not a valid member id' }) }),
    z.object({
      kind: z.literal('works'),
      work_ids: z
        .array(z.uuid({ message: 'Not a valid work id' }))
        .min(1, { message: 'Name at least one work' })
        .max(1000, { message: 'Name at most 1000 works: choose by dates or member for more' }),
    }),
  ],
  { message: 'Choose works by registered_between, member or works' },
);
export type CwrExportSelection = z.infer<typeof cwrExportSelection>;

/** The CWR versions the society sends other societies in: 2.1 and 2.2, which every society reads, and 3.1. */
export const cwrExportVersionValues = ['2.1', '2.2', '3.1'] as const;
export type CwrExportVersion = (typeof cwrExportVersionValues)[number];

/** POST /staff/cwr-exports. */
export const cwrExportCreate = z.object({
  society_code: z.string().regex(/^\d{3}$/, { message: 'The society code is its 3-digit CISAC code' }),
  version: z.enum(cwrExportVersionValues, { message: 'Choose version 2.1, 2.2 or 3.1' }),
  selection: cwrExportSelection,
});
export type CwrExportCreate = z.infer<typeof cwrExportCreate>;

/** queued (its job waits) → writing → written (the file can be downloaded); failed when it could not be written. */
export const cwrExportStateValues = ['queued', 'writing', 'written', 'failed'] as const;
export type CwrExportState = (typeof cwrExportStateValues)[number];

export const cwrExport = z.object({
  id: z.uuid(),
  society_code: z.string(),
  version: z.enum(cwrExportVersionValues),
  selection: cwrExportSelection,
  file_name: z.string(),
  state: z.enum(cwrExportStateValues),
  /** Works written, once written. */
  transaction_count: z.number().int().min(0).nullable(),
  /** Transactions the society has acknowledged, by status (RA, AS, CO…). */
  acknowledged: z.record(z.string(), z.number().int().min(0)),
  job_id: z.uuid().nullable(),
  error: z.string().nullable(),
  created_by: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type CwrExport = z.infer<typeof cwrExport>;
export const cwrExportResponse = envelope(cwrExport);
export const cwrExportList = listEnvelope(cwrExport);
export const cwrExportListQuery = paginationQuery;

/** An ACK record that matches no transaction of the export. */
export const cwrAckUnmatched = z.object({
  line: z.number().int(),
  original_group_id: z.number().int().nullable(),
  original_transaction_sequence: z.number().int().nullable(),
  submitter_work_number: z.string().nullable(),
  title: z.string().nullable(),
  status: z.string().nullable(),
});

/** What reading a society's ACK file did: transactions matched, what matched nothing, ISWCs refused, problems. */
export const cwrAckReport = z.object({
  transactions: z.number().int().min(0),
  /** ACK records read, by the status the society gave (RA, AS, CO…), matched or not. */
  statuses: z.record(z.string(), z.number().int().min(0)),
  matched: z.number().int().min(0),
  /** ACK records that answer no transaction of the export; the first 1000 are listed in `unmatched`. */
  unmatched_count: z.number().int().min(0),
  /** Of matched: by the submitter work number alone, the group and sequence not agreeing. */
  matched_by_work_number: z.number().int().min(0),
  iswcs_set: z.number().int().min(0),
  conflicts_opened: z.number().int().min(0),
  unmatched: z.array(cwrAckUnmatched),
  invalid_iswcs: z.array(z.object({ line: z.number().int(), submitter_work_number: z.string().nullable(), iswc: z.string() })),
  /** Problems of the file and of its records (as the reader reports them); the first 1000 of each list are kept. */
  problems: z.array(z.object({ line: z.number().int().nullable(), record_type: z.string().nullable(), field: z.string().nullable(), message: z.string() })),
});
export type CwrAckReport = z.infer<typeof cwrAckReport>;

/** An ACK file imported for an export, as its list shows it: who imported it, when, and its figures. */
export const cwrAckImportSummary = z.object({
  id: z.uuid(),
  export_id: z.uuid(),
  file_name: z.string(),
  /** The staff member's name when they imported it; null for files imported before names were kept. */
  imported_by: z.string().nullable(),
  statuses: cwrAckReport.shape.statuses,
  matched: z.number().int().min(0),
  unmatched: z.number().int().min(0),
  created_at: z.string(),
});
export type CwrAckImportSummary = z.infer<typeof cwrAckImportSummary>;
export const cwrAckImportList = listEnvelope(cwrAckImportSummary);
export const cwrAckImportListQuery = paginationQuery;

/** One imported ACK file with its whole report. */
export const cwrAckImport = cwrAckImportSummary.extend({ report: cwrAckReport });
export type CwrAckImport = z.infer<typeof cwrAckImport>;
export const cwrAckImportResponse = envelope(cwrAckImport);
export const cwrAckImportParams = z.object({
  id: z.uuid({ message: 'Not a valid export id' }),
  importId: z.uuid({ message: 'Not a valid acknowledgement id' }),
});

/** A receiving society's answer on one of its works, shown with the work. */
export const societyAcknowledgement = z.object({
  society_code: z.string(),
  /** CWR transaction status: RA, AS, AC, SR, CR, CO, NP, RJ… */
  status: z.string(),
  society_work_id: z.string().nullable(),
  /** The society's processing date, YYYY-MM-DD. */
  date: z.string().nullable(),
});
export type SocietyAcknowledgement = z.infer<typeof societyAcknowledgement>;
