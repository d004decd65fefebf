import {
  catalogueColumns,
  type CatalogueExportFormat,
  type CatalogueFileFormat,
  type CatalogueKind,
  type RegistrationStatus,
} from '@repertoire/contract';
import type { Db } from '../../db/database';
import type { CatalogueFileDownload } from '../../lib/download';
import { BadRequest, Conflict, NotFound } from '../../lib/errors';
import { readTable, type TableRow } from '../../table-files';
import { cwrAscii, cwrFileName, writeCwrAsync, type CwrFileHeader } from '../cwr';
import { submitterWorkNumberOfId, workTransactions } from '../cwr-exports';
import { findShareLines, ownWorksSearch, ownWorksWhere } from '../musical-works';
import { findRightsHolderByUserId } from '../rights-holders';
import { ownRecordingsSearch, ownRecordingsWhere } from '../sound-recordings';
import {
  findFirstOwners,
  findFirstPerformers,
  findOwnImportFile,
  findOwnRecordingsOfWorks,
  importErrorPages,
  ownRecordingPages,
  ownWorkPages,
} from './catalogue-export.repository';
import { recordingCells, workCells } from './catalogue-rows';
import { catalogueSheetNames } from './catalogue-templates';
import { writeSpreadsheet } from './spreadsheet-file';

/**
 * A member's catalogue written out with exactly the template's columns (all of it, or what their list's search and
 * status filter show), and an import's rows in error given back to correct: both streamed as they are read.
 */

export const IMPORT_NOT_FOUND = 'Import not found';
export const IMPORT_NOT_CHECKED = 'The file has not been checked yet: confirm its columns and wait for the check to finish';

export type CatalogueExportQuery = { format: CatalogueExportFormat; q?: string | undefined; status?: RegistrationStatus | undefined };

function groupBy<Row, Key>(rows: readonly Row[], keyOf: (row: Row) => Key): Map<Key, Row[]> {
  const groups = new Map<Key, Row[]>();
  for (const row of rows) groups.set(keyOf(row), [...(groups.get(keyOf(row)) ?? []), row]);
  return groups;
}

async function* workRows(db: Db, ownerId: string, query: CatalogueExportQuery): AsyncGenerator<string[][]> {
  for await (const page of ownWorkPages(db, ownWorksWhere(ownerId, await ownWorksSearch(db, query)))) {
    const ids = page.map((row) => row.work.id);
    const shares = groupBy(await findShareLines(db, ids), (line) => line.workId);
    const recordings = groupBy(await findOwnRecordingsOfWorks(db, ownerId, ids), (recording) => recording.workId);
    yield page.map(({ work }) => workCells({ work, shares: shares.get(work.id) ?? [], recordings: recordings.get(work.id) ?? [] }));
  }
}

async function* recordingRows(db: Db, ownerId: string, query: CatalogueExportQuery): AsyncGenerator<string[][]> {
  for await (const page of ownRecordingPages(db, ownRecordingsWhere(ownerId, await ownRecordingsSearch(db, query)))) {
    const ids = page.map((row) => row.recording.id);
    const performers = groupBy(await findFirstPerformers(db, ids), (performer) => performer.recordingId);
    const owners = groupBy(await findFirstOwners(db, ids), (owner) => owner.recordingId);
    yield page.map(({ recording, work }) =>
      recordingCells({
        recording,
        work: work && { iswc: work.iswc, workCode: work.ownerId === ownerId ? work.workCode : null },
        performers: performers.get(recording.id) ?? [],
        owners: owners.get(recording.id) ?? [],
      }),
    );
  }
}

export const CWR_RECORDINGS = 'CWR carries works only: export recordings as CSV or XLSX';

/**
 * The member as a CWR file's HDR names its sender (CWR 2.2 §3.5): a publisher (PB) or a writer (WR) with their IPI
 * name number as the sender ID. The specification has no sender without one: the ID is then zeros, as the society's
 * own placeholder is, and the file is the member's copy rather than one a society would take.
 */
async function memberSender(db: Db, ownerId: string, createdAt: Date): Promise<{ header: CwrFileHeader; code: string }> {
  const holder = await findRightsHolderByUserId(db, ownerId);
  const name = cwrAscii(holder?.name ?? '', 45) || 'REPERTOIRE MEMBER';
  // CISAC awards the 2–3 character sender codes of file names; a member without one is named by their initials.
  const initials = name.replace(/[^A-Z0-9 ]/gi, '').split(/\s+/).filter(Boolean).map((word) => word[0]).join('').toUpperCase();
  const code = (initials.length >= 2 ? initials : name.replace(/[^A-Z0-9]/gi, '').toUpperCase()).slice(0, 3).padEnd(2, 'X');
  const header: CwrFileHeader = {
    version: '2.2',
    senderType: holder?.kind === 'organisation' ? 'PB' : 'WR',
    senderId: holder?.ipiNameNumber ? Number(holder.ipiNameNumber) : 0,
    senderName: name,
    createdAt,
    softwarePackage: 'REPERTOIRE',
  };
  return { header, code };
}

