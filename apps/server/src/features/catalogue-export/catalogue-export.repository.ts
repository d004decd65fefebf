import { OWNERS_PER_ROW, PERFORMERS_PER_ROW, RECORDINGS_PER_ROW } from '@repertoire/contract';
import { and, asc, eq, inArray, lte, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { withStoredFile } from '../../db/bytes-as-base64';
import {
  catalogueImportProblems,
  catalogueImports,
  musicalWorks,
  rightsHolders,
  soundRecordingOwners,
  soundRecordingPerformers,
  soundRecordings,
} from '../../db/schema';

/**
 * Reads for the catalogue files: the member's works and recordings in pages of EXPORT_PAGE_ROWS, in title order
 * with a keyset cursor (each page one indexed query, however far into the catalogue), with what each row of the
 * template names beside them; and an import's stored file and errors.
 */

export const EXPORT_PAGE_ROWS = 500;

/** Where a page ends: the lower-cased title as the database compares it, then the id. */
type TitleCursor = { sortTitle: string; id: string };

async function* titlePages<Row>(readPage: (after: TitleCursor | null) => Promise<Row[]>, cursorOf: (row: Row) => TitleCursor): AsyncGenerator<Row[]> {
  let after: TitleCursor | null = null;
  for (;;) {
    const rows = await readPage(after);
    if (rows.length > 0) yield rows;
    const last = rows.at(-1);
    if (rows.length < EXPORT_PAGE_ROWS || !last) return;
    after = cursorOf(last);
  }
}

function afterTitle(table: typeof musicalWorks | typeof soundRecordings, after: TitleCursor | null): SQL | undefined {
  return after ? sql`(lower(${table.title}), ${table.id}) > (${after.sortTitle}, ${after.id}::uuid)` : undefined;
}

/** Each row's place among the rows of its group, from 1: to keep the first few of each. */
function rankWithin(group: SQLWrapper, ...order: SQLWrapper[]) {
  return sql<number>`row_number() over (partition by ${group} order by ${sql.join(order, sql`, `)})`.mapWith(Number);
}

// Works -----------------------------------------------------------------------------------------

/** The member's works that `where` keeps (the list's filter), a page at a time. */
export function ownWorkPages(db: Db, where: SQL | undefined) {
  return titlePages(
    (after) =>
      db
        .select({ work: musicalWorks, sortTitle: sql<string>`lower(${musicalWorks.title})` })
        .from(musicalWorks)
        .where(and(where, afterTitle(musicalWorks, after)))
        .orderBy(sql`lower(${musicalWorks.title})`, asc(musicalWorks.id))
        .limit(EXPORT_PAGE_ROWS),
    (row) => ({ sortTitle: row.sortTitle, id: row.work.id }),
  );
}

/** The member's own recordings of these works, the first RECORDINGS_PER_ROW of each in title order. */
export async function findOwnRecordingsOfWorks(db: Db, ownerId: string, workIds: readonly string[]) {
  if (workIds.length === 0) return [];
  const ranked = db
    .select({
      workId: soundRecordings.musicalWorkId,
      isrc: soundRecordings.isrc,
      title: soundRecordings.title,
      mainArtists: soundRecordings.mainArtists,
      rank: rankWithin(soundRecordings.musicalWorkId, sql`lower(${soundRecordings.title})`, soundRecordings.id).as('rank'),
    })
    .from(soundRecordings)
    .where(and(eq(soundRecordings.ownerId, ownerId), inArray(soundRecordings.musicalWorkId, [...workIds])))
    .as('ranked');
  return db.select().from(ranked).where(lte(ranked.rank, RECORDINGS_PER_ROW)).orderBy(asc(ranked.workId), asc(ranked.rank));
}

// Recordings ------------------------------------------------------------------------------------

/** The member's recordings that `where` keeps (the list's filter), a page at a time, with the work each records. */
export function ownRecordingPages(db: Db, where: SQL | undefined) {
  return titlePages(
    (after) =>
      db
        .select({
          recording: soundRecordings,
          sortTitle: sql<string>`lower(${soundRecordings.title})`,
          // Drizzle reads a left-joined object as absent when its first column is null: a column never null comes first,
          // or a work without ISWC would lose its code.
          work: { ownerId: musicalWorks.ownerId, iswc: musicalWorks.iswc, workCode: musicalWorks.workCode },
        })
        .from(soundRecordings)
        .leftJoin(musicalWorks, eq(musicalWorks.id, soundRecordings.musicalWorkId))
        .where(and(where, afterTitle(soundRecordings, after)))
        .orderBy(sql`lower(${soundRecordings.title})`, asc(soundRecordings.id))
        .limit(EXPORT_PAGE_ROWS),
    (row) => ({ sortTitle: row.sortTitle, id: row.recording.id }),
  );
}

/** The first PERFORMERS_PER_ROW of each recording's line-up, in order. */
export async function findFirstPerformers(db: Db, recordingIds: readonly string[]) {
  if (recordingIds.length === 0) return [];
  const ranked = db
    .select({
      recordingId: soundRecordingPerformers.recordingId,
      name: soundRecordingPerformers.name,
      role: soundRecordingPerformers.role,
      instrumentOrPart: soundRecordingPerformers.instrumentOrPart,
      rank: rankWithin(soundRecordingPerformers.recordingId, soundRecordingPerformers.position, soundRecordingPerformers.id).as('rank'),
    })
    .from(soundRecordingPerformers)
    .where(inArray(soundRecordingPerformers.recordingId, [...recordingIds]))
    .as('ranked');
  return db.select().from(ranked).where(lte(ranked.rank, PERFORMERS_PER_ROW)).orderBy(asc(ranked.recordingId), asc(ranked.rank));
}

/** The first OWNERS_PER_ROW master owners of each recording, in order, by name. */
export async function findFirstOwners(db: Db, recordingIds: readonly string[]) {
  if (recordingIds.length === 0) return [];
  const ranked = db
    .select({
      recordingId: soundRecordingOwners.recordingId,
      name: rightsHolders.name,
      shareBp: soundRecordingOwners.shareBp,
      rank: rankWithin(soundRecordingOwners.recordingId, soundRecordingOwners.position, soundRecordingOwners.id).as('rank'),
    })
    .from(soundRecordingOwners)
    .innerJoin(rightsHolders, eq(rightsHolders.id, soundRecordingOwners.rightsHolderId))
    .where(inArray(soundRecordingOwners.recordingId, [...recordingIds]))
    .as('ranked');
  return db.select().from(ranked).where(lte(ranked.rank, OWNERS_PER_ROW)).orderBy(asc(ranked.recordingId), asc(ranked.rank));
}

// Imports ---------------------------------------------------------------------------------------

/** One of the member's imports with its stored file; undefined when there is none of theirs with this id. */
export async function findOwnImportFile(db: Db, ownerId: string, importId: string) {
  const where = sql`${catalogueImports.id} = ${importId} and ${catalogueImports.ownerId} = ${ownerId}`;
  const [row] = await db
    .select({ kind: catalogueImports.kind, fileName: catalogueImports.fileName, state: catalogueImports.state })
    .from(catalogueImports)
    .where(where);
  return withStoredFile(db, row, { table: catalogueImports, column: catalogueImports.file, where });
}

const PROBLEM_PAGE_ROWS = 1000;

/** An import's errors in row order (a row's in the order they were found), a page at a time. */
export async function* importErrorPages(db: Db, importId: string) {
  let after: { row: number; position: number } | null = null;
  for (;;) {
    const problems = await db
      .select({
        row: catalogueImportProblems.row,
        position: catalogueImportProblems.position,
        column: catalogueImportProblems.column,
        message: catalogueImportProblems.message,
      })
      .from(catalogueImportProblems)
      .where(
        and(
          eq(catalogueImportProblems.importId, importId),
          eq(catalogueImportProblems.severity, 'error'),
          after ? sql`(${catalogueImportProblems.row}, ${catalogueImportProblems.position}) > (${after.row}, ${after.position})` : undefined,
        ),
      )
      .orderBy(asc(catalogueImportProblems.row), asc(catalogueImportProblems.position))
      .limit(PROBLEM_PAGE_ROWS);
    if (problems.length > 0) yield problems;
    const last = problems.at(-1);
    if (problems.length < PROBLEM_PAGE_ROWS || !last) return;
    after = { row: last.row, position: last.position };
  }
}
