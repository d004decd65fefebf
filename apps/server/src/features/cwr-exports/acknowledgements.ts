import { isValidIswc, normalizeIswc, type CwrAckImport, type CwrAckImportSummary, type CwrAckReport, type PageMeta } from '@repertoire/contract';
import type { Db } from '../../db/database';
import type { CwrAckImportRow, CwrExportRow, CwrExportTransactionRow } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { BadRequest, Conflict, NotFound } from '../../lib/errors';
import { pageOf } from '../../lib/paging';
import { cwrAscii, cwrWorkTransactionTypes, numberOf, readCwr, textOf, versionOfCwrFileName, type CwrTransaction } from '../cwr';
import { ITEMS_BETWEEN_TURNS, nextTurn } from '../jobs';
import { findWorkReference, settleWorkIswc } from '../musical-works';
import { insertSupportRequest } from '../support-requests';
import { acknowledgeTransaction, findAckImport, findExportByNumber, findSentTransactions, insertAckImport, listAckImports } from './cwr-exports.repository';
import { requireExport, type ExportDeps } from './cwr-exports.service';

/**
 * A receiving society's acknowledgement (ACK) of an export, read back (docs/cwr.md, "The society sends CWR"): each ACK
 * record is matched to the transaction sent by its original group and transaction sequence and the submitter work
 * number, else by the submitter work number alone; its status, the society's work number and date are kept, a valid
 * ISWC it gives is kept and set on a work without one, and a conflict (CO) opens a case in the staff inbox. What
 * matches nothing and every problem of the file are the report; a broken file is reported, not refused.
 */

/** Problems and unmatched records kept in a report, of each list. */
const REPORT_LIST_MAX = 1000;
const BATCH = 100;

/** CWyynnnnsss_rrr.Vxx as a society answers (CWyynnnnsss_rrr_V3-1-0.ACK1 in CWR 3.x): its code as sender, ours as receiver. */
const ACK_NAME = /^CW(\d{2})(\d{4})(\d{3})_[A-Z0-9]{2,4}(?:\.V2[12]|_V3-[01]-\d+\.ACK[12])$/i;

type AckRecord = {
  line: number;
  groupId: number | null;
  transactionSequence: number | null;
  submitterWorkNumber: string | null;
  title: string | null;
  status: string | null;
  societyWorkNumber: string | null;
  processedOn: string | null;
  iswc: string | null;
};

/** The export an ACK file answers, by its name: year, file number and the society that answers. */
async function exportOfFileName(db: Db, fileName: string): Promise<CwrExportRow> {
  const match = ACK_NAME.exec(fileName);
  const found = match ? await findExportByNumber(db, 2000 + Number(match[1]), Number(match[2]), match[3] ?? '') : undefined;
  if (!found) throw new NotFound(`No export matches the file name ${fileName}: upload the acknowledgement on its export`);
  return found;
}

/** The file's lines, cut one at a time from the upload (CWR 2.x is ASCII: one byte, one character). */
function* linesOf(file: Buffer): Generator<string> {
  for (let start = 0; start < file.length; ) {
    const end = file.indexOf(10, start);
    const stop = end === -1 ? file.length : end;
    yield file.toString('latin1', start, stop).replace(/\r$/, '');
    start = stop + 1;
  }
}

function ackRecordOf(transaction: CwrTransaction): AckRecord | null {
  const [ack] = transaction.records;
  if (ack?.recordType !== 'ACK') return null;
  // The work the society returns, if it does, carries the ISWC it gave.
  const work = transaction.records.find((record) => cwrWorkTransactionTypes.includes(record.recordType));
  return {
    line: ack.lineNumber,
    groupId: numberOf(ack, 'originalGroupId'),
    transactionSequence: numberOf(ack, 'originalTransactionSequence'),
    submitterWorkNumber: textOf(ack, 'submitterCreationNumber'),
    title: textOf(ack, 'creationTitle'),
    status: textOf(ack, 'transactionStatus'),
    societyWorkNumber: textOf(ack, 'recipientCreationNumber'),
    processedOn: textOf(ack, 'processingDate'),
    iswc: work ? textOf(work, 'iswc') : null,
  };
}

