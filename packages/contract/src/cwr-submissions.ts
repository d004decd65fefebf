import { z } from 'zod';
import { CATALOGUE_FILE_MAX_BYTES } from './catalogue';
import { listEnvelope, envelope, paginationQuery } from './envelope';

/**
 * CWR files members send (docs/cwr.md, "Members send CWR"): each registration (NWR) or revision (REV) in the file
 * is read by a job and answered with a transaction status, as an acknowledgement (ACK) file the member downloads.
 */

/** The largest CWR file a member may send: as a catalogue file. */
export const CWR_FILE_MAX_BYTES = CATALOGUE_FILE_MAX_BYTES;

/**
 * A submission's steps: uploaded (its job waits) → reading → acknowledged (every transaction has its status and
 * the ACK file can be downloaded); failed when the file could not be read to the end (the error says why).
 */
export const cwrSubmissionStateValues = ['uploaded', 'reading', 'acknowledged', 'failed'] as const;
export type CwrSubmissionState = (typeof cwrSubmissionStateValues)[number];

/**
 * The statuses Repertoire gives a transaction (CWR transaction status table): RA accepted as sent, AC accepted
 * with changes (a MSG says what was left out), CO in conflict (the member's share of a work another member
 * registered takes a right over 100%: a dispute is open over it, a MSG says which work and right), RJ rejected (MSG
 * records say why), NP no participation (the member controls no share of the work). The registration statuses
 * AS/SR/CR are not given yet.
 */
export const cwrSubmissionStatusValues = ['RA', 'AC', 'CO', 'RJ', 'NP'] as const;
export const cwrSubmissionStatus = z.enum(cwrSubmissionStatusValues, { message: 'Choose RA, AC, CO, RJ or NP' });
export type CwrSubmissionStatus = z.infer<typeof cwrSubmissionStatus>;

/** How many transactions of the file have each status. */
export const cwrSubmissionCounts = z.object({
  transactions: z.number().int().min(0),
  RA: z.number().int().min(0),
  AC: z.number().int().min(0),
  /** Counts kept before CO was given have none. */
  CO: z.number().int().min(0).default(0),
  RJ: z.number().int().min(0),
  NP: z.number().int().min(0),
});
export type CwrSubmissionCounts = z.infer<typeof cwrSubmissionCounts>;

/**
 * error: the transaction is rejected (RJ), or its share is in dispute (CO); change: it is accepted with a change (AC), e.g. something Repertoire does
 * not keep was left out; note: what was done with it (a draft updated, kept as a draft, a likely duplicate). Errors
 * and changes are written to the ACK as MSG records; notes are not.
 */
export const cwrMessageSeverityValues = ['error', 'change', 'note'] as const;
export type CwrMessageSeverity = (typeof cwrMessageSeverityValues)[number];

/** What was found wrong or changed, where: the record's type and line in the file, and its field when one is at fault. */
export const cwrMessage = z.object({
  severity: z.enum(cwrMessageSeverityValues),
  record_type: z.string().nullable(),
  /** 1-based line of the file; null for the file as a whole (a missing TRL). */
  line: z.number().int().min(1).nullable(),
  field: z.string().nullable(),
  message: z.string(),
});
export type CwrMessage = z.infer<typeof cwrMessage>;

export const cwrSubmission = z.object({
  id: z.uuid(),
  file_name: z.string(),
  /** The CWR version the file is read as (HDR, first GRH, else the file name); null until it is read. */
  version: z.enum(['2.1', '2.2', '3.0', '3.1']).nullable(),
  state: z.enum(cwrSubmissionStateValues),
  /** Transactions answered of those in the file, while it is read and after; null before reading starts. */
  progress: z.object({ done: z.number().int().min(0), total: z.number().int().min(0) }).nullable(),
  /** Counts of the transactions answered so far; null before reading starts. */
  counts: cwrSubmissionCounts.nullable(),
  /** Problems of the file as a whole or outside any transaction (no HDR or TRL, counts that differ, …). */
  file_problems: z.array(cwrMessage),
  /** The reading job: its progress (transactions read of the file's) is on the notification stream as `event: job`. */
  job_id: z.uuid().nullable(),
  /** The acknowledgement's CWR file name, once it can be downloaded. */
  ack_file_name: z.string().nullable(),
  /** Why reading failed. */
  error: z.string().nullable(),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});
export type CwrSubmission = z.infer<typeof cwrSubmission>;

export const cwrSubmissionResponse = envelope(cwrSubmission);
export const cwrSubmissionList = listEnvelope(cwrSubmission);
export const cwrSubmissionListQuery = paginationQuery;

export const cwrSubmissionTransaction = z.object({
  /** Order in the file, from 1. */
  position: z.number().int().min(1),
  group_id: z.number().int().min(0),
  /** The transaction sequence number the file gives it. */
  transaction_sequence: z.number().int().min(0),
  transaction_type: z.string(),
  title: z.string().nullable(),
  submitter_work_number: z.string().nullable(),
  status: cwrSubmissionStatus,
  messages: z.array(cwrMessage),
  /**
   * The member's work it created or updated, or the work another member registered that the member's share was
   * claimed on (RA, AC or CO): the ACK's recipient work number; null when none.
   */
  work_id: z.uuid().nullable(),
});
export type CwrSubmissionTransaction = z.infer<typeof cwrSubmissionTransaction>;
export const cwrSubmissionTransactionList = listEnvelope(cwrSubmissionTransaction);
/**
 * Which transactions to list: one status, or `problems`, those the member has to look at (RJ rejected, CO in
 * conflict and AC accepted with changes: each has a message saying what).
 */
export const cwrTransactionFilterValues = [...cwrSubmissionStatusValues, 'problems'] as const;
export const cwrProblemStatusValues = ['RJ', 'CO', 'AC'] as const satisfies readonly CwrSubmissionStatus[];
export type CwrTransactionFilter = (typeof cwrTransactionFilterValues)[number];
export const cwrSubmissionTransactionsQuery = paginationQuery.extend({
  status: z.enum(cwrTransactionFilterValues, { message: 'Choose RA, AC, CO, RJ, NP or problems' }).optional(),
});
