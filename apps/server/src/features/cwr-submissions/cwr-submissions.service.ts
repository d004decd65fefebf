import { Readable } from 'node:stream';
import { cwrProblemStatusValues, type CwrSubmission, type CwrSubmissionCounts, type CwrSubmissionStatus, type CwrSubmissionTransaction, type CwrTransactionFilter, type PageMeta } from '@repertoire/contract';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import type { CwrTransactionRow, StoredCwrMessage } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import type { Clock } from '../../lib/clock';
import { countText } from '../../lib/count-text';
import { BadRequest, Conflict, NotFound } from '../../lib/errors';
import { pageOf } from '../../lib/paging';
import { queueJob, readOwnJob } from '../jobs';
import { fileCreationOf, writeAcknowledgement, type AcknowledgedTransaction } from './acknowledgement';
import {
  findOwnSubmission,
  findOwnSubmissionByFileName,
  insertSubmission,
  listOwnSubmissions,
  listTransactions,
  transactionsAfter,
  updateSubmission,
  type CwrSubmissionInfo,
} from './cwr-submissions.repository';
import { registeredWorkRecords } from './registered-work-records';

/**
 * CWR files members send (docs/cwr.md, "Members send CWR"): uploaded, read by a job, answered per transaction and as
 * an ACK file. Only the member who sent a file sees it; to anyone else it does not exist.
 */

type SubmissionDeps = { db: Db; clock: Clock; config: Pick<Config, 'cwrSender'> };

export const READ_JOB = 'cwr-submission.read';
/** What the reading job is given: the submission, and who acts (their name goes into each work's history). */
export type ReadJobInput = { submissionId: string; actor: Actor };

const NOT_FOUND = 'CWR submission not found';

const publicMessage = ({ record_sequence: _sequence, ...message }: StoredCwrMessage) => message;