const unmatchedOf = (record: AckRecord) => ({
  line: record.line,
  original_group_id: record.groupId,
  original_transaction_sequence: record.transactionSequence,
  submitter_work_number: printable(record.submitterWorkNumber),
  title: printable(record.title),
  status: printable(record.status),
});

/** What a file holds, as a report keeps it: printable ASCII (a NUL cannot be stored), at most 200 characters. */
const printable = <T extends string | null>(text: T): T => (text === null ? text : (cwrAscii(text, 200) as T));

function pushCapped<T>(list: T[], item: T): void {
  if (list.length < REPORT_LIST_MAX) list.push(item);
}

/** The transaction sent that an ACK answers: same group, sequence and work number; else the work number alone. */
function matchOf(record: AckRecord, candidates: readonly CwrExportTransactionRow[]): { sent: CwrExportTransactionRow; isExact: boolean } | null {
  const same = candidates.filter((candidate) => candidate.submitterWorkNumber === record.submitterWorkNumber);
  const exact = same.find((candidate) => candidate.groupId === record.groupId && candidate.transactionSequence === record.transactionSequence);
  if (exact) return { sent: exact, isExact: true };
  const [first] = same;
  return first ? { sent: first, isExact: false } : null;
}

async function settleBatch(db: Db, actor: Actor, exportRow: CwrExportRow, batch: readonly AckRecord[], report: CwrAckReport, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const candidates = await findSentTransactions(
      tx,
      exportRow.id,
      batch.flatMap((record) => (record.submitterWorkNumber ? [record.submitterWorkNumber] : [])),
    );
    for (const record of batch) {
      if (record.status) report.statuses[record.status] = (report.statuses[record.status] ?? 0) + 1;
      const match = record.status ? matchOf(record, candidates) : null;
      if (!match || !record.status) {
        report.unmatched_count += 1;
        pushCapped(report.unmatched, unmatchedOf(record));
        continue;
      }
      report.matched += 1;
      if (!match.isExact) report.matched_by_work_number += 1;
      let iswc: string | null = null;
      if (record.iswc) {
        if (isValidIswc(record.iswc)) iswc = normalizeIswc(record.iswc);
        else pushCapped(report.invalid_iswcs, { line: record.line, submitter_work_number: printable(record.submitterWorkNumber), iswc: printable(record.iswc) });
      }
      await acknowledgeTransaction(tx, match.sent, {
        status: record.status,
        societyWorkNumber: record.societyWorkNumber,
        processedOn: record.processedOn,
        acknowledgedAt: now,
        ...(iswc ? { iswc } : {}),
      });
      const work = match.sent.workId ? await findWorkReference(tx, match.sent.workId) : undefined;
      if (!work) continue;
      if (iswc && (await settleWorkIswc(tx, actor, work.id, iswc)) === 'set') report.iswcs_set += 1;
      if (record.status === 'CO') {
        await insertSupportRequest(tx, {
          userId: work.ownerId,
          topic: 'registration',
          subject: `Society ${exportRow.societyCode} reports a conflict on “${work.title}”`,
          message:
            `The society with CISAC code ${exportRow.societyCode} answered the registration of “${work.title}” sent in ` +
            `${exportRow.fileName} (transaction ${match.sent.transactionSequence}) with status CO: its claims conflict with ` +
            `another registration there.${record.societyWorkNumber ? ` Their work number: ${record.societyWorkNumber}.` : ''}`,
          itemKind: 'musical_work',
          itemId: work.id,
          itemTitle: work.title,
        });
        report.conflicts_opened += 1;
      }
    }
  });
}

/**
 * POST /staff/cwr-exports/{id}/acknowledgements (exportId given) or /staff/cwr-acknowledgements (found by the file's
 * name): the society's ACK file read onto the transactions sent, and its report kept.
 */
