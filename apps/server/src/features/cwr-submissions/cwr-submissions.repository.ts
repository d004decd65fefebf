import type { CwrSubmissionStatus } from '@repertoire/contract';
import { and, asc, desc, eq, getTableColumns, gt, inArray, sql } from 'drizzle-orm';
import { bytesValue, withStoredFile } from '../../db/bytes-as-base64';
import type { Db } from '../../db/database';
import { insertJsonRows } from '../../db/insert-json-rows';
import {
  cwrSubmissions,
  cwrTransactions,
  users,
  type CwrSubmissionRow,
  type CwrTransactionRow,
  type NewCwrSubmissionRow,
  type NewCwrTransactionRow,
} from '../../db/schema';
import { countUpTo, pageTotal, type Page } from '../../lib/paging';
import type { Total } from '../../lib/pagination';

/** Queries of CWR submissions and their transactions; rules live in the service and the job. */

/** A submission as lists and answers read it: everything but the file itself. */
export type CwrSubmissionInfo = Omit<CwrSubmissionRow, 'file'>;

const { file: _file, ...infoColumns } = getTableColumns(cwrSubmissions);

export async function insertSubmission(db: Db, values: NewCwrSubmissionRow): Promise<CwrSubmissionInfo> {
  const [row] = await db
    .insert(cwrSubmissions)
    .values({ ...values, file: bytesValue(values.file) })
    .returning(infoColumns);
  if (!row) throw new Error('The submission was not written');
  return row;
}

export async function findOwnSubmission(db: Db, ownerId: string, id: string): Promise<CwrSubmissionInfo | undefined> {
  const [row] = await db.select(infoColumns).from(cwrSubmissions).where(and(eq(cwrSubmissions.id, id), eq(cwrSubmissions.ownerId, ownerId)));
  return row;
}

/** The member's submission of a file of this name, case aside: a file is sent once. */
export async function findOwnSubmissionByFileName(db: Db, ownerId: string, fileName: string): Promise<CwrSubmissionInfo | undefined> {
  const [row] = await db
    .select(infoColumns)
    .from(cwrSubmissions)
    .where(and(eq(cwrSubmissions.ownerId, ownerId), sql`lower(${cwrSubmissions.fileName}) = lower(${fileName})`));
  return row;
}

/** The submission with its file, for the job that reads it. */
export async function findSubmissionWithFile(db: Db, id: string): Promise<CwrSubmissionRow | undefined> {
  const where = eq(cwrSubmissions.id, id);
  const [row] = await db.select(infoColumns).from(cwrSubmissions).where(where);
  return withStoredFile(db, row, { table: cwrSubmissions, column: cwrSubmissions.file, where });
}

/** The submission with its owner's address, for the mail that sends its acknowledgement; none once either is gone. */
export async function findSubmissionAndOwnerEmail(db: Db, id: string): Promise<{ submission: CwrSubmissionInfo; email: string } | undefined> {
  const [row] = await db
    .select({ submission: infoColumns, email: users.email })
    .from(cwrSubmissions)
    .innerJoin(users, eq(users.id, cwrSubmissions.ownerId))
    .where(eq(cwrSubmissions.id, id));
  return row;
}

export async function listOwnSubmissions(db: Db, ownerId: string, page: Page): Promise<{ rows: CwrSubmissionInfo[]; total: Total }> {
  const where = eq(cwrSubmissions.ownerId, ownerId);
  const rows = await db
    .select(infoColumns)
    .from(cwrSubmissions)
    .where(where)
    .orderBy(desc(cwrSubmissions.createdAt), desc(cwrSubmissions.id))
    .limit(page.limit)
    .offset(page.offset);
  return { rows, total: await pageTotal(rows.length, page, () => countUpTo(db, cwrSubmissions, where)) };
}

export type SubmissionChanges = Partial<
  Pick<CwrSubmissionRow, 'state' | 'version' | 'transactionsInFile' | 'counts' | 'fileProblems' | 'jobId' | 'ackFileName' | 'processedAt' | 'fileCreationDate' | 'fileCreationTime' | 'error'>
>;

export async function updateSubmission(db: Db, id: string, changes: SubmissionChanges): Promise<CwrSubmissionInfo> {
  const [row] = await db.update(cwrSubmissions).set({ ...changes, updatedAt: new Date() }).where(eq(cwrSubmissions.id, id)).returning(infoColumns);
  if (!row) throw new Error(`submission ${id} vanished`);
  return row;
}

// Transactions ----------------------------------------------------------------------------------

/** A reading that starts again (a retried job) answers every transaction anew. */
export async function deleteTransactions(db: Db, submissionId: string): Promise<void> {
  await db.delete(cwrTransactions).where(eq(cwrTransactions.submissionId, submissionId));
}

/** The answers of one batch in one statement. */
export async function insertTransactions(db: Db, rows: readonly NewCwrTransactionRow[]): Promise<void> {
  if (rows.length === 0) return;
  await insertJsonRows(db, cwrTransactions, rows);
}

export async function listTransactions(
  db: Db,
  submissionId: string,
  options: { statuses?: readonly CwrSubmissionStatus[] | undefined; page: Page },
): Promise<{ rows: CwrTransactionRow[]; total: Total }> {
  const where = and(eq(cwrTransactions.submissionId, submissionId), options.statuses ? inArray(cwrTransactions.status, [...options.statuses]) : undefined);
  const rows = await db.select().from(cwrTransactions).where(where).orderBy(asc(cwrTransactions.position)).limit(options.page.limit).offset(options.page.offset);
  return { rows, total: await pageTotal(rows.length, options.page, () => countUpTo(db, cwrTransactions, where)) };
}

/** Transactions in file order after `position`, a page at a time, for the ACK written while it is sent. */
export async function transactionsAfter(db: Db, submissionId: string, position: number, limit: number): Promise<CwrTransactionRow[]> {
  return db
    .select()
    .from(cwrTransactions)
    .where(and(eq(cwrTransactions.submissionId, submissionId), gt(cwrTransactions.position, position)))
    .orderBy(asc(cwrTransactions.position))
    .limit(limit);
}
