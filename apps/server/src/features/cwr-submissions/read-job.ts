import { createInterface } from 'node:readline';
import { Readable } from 'node:stream';
import { pagePaths, type CwrSubmissionCounts, type CwrSubmissionStatus } from '@repertoire/contract';
import type { Db } from '../../db/database';
import type { CwrSubmissionRow, NewCwrTransactionRow, StoredCwrMessage } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import type { Deps } from '../../lib/deps';
import { enqueueComposedMail } from '../../mail/outbox';
import { analyzeAfterSaving, analyzeDictionaryWhileSaving, newSeenInFile, worksKind, type CheckedWork, type ReadyRow, type RowCheck, type SeenInFile } from '../catalogue-import';
import { lockWorksToClaim } from '../disputes';
import { fromTransaction, readCwrAsync, textOf, versionOfCwrFileName, type CwrProblem, type CwrTransaction, type CwrVersion } from '../cwr';
import { ITEMS_BETWEEN_TURNS, nextTurn, registerJobKind, type JobContext } from '../jobs';
import { notify } from '../notifications';
import { findRightsHolderByUserId } from '../rights-holders';
import { acknowledgementFileName } from './acknowledgement';
import { CWR_ACKNOWLEDGEMENT_MAIL, type AcknowledgementMailPayload } from './acknowledgement-mail';
import { claimOfTransaction } from './claim-of-transaction';
import { deleteTransactions, findSubmissionWithFile, insertTransactions, updateSubmission } from './cwr-submissions.repository';
import { countsInWords, READ_JOB, type ReadJobInput } from './cwr-submissions.service';
import { messageAbout, problemMessage, workOfTransaction } from './work-of-transaction';

/**
 * The job that reads a CWR file (docs/decisions/0019): the file streamed through the reader, each NWR or REV
 * answered with a status and messages, the accepted ones saved as the member's works through the catalogue import's
 * works pipeline (matched by work code or ISWC, rights holders by IPI or name, createMany), a batch of transactions
 * in one database transaction. A work another member registered (same ISWC) is not registered again: the member's
 * share in it is claimed on it, in the same database transaction (claim-of-transaction.ts). Problems outside any
 * transaction are the file's report.
 */

/** CWR 2.x registrations and revisions; CWR 3.x has one transaction, WRK, for both. */
const READ_TYPES = new Set(['NWR', 'REV', 'WRK']);
const STOPPED = 'Reading was stopped: send the file again under a new name';

/** One transaction read, answered or waiting for its batch to be saved. */
type Pending = {
  position: number;
  transaction: CwrTransaction;
  messages: StoredCwrMessage[];
  /** The work to save; null when the answer is already known (RJ, NP). */
  item: CheckedWork | null;
  status: CwrSubmissionStatus | null;
};

/** The file's lines, decoded a piece at a time (CWR 2.x is ASCII: one byte, one character). */
function linesOf(file: Buffer): AsyncIterable<string> {
  const PIECE = 64 * 1024;
  function* pieces() {
    for (let start = 0; start < file.length; start += PIECE) yield file.toString('latin1', start, start + PIECE);
  }
  return createInterface({ input: Readable.from(pieces()), crlfDelay: Infinity });
}

const TRANSACTION_HEADERS = new Set(['NWR', 'REV', 'ISW', 'EXC', 'ACK', 'WRK', 'ISR']);

/** Transaction headers in the file, counted without reading it, so progress has a total from the start. */
function countTransactions(file: Buffer): number {
  let count = 0;
  for (let start = 0; start < file.length; ) {
    const type = file.toString('latin1', start, start + 3);
    if (TRANSACTION_HEADERS.has(type)) count += 1;
    const end = file.indexOf(10, start);
    if (end === -1) break;
    start = end + 1;
  }
  return count;
}

/** A message about the transaction as a whole. */
const note = (pending: Pending, severity: StoredCwrMessage['severity'], message: string) => {
  const header = pending.transaction.records[0];
  pending.messages.push(messageAbout(pending.transaction, severity, { lineNumber: header?.lineNumber ?? null, recordType: header?.recordType ?? null, field: null }, message));
};

