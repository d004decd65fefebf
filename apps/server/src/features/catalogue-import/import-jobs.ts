import { pagePaths, type CatalogueImportResult, type CatalogueImportSummary } from '@repertoire/contract';
import type { Db } from '../../db/database';
import type { CatalogueImportRow } from '../../db/schema';
import { countText } from '../../lib/count-text';
import { ITEMS_BETWEEN_TURNS, nextTurn, readAhead, registerJobKind, type JobContext } from '../jobs';
import { notify } from '../notifications';
import { fileColumns, ImportFileError, readTable, type RowProblem, type TableRow } from '../../table-files';
import { analyzeAfterSaving, analyzeDictionaryWhileSaving, type CatalogueKindModule, type ReadyRow, type RowCheck } from './catalogue-kind';
import { catalogueKinds } from './catalogue-kinds';
import { deleteProblems, findImportWithFile, insertProblems, updateImport, type StoredProblem } from './catalogue-imports.repository';
import { CATALOGUE_FILE_WORDING, CHECK_JOB, RUN_JOB, type ImportJobInput } from './catalogue-imports.service';

/**
 * The two jobs of an import (docs/decisions/0018): the check reads every row and stores its problems and counts;
 * the import reads and checks the file again (the registry may have moved) and saves the ready rows, one
 * transaction a batch. Rows are read as a stream and handled a batch at a time, so memory stays flat.
 */


function rowsOf(row: CatalogueImportRow): Promise<AsyncIterable<TableRow>> {
  return readTable({ buffer: row.file, fileName: row.fileName }, { wording: CATALOGUE_FILE_WORDING }).then((table) => table.rows);
}

/** Data rows of the file, read once without checking them, so progress has a total from the start. */
async function countRows(row: CatalogueImportRow): Promise<number> {
  let count = 0;
  for await (const _ of await rowsOf(row)) count += 1;
  return count;
}

/** The file's rows checked, a batch at a time (matched, saved and reported together: a few queries and one transaction each). */
async function* checkedBatches<Item>(row: CatalogueImportRow, module: CatalogueKindModule<Item>, batchRows: number): AsyncGenerator<RowCheck<Item>[]> {
  const check = module.rowChecker(fileColumns(row.mapping, row.header));
  let batch: RowCheck<Item>[] = [];
  for await (const tableRow of await rowsOf(row)) {
    batch.push(check(tableRow));
    if (batch.length % ITEMS_BETWEEN_TURNS === 0) await nextTurn();
    if (batch.length >= batchRows) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) yield batch;
}

type FoundProblem = RowProblem & { severity: StoredProblem['severity'] };

/** Writes problems in the order found, numbered on from where the import's last ones ended. */
function problemWriter(importId: string) {
  let position = 0;
  return async (db: Db, problems: readonly FoundProblem[]) => {
    const numbered = problems.map((problem) => ({ ...problem, position: (position += 1) }));
    await insertProblems(db, importId, numbered);
  };
}

/** Problems a check keeps before writing them. */
const PROBLEMS_PER_WRITE = 1000;

const checkProblems = <Item>(check: RowCheck<Item>): FoundProblem[] => [
  ...check.errors.map((problem) => ({ ...problem, severity: 'error' as const })),
  ...check.warnings.map((problem) => ({ ...problem, severity: 'warning' as const })),
];

type Step = (context: JobContext, row: CatalogueImportRow, module: CatalogueKindModule<unknown>) => Promise<unknown>;

/** Runs a step on its import; a step that cannot finish leaves the import failed, with a message the member can act on. */
function importStep(step: Step) {
  return async (context: JobContext): Promise<unknown> => {
    const { importId } = context.input as ImportJobInput;
    const row = await findImportWithFile(context.db, importId);
    // Deleted with its member: nothing left to do.
    if (!row) return null;
    try {
      return await step(context, row, catalogueKinds[row.kind]);
    } catch (error) {
      const message = error instanceof ImportFileError ? error.message : 'The file could not be processed to the end: try again';
      await updateImport(context.db, row.id, { state: 'failed', error: message });
      throw error instanceof ImportFileError ? error : new Error(message, { cause: error });
    }
  };
}

