import { and, asc, count, desc, eq, gt, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { insertJsonRows } from '../../db/insert-json-rows';
import {
  cwrAckImports,
  cwrExportParts,
  cwrExports,
  cwrExportTransactions,
  type CwrAckImportRow,
  type CwrExportRow,
  type CwrExportTransactionRow,
  type NewCwrExportRow,
  type NewCwrExportTransactionRow,
} from '../../db/schema';
import { countUpTo, pageTotal, type Page } from '../../lib/paging';
import type { Total } from '../../lib/pagination';

/** Queries of CWR exports, their file, the transactions they sent and the acknowledgements read; rules live in the service and the job. */

/** The next file number of the year: one sequence for every export the society sends. */
export async function nextSequence(db: Db, year: number): Promise<number> {
  const [row] = await db.select({ last: sql<number>`coalesce(max(${cwrExports.sequence}), 0)`.mapWith(Number) }).from(cwrExports).where(eq(cwrExports.year, year));
  return (row?.last ?? 0) + 1;
}

export async function insertExport(db: Db, values: NewCwrExportRow): Promise<CwrExportRow> {
  const [row] = await db.insert(cwrExports).values(values).returning();
  if (!row) throw new Error('The export was not written');
  return row;
}

export async function findExport(db: Db, id: string): Promise<CwrExportRow | undefined> {
  const [row] = await db.select().from(cwrExports).where(eq(cwrExports.id, id));
  return row;
}

/** The export of this year, file number and receiving society: what an ACK's name answers. */
export async function findExportByNumber(db: Db, year: number, sequence: number, societyCode: string): Promise<CwrExportRow | undefined> {
  const [row] = await db
    .select()
    .from(cwrExports)
    .where(and(eq(cwrExports.year, year), eq(cwrExports.sequence, sequence), eq(cwrExports.societyCode, societyCode)));
  return row;
}

export async function listExports(db: Db, page: Page): Promise<{ rows: CwrExportRow[]; total: Total }> {
  const rows = await db.select().from(cwrExports).orderBy(desc(cwrExports.createdAt), desc(cwrExports.id)).limit(page.limit).offset(page.offset);
  return { rows, total: await pageTotal(rows.length, page, () => countUpTo(db, cwrExports, undefined)) };
}

export type ExportChanges = Partial<Pick<CwrExportRow, 'state' | 'transactionCount' | 'jobId' | 'error'>>;

export async function updateExport(db: Db, id: string, changes: ExportChanges): Promise<CwrExportRow> {
  const [row] = await db.update(cwrExports).set({ ...changes, updatedAt: new Date() }).where(eq(cwrExports.id, id)).returning();
  if (!row) throw new Error(`export ${id} vanished`);
  return row;
}

/** Transactions acknowledged per status, for each of these exports. */
export async function acknowledgedCounts(db: Db, exportIds: readonly string[]): Promise<Map<string, Record<string, number>>> {
  const counts = new Map<string, Record<string, number>>();
  if (exportIds.length === 0) return counts;
  const rows = await db
    .select({ exportId: cwrExportTransactions.exportId, status: sql<string>`${cwrExportTransactions.status}`, count: count() })
    .from(cwrExportTransactions)
    .where(and(inArray(cwrExportTransactions.exportId, [...exportIds]), isNotNull(cwrExportTransactions.status)))
    .groupBy(cwrExportTransactions.exportId, cwrExportTransactions.status);
  for (const row of rows) counts.set(row.exportId, { ...counts.get(row.exportId), [row.status]: row.count });
  return counts;
}

// The file --------------------------------------------------------------------------------------

/** A job that writes again (a retried job) starts from nothing. */
export async function deleteWritten(db: Db, exportId: string): Promise<void> {
  await db.delete(cwrExportParts).where(eq(cwrExportParts.exportId, exportId));
  await db.delete(cwrExportTransactions).where(eq(cwrExportTransactions.exportId, exportId));
}

export async function insertPart(db: Db, exportId: string, position: number, content: string): Promise<void> {
  await db.insert(cwrExportParts).values({ exportId, position, content });
}

/** The file's parts in order, one at a time. */
export async function* fileParts(db: Db, exportId: string): AsyncGenerator<string> {
  for (let position = 0; ; ) {
    const [part] = await db
      .select({ position: cwrExportParts.position, content: cwrExportParts.content })
      .from(cwrExportParts)
      .where(and(eq(cwrExportParts.exportId, exportId), gt(cwrExportParts.position, position)))
      .orderBy(asc(cwrExportParts.position))
      .limit(1);
    if (!part) return;
    yield part.content;
    position = part.position;
  }
}

// Transactions sent -----------------------------------------------------------------------------

export async function insertSentTransactions(db: Db, rows: readonly NewCwrExportTransactionRow[]): Promise<void> {
  if (rows.length === 0) return;
  await insertJsonRows(db, cwrExportTransactions, rows);
}

/** The transactions of an export with these submitter work numbers: the candidates a batch of ACK records is matched against. */
export async function findSentTransactions(db: Db, exportId: string, submitterWorkNumbers: readonly string[]): Promise<CwrExportTransactionRow[]> {
  if (submitterWorkNumbers.length === 0) return [];
  return db
    .select()
    .from(cwrExportTransactions)
    .where(and(eq(cwrExportTransactions.exportId, exportId), inArray(cwrExportTransactions.submitterWorkNumber, [...new Set(submitterWorkNumbers)])))
    .orderBy(asc(cwrExportTransactions.groupId), asc(cwrExportTransactions.transactionSequence));
}

export type Acknowledged = Pick<CwrExportTransactionRow, 'status' | 'societyWorkNumber' | 'processedOn' | 'acknowledgedAt'> & { iswc?: string | null };

export async function acknowledgeTransaction(db: Db, row: Pick<CwrExportTransactionRow, 'exportId' | 'groupId' | 'transactionSequence'>, values: Acknowledged): Promise<void> {
  await db
    .update(cwrExportTransactions)
    .set(values)
    .where(
      and(
        eq(cwrExportTransactions.exportId, row.exportId),
        eq(cwrExportTransactions.groupId, row.groupId),
        eq(cwrExportTransactions.transactionSequence, row.transactionSequence),
      ),
    );
}

export async function insertAckImport(db: Db, values: typeof cwrAckImports.$inferInsert) {
  const [row] = await db.insert(cwrAckImports).values(values).returning();
  if (!row) throw new Error('The acknowledgement was not written');
  return row;
}

/** The ACK files imported for an export, newest first. */
export async function listAckImports(db: Db, exportId: string, page: Page): Promise<{ rows: CwrAckImportRow[]; total: Total }> {
  const rows = await db
    .select()
    .from(cwrAckImports)
    .where(eq(cwrAckImports.exportId, exportId))
    .orderBy(desc(cwrAckImports.createdAt), desc(cwrAckImports.id))
    .limit(page.limit)
    .offset(page.offset);
  return { rows, total: await pageTotal(rows.length, page, () => countUpTo(db, cwrAckImports, eq(cwrAckImports.exportId, exportId))) };
}

export async function findAckImport(db: Db, exportId: string, id: string): Promise<CwrAckImportRow | undefined> {
  const [row] = await db.select().from(cwrAckImports).where(and(eq(cwrAckImports.exportId, exportId), eq(cwrAckImports.id, id)));
  return row;
}