/** The answer of a transaction before the registry is looked at: what the file itself says. */
function answerOf(position: number, transaction: CwrTransaction, recordProblems: readonly CwrProblem[], seen: SeenInFile): Pending {
  const header = transaction.records[0];
  const messages = recordProblems.map((problem) => problemMessage(transaction, problem));
  const pending: Pending = { position, transaction, messages, item: null, status: 'RJ' };
  if (!header || !READ_TYPES.has(header.recordType)) {
    note(pending, 'error', 'Only registrations (NWR, or WRK in CWR 3.x) and revisions (REV) are read');
    return pending;
  }
  const { work, problems } = fromTransaction(transaction);
  messages.push(...problems.map((problem) => problemMessage(transaction, problem)));
  if (!work) return pending;
  const converted = workOfTransaction(transaction, work);
  messages.push(...converted.messages);
  if (messages.some((message) => message.severity === 'error')) return pending;
  // The same work twice in a file: the first is answered, the second refused (they would be saved as one).
  const code = work.submitterWorkNumber.toLowerCase();
  const earlierCode = seen.workCodes.get(code);
  const earlierIswc = work.iswc ? seen.iswcs.get(work.iswc) : undefined;
  if (earlierCode !== undefined || earlierIswc !== undefined) {
    const [what, earlier] = earlierCode !== undefined ? ['Submitter work number', earlierCode] : ['ISWC', earlierIswc];
    note(pending, 'error', `${what} already given by transaction ${earlier} of this file`);
    return pending;
  }
  seen.workCodes.set(code, position);
  if (work.iswc) seen.iswcs.set(work.iswc, position);
  if (!converted.controlsShare) {
    note(pending, 'note', 'You control no share of this work (no SPU or SWR record): nothing was registered');
    return { ...pending, status: 'NP' };
  }
  return { ...pending, item: converted.item, status: null };
}

/** A transaction naming a work another member registered, and what is said if no share of the member's is claimed on it. */
type ClaimOnWork = { pending: Pending; item: CheckedWork; warnings: string[]; workId: string; refusal: string };

/**
 * Claims the member's shares on the works other members registered, in the batch's transaction, the works locked
 * first: a claim that fits waits for the registrant (the answer stays RA or AC), one over 100% is in dispute (CO).
 * Without a claim the transaction is rejected, as such a work was before.
 */
async function claimOnRegisteredWorks(tx: Db, deps: Deps, actor: Actor, claims: readonly ClaimOnWork[], workIds: Map<number, string>): Promise<void> {
  if (claims.length === 0) return;
  const works = await lockWorksToClaim(tx, claims.map(({ workId }) => workId));
  const own = await findRightsHolderByUserId(tx, actor.id);
  for (const { pending, item, warnings, workId, refusal } of claims) {
    const work = works.get(workId);
    const answer = work ? await claimOfTransaction(tx, deps, actor, own, work, item) : { outcome: 'refused' as const, messages: [] };
    if (answer.outcome === 'refused') {
      for (const warning of warnings) note(pending, 'note', warning);
      note(pending, 'error', refusal);
      pending.status = 'RJ';
    } else {
      if (answer.inDispute) pending.status = 'CO';
      workIds.set(pending.position, workId);
    }
    for (const message of answer.messages) note(pending, message.severity, message.message);
  }
}

/**
 * Matches and saves a batch's works as the catalogue import does, claims the member's shares of works others
 * registered, and keeps every transaction's answer, in one database transaction.
 */
