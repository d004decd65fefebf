import type { CatalogueImportProblem, CatalogueKind } from '@repertoire/contract';
import { and, asc, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { bytesValue, withStoredFile } from '../../db/bytes-as-base64';
import { insertJsonRows } from '../../db/insert-json-rows';
import {
  catalogueImportMappings,
  catalogueImportProblems,
  catalogueImports,
  type CatalogueImportRow,
  type NewCatalogueImportRow,
} from '../../db/schema';
import { countUpTo, pageTotal, type Page } from '../../lib/paging';
import type { Total } from '../../lib/pagination';

/** Queries of catalogue imports, their problems and the members' saved mappings; rules live in the service. */

/** An import as lists and answers read it: everything but the file itself. */
export type CatalogueImportInfo = Omit<CatalogueImportRow, 'file'>;

const { file: _file, ...infoColumns } = getTableColumns(catalogueImports);

export async function insertImport(db: Db, values: NewCatalogueImportRow): Promise<CatalogueImportInfo> {
  const [row] = await db
    .insert(catalogueImports)
    .values({ ...values, file: bytesValue(values.file) })
    .returning(infoColumns);
  if (!row) throw new Error('The import was not written');
  return row;
}

export async function findOwnImport(db: Db, ownerId: string, id: string): Promise<CatalogueImportInfo | undefined> {
  const [row] = await db.select(infoColumns).from(catalogueImports).where(and(eq(catalogueImports.id, id), eq(catalogueImports.ownerId, ownerId)));
  return row;
}

/** The import with its file, for the jobs that read it. */
export async function findImportWithFile(db: Db, id: string): Promise<CatalogueImportRow | undefined> {
  const where = eq(catalogueImports.id, id);
  const [row] = await db.select(infoColumns).from(catalogueImports).where(where);
  return withStoredFile(db, row, { table: catalogueImports, column: catalogueImports.file, where });
}

export async function listOwnImports(
  db: Db,
  ownerId: string,
  options: { kind?: CatalogueKind | undefined; page: Page },
): Promise<{ rows: CatalogueImportInfo[]; total: Total }> {
  const where = and(eq(catalogueImports.ownerId, ownerId), options.kind ? eq(catalogueImports.kind, options.kind) : undefined);
  const rows = await db
    .select(infoColumns)
    .from(catalogueImports)
    .where(where)
    .orderBy(desc(catalogueImports.createdAt), desc(catalogueImports.id))
    .limit(options.page.limit)
    .offset(options.page.offset);
  return { rows, total: await pageTotal(rows.length, options.page, () => countUpTo(db, catalogueImports, where)) };
}

export type ImportChanges = Partial<Pick<CatalogueImportRow, 'state' | 'mapping' | 'dataRows' | 'summary' | 'result' | 'submit' | 'jobId' | 'error'>>;

export async function updateImport(db: Db, id: string, changes: ImportChanges): Promise<CatalogueImportInfo> {
  const [row] = await db.update(catalogueImports).set({ ...changes, updatedAt: new Date() }).where(eq(catalogueImports.id, id)).returning(infoColumns);
  if (!row) throw new Error(`import ${id} vanished`);
  return row;
}

// Problems --------------------------------------------------------------------------------------

export type StoredProblem = CatalogueImportProblem & { position: number };

export async function deleteProblems(db: Db, importId: string): Promise<void> {
  await db.delete(catalogueImportProblems).where(eq(catalogueImportProblems.importId, importId));
}

/** Problems of one batch in one statement. */
export async function insertProblems(db: Db, importId: string, problems: readonly StoredProblem[]): Promise<void> {
  if (problems.length === 0) return;
  await insertJsonRows(db, catalogueImportProblems, problems.map((problem) => ({ importId, ...problem })));
}

export async function listProblems(
  db: Db,
  importId: string,
  options: { severity?: CatalogueImportProblem['severity'] | undefined; page: Page },
): Promise<{ rows: CatalogueImportProblem[]; total: Total }> {
  const where = and(eq(catalogueImportProblems.importId, importId), options.severity ? eq(catalogueImportProblems.severity, options.severity) : undefined);
  const rows = await db
    .select({ row: catalogueImportProblems.row, column: catalogueImportProblems.column, message: catalogueImportProblems.message, severity: catalogueImportProblems.severity })
    .from(catalogueImportProblems)
    .where(where)
    .orderBy(asc(catalogueImportProblems.row), asc(catalogueImportProblems.position))
    .limit(options.page.limit)
    .offset(options.page.offset);
  return { rows, total: await pageTotal(rows.length, options.page, () => countUpTo(db, catalogueImportProblems, where)) };
}

// Saved mappings --------------------------------------------------------------------------------

export async function findSavedMapping(db: Db, ownerId: string, kind: CatalogueKind): Promise<Record<string, string | null>> {
  const [row] = await db
    .select({ mapping: catalogueImportMappings.mapping })
    .from(catalogueImportMappings)
    .where(and(eq(catalogueImportMappings.ownerId, ownerId), eq(catalogueImportMappings.kind, kind)));
  return row?.mapping ?? {};
}

/** Adds these headers' choices to the member's saved mapping of the kind (a header chosen again takes the new key). */
export async function saveMapping(db: Db, ownerId: string, kind: CatalogueKind, mapping: Record<string, string | null>): Promise<void> {
  await db
    .insert(catalogueImportMappings)
    .values({ ownerId, kind, mapping })
    .onConflictDoUpdate({
      target: [catalogueImportMappings.ownerId, catalogueImportMappings.kind],
      set: { mapping: sql`${catalogueImportMappings.mapping} || excluded.mapping`, updatedAt: new Date() },
    });
}