export async function importAcknowledgement(
  deps: ExportDeps,
  actor: Actor,
  exportId: string | null,
  file: { content: Buffer; fileName: string } | undefined,
): Promise<CwrAckImport> {
  if (!file) throw new BadRequest('Send the acknowledgement file as the form field “file”');
  const fileName = file.fileName.trim();
  const exportRow = exportId ? await requireExport(deps.db, exportId) : await exportOfFileName(deps.db, fileName);
  if (exportRow.state !== 'written') throw new Conflict('This export has not been written yet: nothing was sent to acknowledge');

  const now = deps.clock();
  const report: CwrAckReport = {
    transactions: 0,
    statuses: {},
    matched: 0,
    unmatched_count: 0,
    matched_by_work_number: 0,
    iswcs_set: 0,
    conflicts_opened: 0,
    unmatched: [],
    invalid_iswcs: [],
    problems: [],
  };
  const version = versionOfCwrFileName(fileName);
  let batch: AckRecord[] = [];
  for (const item of readCwr(linesOf(file.content), version ? { version } : {})) {
    if (item.kind === 'problem') {
      const { lineNumber, recordType, field, message } = item.problem;
      pushCapped(report.problems, { line: lineNumber, record_type: printable(recordType), field, message: printable(message) });
      continue;
    }
    if (item.kind !== 'transaction') continue;
    report.transactions += 1;
    const record = ackRecordOf(item.transaction);
    if (!record) {
      const [header] = item.transaction.records;
      const recordType = printable(header?.recordType ?? null);
      pushCapped(report.problems, { line: header?.lineNumber ?? null, record_type: recordType, field: null, message: 'Not an acknowledgement: an ACK file holds ACK transactions' });
      continue;
    }
    batch.push(record);
    if (report.transactions % ITEMS_BETWEEN_TURNS === 0) await nextTurn();
    if (batch.length >= BATCH) {
      await settleBatch(deps.db, actor, exportRow, batch, report, now);
      batch = [];
    }
  }
  if (batch.length > 0) await settleBatch(deps.db, actor, exportRow, batch, report, now);
  if (report.transactions === 0 && report.problems.length === 0) {
    report.problems.push({ line: null, record_type: null, field: null, message: 'The file holds no transaction' });
  }
  const saved = await insertAckImport(deps.db, { exportId: exportRow.id, createdById: actor.id, createdByName: actor.name, fileName, report, createdAt: now, updatedAt: now });
  return toCwrAckImport(saved, exportRow.id);
}

function toSummary(row: CwrAckImportRow, exportId: string): CwrAckImportSummary {
  return {
    id: row.id,
    export_id: exportId,
    file_name: row.fileName,
    imported_by: row.createdByName,
    statuses: row.report.statuses,
    matched: row.report.matched,
    unmatched: row.report.unmatched_count,
    created_at: row.createdAt.toISOString(),
  };
}

const toCwrAckImport = (row: CwrAckImportRow, exportId: string): CwrAckImport => ({ ...toSummary(row, exportId), report: row.report });

/** GET /staff/cwr-exports/{id}/acknowledgements: the ACK files imported for an export, newest first. */
export async function listAcknowledgementImports(
  deps: ExportDeps,
  exportId: string,
  query: { page: number; pageSize: number },
): Promise<{ items: CwrAckImportSummary[]; meta: PageMeta }> {
  const exportRow = await requireExport(deps.db, exportId);
  const page = pageOf(query);
  const { rows, total } = await listAckImports(deps.db, exportRow.id, page);
  return { items: rows.map((row) => toSummary(row, exportRow.id)), meta: page.meta(total) };
}

/** GET /staff/cwr-exports/{id}/acknowledgements/{importId}: one imported ACK file and its report, as it was read. */
export async function getAcknowledgementImport(deps: ExportDeps, exportId: string, importId: string): Promise<CwrAckImport> {
  const exportRow = await requireExport(deps.db, exportId);
  const row = await findAckImport(deps.db, exportRow.id, importId);
  if (!row) throw new NotFound('Acknowledgement import not found');
  return toCwrAckImport(row, exportRow.id);
}