async function saveBatch(db: Db, deps: Deps, actor: Actor, submissionId: string, batch: Pending[]): Promise<void> {
  const checks: RowCheck<CheckedWork>[] = batch.flatMap((pending) => (pending.item ? [{ row: pending.position, item: pending.item, errors: [], warnings: [] }] : []));
  const byPosition = new Map(batch.map((pending) => [pending.position, pending]));
  const workIds = new Map<number, string>();
  await db.transaction(async (tx) => {
    const matches = checks.length > 0 ? await worksKind.matchBatch(tx, actor.id, checks) : new Map();
    const ready: ReadyRow<CheckedWork>[] = [];
    const claims: ClaimOnWork[] = [];
    for (const check of checks) {
      const pending = byPosition.get(check.row);
      const match = matches.get(check.row);
      if (!pending || !check.item || !match) continue;
      if (match.action === 'skip' && match.ofAnotherMember) {
        claims.push({ pending, item: check.item, warnings: check.warnings.map((warning) => warning.message), workId: match.itemId, refusal: match.note });
        continue;
      }
      for (const warning of check.warnings) note(pending, 'note', warning.message);
      if (match.action === 'skip') {
        note(pending, 'error', match.note);
        pending.status = 'RJ';
      } else ready.push({ row: check.row, item: check.item, match });
    }
    const outcome = ready.length > 0 ? await worksKind.writeBatch(tx, actor, ready, { submit: true, importId: null }) : null;
    for (const problem of outcome?.problems ?? []) {
      const pending = byPosition.get(problem.row);
      if (!pending) continue;
      note(pending, 'error', problem.message);
      pending.status = 'RJ';
    }
    for (const { row, match } of ready) {
      const pending = byPosition.get(row);
      if (pending && match.action === 'update' && pending.status !== 'RJ') note(pending, 'note', match.note);
    }
    for (const saved of outcome?.notes ?? []) {
      const pending = byPosition.get(saved.row);
      if (pending) note(pending, 'note', saved.message);
    }
    for (const saved of outcome?.saved ?? []) workIds.set(saved.row, saved.itemId);
    await claimOnRegisteredWorks(tx, deps, actor, claims, workIds);
    await insertTransactions(tx, batch.map((pending) => transactionRow(submissionId, pending, workIds.get(pending.position) ?? null)));
  });
}

function statusOf(pending: Pending): CwrSubmissionStatus {
  if (pending.status) return pending.status;
  if (pending.messages.some((message) => message.severity === 'error')) return 'RJ';
  return pending.messages.some((message) => message.severity === 'change') ? 'AC' : 'RA';
}

function transactionRow(submissionId: string, pending: Pending, workId: string | null): NewCwrTransactionRow {
  const header = pending.transaction.records[0];
  const status = statusOf(pending);
  pending.status = status;
  return {
    submissionId,
    position: pending.position,
    groupId: pending.transaction.groupId,
    transactionSequence: header ? Number(header.values.transactionSequence ?? 0) : 0,
    transactionType: header?.recordType ?? '',
    title: header ? (textOf(header, 'workTitle') ?? textOf(header, 'creationTitle')) : null,
    submitterWorkNumber: header ? (textOf(header, 'submitterWorkNumber') ?? textOf(header, 'submitterCreationNumber')) : null,
    status,
    messages: pending.messages,
    workId: status === 'RJ' || status === 'NP' ? null : workId,
  };
}

const toMessage = (problem: CwrProblem): StoredCwrMessage => ({
  severity: 'error',
  record_type: problem.recordType,
  line: problem.lineNumber,
  field: problem.field,
  message: problem.message,
  record_sequence: null,
});

function resultMessage(fileName: string, counts: CwrSubmissionCounts): string {
  return `${fileName}: ${countsInWords(counts)}; download the acknowledgement for your system`;
}