/** The member's own work code is their submitter work number when it fits CWR's 14 characters; else the work's id. */
function memberWorkNumber(work: { id: string; workCode: string | null }): string {
  const code = work.workCode === null ? '' : cwrAscii(work.workCode, 15);
  return code !== '' && code.length <= 14 ? code : submitterWorkNumberOfId(work.id);
}

/** The member's works (as their list filters them) as NWR transactions of a CWR 2.2 file to every society (000). */
async function worksAsCwr(db: Db, ownerId: string, query: CatalogueExportQuery, now: Date): Promise<CatalogueFileDownload> {
  const { header, code } = await memberSender(db, ownerId, now);
  const works = (async function* () {
    for await (const page of ownWorkPages(db, ownWorksWhere(ownerId, await ownWorksSearch(db, query)))) yield page.map((row) => row.work);
  })();
  const transactions = (async function* () {
    for await (const sent of workTransactions(db, works, memberWorkNumber)) yield sent.records;
  })();
  return {
    fileName: cwrFileName({ year: now.getUTCFullYear(), sequence: 1, sender: code, receiver: '000', version: '2.2' }),
    format: 'cwr',
    body: writeCwrAsync(header, { transactionType: 'NWR', transactions }),
  };
}

/** GET /catalogue/exports/:kind: the member's own works or recordings, in title order. */
export async function exportCatalogue(db: Db, ownerId: string, kind: CatalogueKind, query: CatalogueExportQuery, now: Date): Promise<CatalogueFileDownload> {
  if (query.format === 'cwr') {
    if (kind !== 'works') throw new BadRequest(CWR_RECORDINGS);
    return worksAsCwr(db, ownerId, query, now);
  }
  const pages = kind === 'works' ? workRows(db, ownerId, query) : recordingRows(db, ownerId, query);
  const body = writeSpreadsheet(query.format, {
    sheetName: catalogueSheetNames[kind],
    header: catalogueColumns[kind].map((column) => column.header),
    pages,
  });
  return { fileName: `repertoire-${kind}-${now.toISOString().slice(0, 10)}.${query.format}`, format: query.format, body };
}

const ROWS_IN_ERROR_PAGE = 500;

/** What to fix on a row: each error, after the header of its column when it has one. */
function problemsText(problems: readonly { column: string | null; message: string }[]): string {
  return problems.map(({ column, message }) => (column ? `${column}: ${message}` : message)).join('; ');
}

/**
 * The file's rows that have errors, as they were uploaded, each with its errors in a last column: the table and the
 * errors are both in row order, so they are read side by side, a page of each at a time.
 */
async function* rowsInError(rows: AsyncIterable<TableRow>, width: number, errorPages: ReturnType<typeof importErrorPages>): AsyncGenerator<string[][]> {
  const errors = (async function* () {
    for await (const page of errorPages) yield* page;
  })();
  try {
    let next = await errors.next();
    let page: string[][] = [];
    for await (const row of rows) {
      if (next.done) break;
      const problems: { column: string | null; message: string }[] = [];
      while (!next.done && next.value.row <= row.row) {
        if (next.value.row === row.row) problems.push(next.value);
        next = await errors.next();
      }
      if (problems.length === 0) continue;
      const cells = [...row.cells.slice(0, width), ...Array<string>(Math.max(0, width - row.cells.length)).fill('')];
      page.push([...cells, problemsText(problems)]);
      if (page.length === ROWS_IN_ERROR_PAGE) {
        yield page;
        page = [];
      }
    }
    if (page.length > 0) yield page;
  } finally {
    await errors.return(undefined);
  }
}

/** GET /catalogue/imports/:id/rows-in-error: the member's own checked import's rows in error, with the original header and a "Problems" column. */
export async function importRowsInError(db: Db, ownerId: string, importId: string, format: CatalogueFileFormat): Promise<CatalogueFileDownload> {
  const stored = await findOwnImportFile(db, ownerId, importId);
  if (!stored) throw new NotFound(IMPORT_NOT_FOUND);
  if (stored.state === 'uploaded' || stored.state === 'checking') throw new Conflict(IMPORT_NOT_CHECKED);
  const table = await readTable({ buffer: stored.file, fileName: stored.fileName });
  const body = writeSpreadsheet(format, {
    sheetName: catalogueSheetNames[stored.kind],
    header: [...table.header, 'Problems'],
    pages: rowsInError(table.rows, table.header.length, importErrorPages(db, importId)),
  });
  const baseName = stored.fileName.replace(/\.[^.]*$/, '') || 'catalogue';
  return { fileName: `${baseName}-rows-in-error.${format}`, format, body };
}
