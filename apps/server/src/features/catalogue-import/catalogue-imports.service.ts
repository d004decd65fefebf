import {
  CATALOGUE_SAMPLE_ROWS,
  catalogueColumns,
  catalogueImportResult,
  catalogueImportSummary,
  type CatalogueImport,
  type catalogueImportMapping,
  type CatalogueImportProblem,
  type CatalogueKind,
  type PageMeta,
} from '@repertoire/contract';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import type { Actor } from '../../lib/actor';
import type { Clock } from '../../lib/clock';
import { BadRequest, Conflict, NotFound, Unprocessable } from '../../lib/errors';
import { pageOf } from '../../lib/paging';
import { mapHeaders, readTable, type TableWording } from '../../table-files';
import { queueJob, readOwnJob } from '../jobs';
import { catalogueKinds } from './catalogue-kinds';
import {
  deleteProblems,
  findOwnImport,
  findSavedMapping,
  insertImport,
  listOwnImports,
  listProblems,
  saveMapping,
  updateImport,
  type CatalogueImportInfo,
} from './catalogue-imports.repository';

/**
 * A member's catalogue imports (docs/catalogue-files.md): upload → mapping → check job → import job. Only the
 * member who uploaded a file sees its import; to anyone else it does not exist.
 */

type ImportDeps = { db: Db; clock: Clock };

export const CHECK_JOB = 'catalogue-import.check';
export const RUN_JOB = 'catalogue-import.run';
/** What a check or import job is given: the import, and who acts (their name goes into each item's history). */
export type ImportJobInput = { importId: string; actor: Actor };
/** How a file that cannot be read is refused, in the member's words. */
export const CATALOGUE_FILE_WORDING: TableWording = { rows: 'one row per work or recording', whole: 'the catalogue' };

const IMPORT_NOT_FOUND = 'Import not found';