async function readSubmission(context: JobContext, row: CwrSubmissionRow): Promise<CwrSubmissionCounts> {
  const { db, reportProgress, isCancelled } = context;
  const { actor } = context.input as ReadJobInput;
  await deleteTransactions(db, row.id);
  const total = countTransactions(row.file);
  await updateSubmission(db, row.id, { state: 'reading', error: null, transactionsInFile: total, counts: null, fileProblems: [] });
  await reportProgress(0, total);

  const counts: CwrSubmissionCounts = { transactions: 0, RA: 0, AC: 0, CO: 0, RJ: 0, NP: 0 };
  const fileProblems: CwrProblem[] = [];
  let waiting: CwrProblem[] = [];
  let version: CwrVersion | null = versionOfCwrFileName(row.fileName);
  let fileCreation: { date: string | null; time: number | null } = { date: null, time: null };
  let batch: Pending[] = [];
  let position = 0;
  const seen = newSeenInFile();
  const save = async () => {
    await saveBatch(db, context.deps, actor, row.id, batch);
    const savedBefore = counts.RA + counts.AC;
    for (const pending of batch) counts[pending.status ?? 'RJ'] += 1;
    await analyzeDictionaryWhileSaving(db, savedBefore, counts.RA + counts.AC);
    counts.transactions += batch.length;
    batch = [];
    await updateSubmission(db, row.id, { counts });
    await reportProgress(counts.transactions, total);
  };
  /** Problems read before `line` that no transaction took are the file's. */
  const settleBefore = (line: number) => {
    fileProblems.push(...waiting.filter((problem) => problem.lineNumber === null || problem.lineNumber < line));
    waiting = waiting.filter((problem) => problem.lineNumber !== null && problem.lineNumber >= line);
  };

  for await (const item of readCwrAsync(linesOf(row.file), version ? { version } : {})) {
    if (item.kind === 'problem') {
      waiting.push(item.problem);
      continue;
    }
    if (item.kind === 'header') {
      version = item.version;
      const { creationDate, creationTime } = item.record.values;
      fileCreation = { date: typeof creationDate === 'string' ? creationDate : null, time: typeof creationTime === 'number' ? creationTime : null };
    }
    if (item.kind !== 'transaction') {
      settleBefore(item.record.lineNumber + 1);
      continue;
    }
    const lines = item.transaction.records.map((record) => record.lineNumber);
    const first = Math.min(...lines);
    const last = Math.max(...lines);
    settleBefore(first);
    const own = waiting.filter((problem) => problem.lineNumber !== null && problem.lineNumber <= last);
    waiting = waiting.filter((problem) => problem.lineNumber !== null && problem.lineNumber > last);
    position += 1;
    batch.push(answerOf(position, item.transaction, own, seen));
    if (position % ITEMS_BETWEEN_TURNS === 0) await nextTurn();
    // Transactions matched, saved and answered together.
    if (batch.length >= context.batchItems) {
      await save();
      if (isCancelled()) throw new Error(STOPPED);
    }
  }
  if (batch.length > 0) await save();
  fileProblems.push(...waiting);

  const processedAt = new Date();
  const readVersion = version ?? '2.1';
  await db.transaction(async (tx) => {
    await updateSubmission(tx, row.id, {
      state: 'acknowledged',
      version: readVersion,
      counts,
      fileProblems: fileProblems.map(toMessage).map(({ record_sequence: _sequence, ...message }) => message),
      processedAt,
      fileCreationDate: fileCreation.date,
      fileCreationTime: fileCreation.time,
      ackFileName: acknowledgementFileName(context.deps.config.cwrSender, row.fileName, readVersion, processedAt),
    });
    await notify(tx, row.ownerId, {
      title: 'Your CWR file has been read',
      message: resultMessage(row.fileName, counts),
      link: pagePaths.app.cwrSubmission.getHref(row.id),
    });
    // The ACK itself is written when the mail is sent, as at each download: the outbox holds only the submission's id.
    await enqueueComposedMail(tx, CWR_ACKNOWLEDGEMENT_MAIL, { submissionId: row.id } satisfies AcknowledgementMailPayload);
  });
  await analyzeAfterSaving(db, worksKind, counts.RA + counts.AC);
  return counts;
}

registerJobKind(READ_JOB, async (context) => {
  const { submissionId } = context.input as ReadJobInput;
  const row = await findSubmissionWithFile(context.db, submissionId);
  // Deleted with its member: nothing left to do.
  if (!row) return null;
  try {
    return await readSubmission(context, row);
  } catch (error) {
    const message = error instanceof Error && error.message === STOPPED ? STOPPED : 'The file could not be read to the end: send it again under a new name';
    await updateSubmission(context.db, row.id, { state: 'failed', error: message });
    throw new Error(message, { cause: error });
  }
});