export function toCwrSubmission(row: CwrSubmissionInfo): CwrSubmission {
  return {
    id: row.id,
    file_name: row.fileName,
    version: row.version,
    state: row.state,
    progress: row.transactionsInFile === null ? null : { done: row.counts?.transactions ?? 0, total: row.transactionsInFile },
    counts: row.counts,
    file_problems: row.fileProblems,
    job_id: row.jobId,
    ack_file_name: row.ackFileName,
    error: row.error,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

function toTransaction(row: CwrTransactionRow): CwrSubmissionTransaction {
  return {
    position: row.position,
    group_id: row.groupId,
    transaction_sequence: row.transactionSequence,
    transaction_type: row.transactionType,
    title: row.title,
    submitter_work_number: row.submitterWorkNumber,
    status: row.status,
    messages: row.messages.map(publicMessage),
    work_id: row.workId,
  };
}

/** The submission as it stands; a reading whose job ended without saying so (cancelled, stopped too often) is settled here. */
async function ownSubmission(db: Db, actor: Actor, id: string): Promise<CwrSubmissionInfo> {
  const row = await findOwnSubmission(db, actor.id, id);
  if (!row) throw new NotFound(NOT_FOUND);
  if ((row.state === 'uploaded' || row.state === 'reading') && row.jobId) {
    const job = await readOwnJob(db, actor.id, row.jobId);
    if (job?.state === 'cancelled') return updateSubmission(db, row.id, { state: 'failed', error: 'Reading was stopped: send the file again under a new name' });
    if (job?.state === 'failed') return updateSubmission(db, row.id, { state: 'failed', error: job.error ?? 'The file could not be read to the end' });
  }
  return row;
}

/** POST /cwr/submissions: the file kept and its reading queued. A file name already sent is refused. */
export async function uploadCwrSubmission(deps: SubmissionDeps, actor: Actor, file: { content: Buffer; fileName: string } | undefined): Promise<CwrSubmission> {
  if (!file) throw new BadRequest('Send the CWR file as the form field “file”');
  const fileName = file.fileName.trim();
  if (fileName === '') throw new BadRequest('Send the file with its name: CWR files are told apart by it');
  const earlier = await findOwnSubmissionByFileName(deps.db, actor.id, fileName);
  if (earlier) {
    throw new Conflict(`You sent ${earlier.fileName} on ${earlier.createdAt.toISOString().slice(0, 10)}: a CWR file is sent once, give a new file its next sequence number`);
  }
  const row = await deps.db.transaction(async (tx) => {
    const now = deps.clock();
    const inserted = await insertSubmission(tx, { ownerId: actor.id, fileName, file: file.content, createdAt: now, updatedAt: now });
    const job = await queueJob({ db: tx, clock: deps.clock }, actor, READ_JOB, { submissionId: inserted.id, actor } satisfies ReadJobInput);
    return updateSubmission(tx, inserted.id, { jobId: job.id });
  });
  return toCwrSubmission(row);
}

export async function listCwrSubmissions(deps: SubmissionDeps, actor: Actor, query: { page: number; pageSize: number }): Promise<{ items: CwrSubmission[]; meta: PageMeta }> {
  const page = pageOf(query);
  const { rows, total } = await listOwnSubmissions(deps.db, actor.id, page);
  return { items: rows.map(toCwrSubmission), meta: page.meta(total) };
}

export async function getCwrSubmission(deps: SubmissionDeps, actor: Actor, id: string): Promise<CwrSubmission> {
  return toCwrSubmission(await ownSubmission(deps.db, actor, id));
}

/** The statuses a filter lists: `problems` are those whose messages the member has to read. */
function statusesOf(filter: CwrTransactionFilter | undefined): readonly CwrSubmissionStatus[] | undefined {
  if (filter === undefined) return undefined;
  return filter === 'problems' ? cwrProblemStatusValues : [filter];
}

export async function listCwrSubmissionTransactions(
  deps: SubmissionDeps,
  actor: Actor,
  id: string,
  query: { status?: CwrTransactionFilter | undefined; page: number; pageSize: number },
): Promise<{ items: CwrSubmissionTransaction[]; meta: PageMeta }> {
  const row = await ownSubmission(deps.db, actor, id);
  const page = pageOf(query);
  const { rows, total } = await listTransactions(deps.db, row.id, { statuses: statusesOf(query.status), page });
  return { items: rows.map(toTransaction), meta: page.meta(total) };
}

const ACK_PAGE = 1000;

/** An ACK as written now: its name and its lines (CRLF-terminated), to stream or to collect. */
export type WrittenAcknowledgement = { fileName: string; lines: Iterable<string> };

/**
 * The acknowledgement of a read submission, written from the answers kept and the works as they now stand; null
 * while the file has none (still being read, or failed). The download streams it, the mail to the member attaches it.
 */
export async function writtenAcknowledgement(db: Db, config: Pick<Config, 'cwrSender'>, row: CwrSubmissionInfo): Promise<WrittenAcknowledgement | null> {
  if (row.state !== 'acknowledged' || !row.ackFileName || !row.processedAt || !row.version) return null;
  const rows: AcknowledgedTransaction[] = [];
  for (let page = await transactionsAfter(db, row.id, 0, ACK_PAGE); page.length > 0; ) {
    const registered = await registeredWorkRecords(db, { ownerId: row.ownerId, version: row.version }, page);
    rows.push(...page.map((transaction) => ({ ...transaction, registered: registered.get(transaction.position) ?? [] })));
    const last = page.at(-1)?.position ?? 0;
    page = page.length < ACK_PAGE ? [] : await transactionsAfter(db, row.id, last, ACK_PAGE);
  }
  const fileCreation = fileCreationOf({ date: row.fileCreationDate, time: row.fileCreationTime }, row.processedAt);
  return { fileName: row.ackFileName, lines: writeAcknowledgement(config.cwrSender, row.version, { processedAt: row.processedAt, fileCreation }, rows, row.ackFileName) };
}

/** GET /cwr/submissions/{id}/ack: the acknowledgement, streamed as it is written. */
export async function cwrAcknowledgement(deps: SubmissionDeps, actor: Actor, id: string): Promise<{ fileName: string; body: Readable }> {
  const row = await ownSubmission(deps.db, actor, id);
  const acknowledgement = await writtenAcknowledgement(deps.db, deps.config, row);
  if (!acknowledgement) {
    throw new Conflict(row.state === 'failed' ? 'The file could not be read, so it has no acknowledgement' : 'The file is still being read: its acknowledgement follows');
  }
  return { fileName: acknowledgement.fileName, body: Readable.from(acknowledgement.lines) };
}

/** The counts of a read file in words, as its notification and its mail give them. */
export function countsInWords(counts: CwrSubmissionCounts): string {
  return `${countText(counts.RA)} accepted, ${countText(counts.AC)} accepted with changes, ${countText(counts.RJ)} rejected, ${countText(counts.CO)} in dispute, ${countText(counts.NP)} without a share of yours`;
}