export function toCatalogueImport(row: CatalogueImportInfo): CatalogueImport {
  return {
    id: row.id,
    kind: row.kind,
    file_name: row.fileName,
    format: row.format,
    state: row.state,
    header: row.header,
    mapping: row.mapping,
    sample: row.sample,
    data_rows: row.dataRows,
    summary: row.summary === null ? null : catalogueImportSummary.parse(row.summary),
    result: row.result === null ? null : catalogueImportResult.parse(row.result),
    submit: row.submit,
    job_id: row.jobId,
    error: row.error,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/**
 * The import as it stands. A step whose job ended without saying so (cancelled before it started, or stopped by
 * the server too many times) is settled here from the job's own end.
 */
async function ownImport(db: Db, actor: Actor, id: string): Promise<CatalogueImportInfo> {
  const row = await findOwnImport(db, actor.id, id);
  if (!row) throw new NotFound(IMPORT_NOT_FOUND);
  if ((row.state === 'checking' || row.state === 'importing') && row.jobId) {
    const job = await readOwnJob(db, actor.id, row.jobId);
    if (job?.state === 'cancelled') return updateImport(db, row.id, { state: 'cancelled' });
    if (job?.state === 'failed') return updateImport(db, row.id, { state: 'failed', error: job.error ?? 'The step could not finish: try again' });
  }
  return row;
}

// Upload ----------------------------------------------------------------------------------------

/** POST /catalogue/imports: the file kept with its header, first rows and a suggested mapping. */
export async function uploadCatalogueImport(
  deps: ImportDeps,
  actor: Actor,
  kind: CatalogueKind,
  file: { content: Buffer; fileName: string } | undefined,
): Promise<CatalogueImport> {
  const module = catalogueKinds[kind];
  if (!file) throw new BadRequest('Send the file as the form field “file”');
  const table = await readTable({ buffer: file.content, fileName: file.fileName }, { wording: CATALOGUE_FILE_WORDING });
  const sample: string[][] = [];
  for await (const row of table.rows) {
    sample.push(row.cells);
    if (sample.length >= CATALOGUE_SAMPLE_ROWS) break;
  }
  if (sample.length === 0) throw new Unprocessable('The file has a header but no rows');
  const saved = await findSavedMapping(deps.db, actor.id, kind);
  const mapping = mapHeaders(table.header, module.guessColumnKey, saved);
  const row = await insertImport(deps.db, {
    ownerId: actor.id,
    kind,
    fileName: file.fileName || `catalogue.${table.format}`,
    format: table.format,
    file: file.content,
    header: table.header,
    mapping: mapping.keys,
    sample,
    createdAt: deps.clock(),
    updatedAt: deps.clock(),
  });
  return toCatalogueImport(row);
}

// Reading ---------------------------------------------------------------------------------------

export async function listCatalogueImports(
  deps: ImportDeps,
  actor: Actor,
  query: { kind?: CatalogueKind | undefined; page: number; pageSize: number },
): Promise<{ items: CatalogueImport[]; meta: PageMeta }> {
  const page = pageOf(query);
  const { rows, total } = await listOwnImports(deps.db, actor.id, { kind: query.kind, page });
  return { items: rows.map(toCatalogueImport), meta: page.meta(total) };
}

export async function getCatalogueImport(deps: ImportDeps, actor: Actor, id: string): Promise<CatalogueImport> {
  return toCatalogueImport(await ownImport(deps.db, actor, id));
}

export async function listCatalogueImportProblems(
  deps: ImportDeps,
  actor: Actor,
  id: string,
  query: { severity?: CatalogueImportProblem['severity'] | undefined; page: number; pageSize: number },
): Promise<{ items: CatalogueImportProblem[]; meta: PageMeta }> {
  const row = await ownImport(deps.db, actor, id);
  const page = pageOf(query);
  const { rows, total } = await listProblems(deps.db, row.id, { severity: query.severity, page });
  return { items: rows, meta: page.meta(total) };
}

// Mapping and checking --------------------------------------------------------------------------

const UNDER_WAY: Partial<Record<CatalogueImportInfo['state'], string>> = {
  checking: 'The file is being checked: wait until the check ends',
  importing: 'The file is being imported: wait until the import ends',
  imported: 'This file has been imported: upload it again to import it once more',
};

/** The mapping as sent, checked against the file's columns and the kind's template. */
function checkedMapping(kind: CatalogueKind, header: readonly string[], mapping: readonly (string | null)[]): (string | null)[] {
  if (mapping.length !== header.length) {
    throw new BadRequest(`Give one entry per column of the file: it has ${header.length} columns, the mapping ${mapping.length}`);
  }
  const columns = catalogueColumns[kind];
  const headerOfKey = new Map(columns.map((column) => [column.key, column.header]));
  const columnOf = (index: number) => header[index] || `column ${index + 1}`;
  const used = new Map<string, number>();
  mapping.forEach((key, index) => {
    if (key === null) return;
    if (!headerOfKey.has(key)) throw new BadRequest(`Column “${columnOf(index)}”: “${key}” is not a column of the ${kind} template`);
    const earlier = used.get(key);
    if (earlier !== undefined) {
      throw new BadRequest(`Columns “${columnOf(earlier)}” and “${columnOf(index)}” both fill ${headerOfKey.get(key) ?? key}: leave one out`);
    }
    used.set(key, index);
  });
  if (used.size === 0) throw new Unprocessable('Map at least one column of the file to the template');
  for (const column of columns) {
    if (column.required && !used.has(column.key)) throw new Unprocessable(`Map a column to ${column.header}: every row needs it`);
  }
  return [...mapping];
}

/** PUT /catalogue/imports/{id}/mapping: the mapping kept (and saved for the next file on request), and checking starts. */
export async function mapCatalogueImport(deps: ImportDeps, actor: Actor, id: string, body: z.output<typeof catalogueImportMapping>): Promise<CatalogueImport> {
  const row = await ownImport(deps.db, actor, id);
  const refused = UNDER_WAY[row.state];
  if (refused) throw new Conflict(refused);
  const mapping = checkedMapping(row.kind, row.header, body.mapping);
  const updated = await deps.db.transaction(async (tx) => {
    if (body.save) {
      await saveMapping(tx, actor.id, row.kind, Object.fromEntries(row.header.flatMap((header, index) => (header ? [[header, mapping[index] ?? null]] : []))));
    }
    await deleteProblems(tx, row.id);
    const job = await queueJob({ db: tx, clock: deps.clock }, actor, CHECK_JOB, { importId: row.id, actor } satisfies ImportJobInput);
    return updateImport(tx, row.id, { state: 'checking', mapping, summary: null, result: null, submit: null, error: null, dataRows: null, jobId: job.id });
  });
  return toCatalogueImport(updated);
}

// Importing -------------------------------------------------------------------------------------

/** POST /catalogue/imports/{id}/run: the ready rows saved as drafts, or submitted where complete. */
export async function runCatalogueImport(deps: ImportDeps, actor: Actor, id: string, body: { submit: boolean }): Promise<CatalogueImport> {
  const row = await ownImport(deps.db, actor, id);
  const refused = UNDER_WAY[row.state];
  if (refused) throw new Conflict(refused);
  if (row.state !== 'checked') throw new Conflict('Check the file before you import it: confirm its mapping first');
  const summary = catalogueImportSummary.parse(row.summary);
  if (summary.ready === 0) throw new Conflict('No row is ready to import: correct the file and upload it again');
  const updated = await deps.db.transaction(async (tx) => {
    const job = await queueJob({ db: tx, clock: deps.clock }, actor, RUN_JOB, { importId: row.id, actor } satisfies ImportJobInput);
    return updateImport(tx, row.id, { state: 'importing', submit: body.submit, result: null, error: null, jobId: job.id });
  });
  return toCatalogueImport(updated);
}