async function checkImport(context: JobContext, row: CatalogueImportRow, module: CatalogueKindModule<unknown>): Promise<CatalogueImportSummary | null> {
  const { db, reportProgress, isCancelled } = context;
  const total = await countRows(row);
  await updateImport(db, row.id, { dataRows: total });
  await reportProgress(0, total);
  const write = problemWriter(row.id);
  const found: FoundProblem[] = [];
  const summary: CatalogueImportSummary = { rows: 0, ready: 0, with_warnings: 0, in_error: 0, new: 0, updates: 0, skipped: 0 };
  for await (const batch of readAhead(checkedBatches(row, module, context.batchItems))) {
    const matches = await module.matchBatch(db, row.ownerId, batch);
    for (const check of batch) {
      summary.rows += 1;
      if (!check.item) {
        summary.in_error += 1;
        continue;
      }
      summary.ready += 1;
      if (check.warnings.length > 0) summary.with_warnings += 1;
      const action = matches.get(check.row)?.action ?? 'create';
      if (action === 'create') summary.new += 1;
      else if (action === 'update') summary.updates += 1;
      else summary.skipped += 1;
    }
    found.push(...batch.flatMap(checkProblems));
    // Most rows of a real file have a warning: written a thousand at a time, not a commit a batch.
    if (found.length >= PROBLEMS_PER_WRITE) await write(db, found.splice(0));
    await reportProgress(summary.rows, total);
    if (isCancelled()) {
      await write(db, found);
      await updateImport(db, row.id, { state: 'cancelled' });
      return null;
    }
  }
  await db.transaction(async (tx) => {
    await write(tx, found);
    await updateImport(tx, row.id, { state: 'checked', summary });
  });
  return summary;
}

function resultMessage(fileName: string, result: CatalogueImportResult): string {
  const submitted = result.submitted > 0 ? ` (${countText(result.submitted)} sent for review)` : '';
  return `${fileName}: ${countText(result.created)} created, ${countText(result.updated)} updated${submitted}, ${countText(result.skipped)} left as they were, ${countText(result.in_error)} not imported`;
}

async function runImport(context: JobContext, row: CatalogueImportRow, module: CatalogueKindModule<unknown>): Promise<CatalogueImportResult> {
  const { db, reportProgress, isCancelled } = context;
  const { actor } = context.input as ImportJobInput;
  const submit = row.submit ?? false;
  const total = row.dataRows ?? (await countRows(row));
  // The problems shown are this reading's: the check's are replaced, notes say what was done.
  await deleteProblems(db, row.id);
  const write = problemWriter(row.id);
  const result: CatalogueImportResult = { created: 0, updated: 0, skipped: 0, submitted: 0, in_error: 0 };
  let done = 0;
  let saved = 0;
  let cancelled = false;
  for await (const batch of readAhead(checkedBatches(row, module, context.batchItems))) {
    const matches = await module.matchBatch(db, row.ownerId, batch);
    const ready: ReadyRow<unknown>[] = [];
    const notes: RowProblem[] = [];
    for (const check of batch) {
      const match = matches.get(check.row);
      if (!check.item || !match) {
        result.in_error += 1;
        continue;
      }
      if (match.action === 'skip') {
        result.skipped += 1;
        notes.push({ row: check.row, column: null, message: match.note });
      } else ready.push({ row: check.row, item: check.item, match });
    }
    // The batch's items, its problems and the count of what is saved, in one transaction: saved and counted
    // together (a cancelled or failed import says how far it went), for one commit a batch.
    await db.transaction(async (tx) => {
      const outcome = ready.length > 0 ? await module.writeBatch(tx, actor, ready, { submit, importId: row.id }) : null;
      const refused = new Set(outcome?.problems.map((problem) => problem.row));
      for (const { row: rowNumber, match } of ready) {
        if (match.action === 'update' && !refused.has(rowNumber)) notes.push({ row: rowNumber, column: null, message: match.note });
      }
      if (outcome) {
        result.created += outcome.created;
        result.updated += outcome.updated;
        result.submitted += outcome.submitted;
        result.in_error += refused.size;
        notes.push(...(outcome.notes ?? []));
      }
      await write(tx, [
        ...batch.flatMap(checkProblems),
        ...(outcome?.problems ?? []).map((problem) => ({ ...problem, severity: 'error' as const })),
        ...notes.map((note) => ({ ...note, severity: 'note' as const })),
      ]);
      await updateImport(tx, row.id, { result });
    });
    await analyzeDictionaryWhileSaving(db, saved, result.created + result.updated);
    saved = result.created + result.updated;
    done += batch.length;
    await reportProgress(done, total);
    if (isCancelled()) {
      cancelled = true;
      break;
    }
  }
  await db.transaction(async (tx) => {
    await updateImport(tx, row.id, { state: cancelled ? 'cancelled' : 'imported', result });
    await notify(tx, row.ownerId, {
      title: cancelled ? 'Your catalogue import was stopped' : 'Your catalogue import has finished',
      message: cancelled ? `${resultMessage(row.fileName, result)}; the rest of the file was not read` : resultMessage(row.fileName, result),
      link: pagePaths.app.catalogueImport.getHref(row.id),
    });
  });
  await analyzeAfterSaving(db, module, result.created + result.updated);
  return result;
}

registerJobKind(CHECK_JOB, importStep(checkImport));
registerJobKind(RUN_JOB, importStep(runImport));
