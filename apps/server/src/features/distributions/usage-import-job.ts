import type { UsageColumnKey } from '@repertoire/contract';
import type { Db } from '../../db/database';
import { fileColumns, ImportFileError, readTable, type TableRow } from '../../table-files';
import { ITEMS_BETWEEN_TURNS, nextTurn, readAhead, registerJobKind, type JobContext } from '../jobs';
import { allocateDistribution } from './allocate';
import {
  deleteUsageFileLines,
  deleteUsageFileProblems,
  findDistribution,
  findUsageFileWithBytes,
  insertUsageFileProblems,
  updateUsageFile,
  type StoredUsageProblem,
  type UsageFileRow,
} from './distributions.repository';
import { MAX_USAGE_ROWS, USAGE_IMPORT_JOB, type UsageImportJobInput } from './distributions.service';
import { usageRowChecker, USAGE_FILE_WORDING, type UsageLine, type UsageRowCheck } from './usage-file';
import { insertUsageLines } from './usage-lines.repository';

/**
 * Imports a usage file into its distribution (docs/decisions/0028): its rows read as a stream and checked a batch at a
 * time, each batch's lines written and matched by identifier in one statement, its refused rows listed with their row
 * numbers, all in one transaction a batch; then the distribution is split again. Memory stays flat however long the file.
 */

/** Lines a batch writes: one statement and one commit each. */
const LINES_PER_BATCH = 5000;

function rowsOf(file: UsageFileRow): Promise<AsyncIterable<TableRow>> {
  return readTable({ buffer: file.file, fileName: file.fileName }, { maxRows: MAX_USAGE_ROWS, wording: USAGE_FILE_WORDING }).then((table) => table.rows);
}

async function* checkedBatches(file: UsageFileRow, period: { periodStart: string; periodEnd: string }): AsyncGenerator<UsageRowCheck[]> {
  const check = usageRowChecker(fileColumns(file.mapping as (UsageColumnKey | null)[], file.header), period);
  let batch: UsageRowCheck[] = [];
  for await (const row of await rowsOf(file)) {
    batch.push(check(row));
    if (batch.length % ITEMS_BETWEEN_TURNS === 0) await nextTurn();
    if (batch.length >= LINES_PER_BATCH) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) yield batch;
}

const problemsOf = (check: UsageRowCheck): StoredUsageProblem[] => [
  ...check.errors.map((problem) => ({ ...problem, severity: 'error' as const })),
  ...check.warnings.map((problem) => ({ ...problem, severity: 'warning' as const })),
];

/** The file's lines and problems taken out of its distribution (a new run, a failure, a cancellation). */
async function takeOutLines(db: Db, usageFileId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await deleteUsageFileLines(tx, usageFileId);
    await deleteUsageFileProblems(tx, usageFileId);
  });
}

export type UsageImportResult = { lines: number; refused_rows: number };

/**
 * Reads, checks, writes and matches the file's lines (the caller splits the distribution again); answers how many went in and how many rows were refused, or null
 * when `onBatch` answered false (cancelled): then, as after an error, none of the file's lines stay.
 */
export async function importUsageFile(db: Db, file: UsageFileRow, onBatch: (done: number) => Promise<boolean> = async () => true): Promise<UsageImportResult | null> {
  const distribution = await findDistribution(db, file.distributionId);
  if (!distribution) throw new ImportFileError('The distribution no longer exists');
  const period = { periodStart: distribution.periodStart, periodEnd: distribution.periodEnd };
  // A run after a crash starts again from the first row.
  await takeOutLines(db, file.id);
  let lines = 0;
  let refusedRows = 0;
  let position = 0;
  try {
    for await (const batch of readAhead(checkedBatches(file, period))) {
      const ready: UsageLine[] = [];
      for (const check of batch) {
        if (check.line) ready.push(check.line);
        else refusedRows += 1;
      }
      const problems = batch.flatMap(problemsOf);
      await db.transaction(async (tx) => {
        await insertUsageLines(tx, file.distributionId, file.id, ready);
        await insertUsageFileProblems(tx, file.id, position, problems);
        lines += ready.length;
        await updateUsageFile(tx, file.id, { lines, refusedRows });
      });
      position += problems.length;
      if (!(await onBatch(lines + refusedRows))) {
        await takeOutLines(db, file.id);
        return null;
      }
    }
  } catch (error) {
    await takeOutLines(db, file.id);
    throw error;
  }
  return { lines, refused_rows: refusedRows };
}

async function runUsageImport(context: JobContext): Promise<UsageImportResult | null> {
  const { usageFileId } = context.input as UsageImportJobInput;
  const file = await findUsageFileWithBytes(context.db, usageFileId);
  // Taken out of its distribution meanwhile: nothing left to do.
  if (!file) return null;
  try {
    const result = await importUsageFile(context.db, file, async (done) => {
      await context.reportProgress(done);
      return !context.isCancelled();
    });
    if (!result) {
      await updateUsageFile(context.db, file.id, { state: 'uploaded', lines: 0, refusedRows: 0 });
      return null;
    }
    await allocateDistribution(context.db, file.distributionId);
    await updateUsageFile(context.db, file.id, { state: 'imported', lines: result.lines, refusedRows: result.refused_rows });
    return result;
  } catch (error) {
    const message = error instanceof ImportFileError ? error.message : 'The file could not be imported to the end: try again';
    await updateUsageFile(context.db, file.id, { state: 'failed', error: message });
    throw error instanceof ImportFileError ? error : new Error(message, { cause: error });
  }
}

registerJobKind(USAGE_IMPORT_JOB, runUsageImport);
