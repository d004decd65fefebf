import type { CwrExportRow, NewCwrExportTransactionRow } from '../../db/schema';
import { cwrAscii, isCwr3, societySender, writeCwrAsync, type CwrOutputRecord } from '../cwr';
import { ITEMS_BETWEEN_TURNS, nextTurn, registerJobKind, type JobContext } from '../jobs';
import { findRegisteredWorksAfter } from '../musical-works';
import { deleteWritten, findExport, insertPart, insertSentTransactions, updateExport } from './cwr-exports.repository';
import { filterOf, WRITE_JOB, type WriteJobInput } from './cwr-exports.service';
import { submitterWorkNumberOfId, workTransactions } from './works-as-cwr';

/**
 * The job that writes an export's file (docs/decisions/0020): the selected registered works read 500 at a time by id,
 * each written as an NWR transaction (WRK in CWR 3.1) with the society as sender, the file kept in parts of about 256 kB, and each
 * transaction sent recorded (group, sequence, submitter work number, work) with the parts as they are written, so an
 * acknowledgement finds it. A retried job writes everything again.
 */

const WORKS_PAGE = 500;
const PART_CHARS = 256 * 1024;
const STOPPED = 'Writing was stopped: create the export again';
/** The writer numbers groups from 1, and an export has one NWR group. */
const GROUP_ID = 1;

async function writeExport(context: JobContext, row: CwrExportRow): Promise<{ transactions: number }> {
  const { db } = context;
  await deleteWritten(db, row.id);
  await updateExport(db, row.id, { state: 'writing', error: null });
  const filter = filterOf(row.selection);
  async function* pages() {
    for (let after: string | null = null; ; ) {
      const page = await findRegisteredWorksAfter(db, filter, after, WORKS_PAGE);
      if (page.length > 0) yield page;
      const last = page.at(-1);
      if (page.length < WORKS_PAGE || !last) return;
      after = last.id;
    }
  }

  // CWR 3.x registers a work with WRK where 2.x has NWR.
  const transactionType = isCwr3(row.version) ? 'WRK' : 'NWR';
  let sent: NewCwrExportTransactionRow[] = [];
  let count = 0;
  async function* transactions(): AsyncGenerator<CwrOutputRecord[]> {
    for await (const { work, submitterWorkNumber, records } of workTransactions(db, pages(), (candidate) => submitterWorkNumberOfId(candidate.id), transactionType)) {
      sent.push({ exportId: row.id, groupId: GROUP_ID, transactionSequence: count, workId: work.id, submitterWorkNumber, title: cwrAscii(work.title, 60) });
      count += 1;
      yield records;
      if (count % ITEMS_BETWEEN_TURNS === 0) await nextTurn();
    }
  }

  let part = '';
  let position = 0;
  const flush = async () => {
    const content = part;
    const rows = sent;
    part = '';
    sent = [];
    position += 1;
    await db.transaction(async (tx) => {
      await insertPart(tx, row.id, position, content);
      await insertSentTransactions(tx, rows);
    });
    await context.reportProgress(count);
    if (context.isCancelled()) throw new Error(STOPPED);
  };
  const header = { version: row.version, ...societySender(context.deps.config.cwrSender), createdAt: row.createdAt };
  for await (const line of writeCwrAsync(header, { transactionType, transactions: transactions() })) {
    part += line;
    if (part.length >= PART_CHARS) await flush();
  }
  await flush();
  await updateExport(db, row.id, { state: 'written', transactionCount: count });
  return { transactions: count };
}

registerJobKind(WRITE_JOB, async (context) => {
  const { exportId } = context.input as WriteJobInput;
  const row = await findExport(context.db, exportId);
  if (!row) return null;
  try {
    return await writeExport(context, row);
  } catch (error) {
    const message = error instanceof Error && error.message === STOPPED ? STOPPED : 'The file could not be written: create the export again';
    await updateExport(context.db, row.id, { state: 'failed', error: message });
    throw new Error(message, { cause: error });
  }
});
