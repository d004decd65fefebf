import { isUtf8 } from 'node:buffer';
import { Readable } from 'node:stream';
import { parse as parseCsv, CsvError } from 'csv-parse';
import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import { unguardFormula } from '@repertoire/contract';
import { countText } from '../lib/count-text';
import { ImportFileError } from './import-file-error';
import { DAMAGED_WORKBOOK_MESSAGE, inspectXlsxZip, isZip } from './inspect-xlsx-zip';

/**
 * Reads an uploaded file (CSV or XLSX: a member's catalogue, a usage report) as a header and a stream of rows of text
 * cells, one row at a time: the upload itself is in memory, what it unpacks to never is. Anything that is not a
 * readable table is refused with an ImportFileError whose message whoever uploaded it can act on.
 */

export const MAX_IMPORT_FILE_BYTES = 50 * 1024 * 1024;
/** What an XLSX file may unpack to, all its parts together. */
export const MAX_UNCOMPRESSED_BYTES = 200 * 1024 * 1024;
/** Data rows, the header not counted. */
export const MAX_IMPORT_ROWS = 100_000;
export const MAX_IMPORT_COLUMNS = 500;
/** One CSV cell, which an unclosed quote would otherwise stretch to the end of the file. */
const MAX_CSV_RECORD_BYTES = 1024 * 1024;
/** Bytes parsed at a time: each slice's rows are parsed without a pause, and other requests wait for them. */
const CHUNK_CHARS = 16 * 1024;

export type ImportFile = { buffer: Buffer; fileName: string };
export type ImportLimits = { maxRows: number; maxUncompressedBytes: number };
/** How refusals name what the file holds, in the words of whoever uploads it. */
export type TableWording = {
  /** What its data rows are: "one row per work or recording". */
  rows: string;
  /** What to split when the file is too large: "the catalogue". */
  whole: string;
};
export type ReadTableOptions = Partial<ImportLimits> & { wording?: TableWording };
export type TableRow = {
  /** The row's number as a spreadsheet shows it: the header is row 1. */
  row: number;
  cells: string[];
};
export type ImportTable = {
  format: 'csv' | 'xlsx';
  header: string[];
  /** The data rows, blank rows left out; read once. */
  rows: AsyncIterable<TableRow>;
};

const defaultLimits: ImportLimits = { maxRows: MAX_IMPORT_ROWS, maxUncompressedBytes: MAX_UNCOMPRESSED_BYTES };
const defaultWording: TableWording = { rows: 'the rows of data', whole: 'the file' };

const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

export async function readTable(file: ImportFile, options: ReadTableOptions = {}): Promise<ImportTable> {
  const { maxRows, maxUncompressedBytes, wording } = { ...defaultLimits, wording: defaultWording, ...options };
  const { buffer, fileName } = file;
  if (buffer.length === 0) throw new ImportFileError(`The file is empty: add a header row and ${wording.rows}`);
  if (buffer.length > MAX_IMPORT_FILE_BYTES) {
    throw new ImportFileError(`The file is larger than ${megabytes(MAX_IMPORT_FILE_BYTES)}: split ${wording.whole} into several files`);
  }
  const isXlsxName = /\.xls[xm]$/i.test(fileName);
  let format: ImportTable['format'];
  let rows: AsyncIterable<TableRow>;
  if (isZip(buffer)) {
    const tooLarge = () =>
      new ImportFileError(`The workbook unpacks to more than ${megabytes(maxUncompressedBytes)}: split ${wording.whole} into several files`);
    await inspectXlsxZip(buffer, maxUncompressedBytes, tooLarge);
    format = 'xlsx';
    rows = readXlsxRows(buffer);
  } else if (isXlsxName || isOldExcel(buffer)) {
    throw new ImportFileError('The file is not a real Excel workbook (.xlsx): save it from Excel as .xlsx or as CSV and upload it again');
  } else {
    format = 'csv';
    rows = readCsvRows(buffer, wording);
  }
  return startTable(format, withoutBlankRows(rows), maxRows, wording);
}

/** Excel 97–2003 (.xls) and other OLE2 compound files. */
function isOldExcel(buffer: Buffer): boolean {
  return buffer.length >= 8 && buffer.subarray(0, 8).equals(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]));
}

async function* withoutBlankRows(rows: AsyncIterable<TableRow>): AsyncGenerator<TableRow> {
  for await (const row of rows) {
    if (row.cells.length > MAX_IMPORT_COLUMNS) {
      throw new ImportFileError(`Row ${row.row} has more than ${MAX_IMPORT_COLUMNS} columns: the template has far fewer`);
    }
    if (row.cells.some((cell) => cell.trim() !== '')) yield row;
  }
}

/** Reads the header and the first data row now, so that an empty or header-only file is refused before anything else. */
async function startTable(format: ImportTable['format'], rows: AsyncGenerator<TableRow>, maxRows: number, wording: TableWording): Promise<ImportTable> {
  const first = await rows.next();
  if (first.done) throw new ImportFileError(`The file is empty: add a header row and ${wording.rows}`);
  const second = await rows.next();
  if (second.done) throw new ImportFileError(`The file has only a header row: add ${wording.rows} below it`);
  const header = first.value.cells.map((cell) => cell.trim());
  async function* dataRows(): AsyncGenerator<TableRow> {
    let count = 0;
    let next: IteratorResult<TableRow> = second;
    try {
      while (!next.done) {
        count += 1;
        if (count > maxRows) {
          throw new ImportFileError(`The file has more than ${countText(maxRows)} rows: split ${wording.whole} into several files`);
        }
        // A cell our own downloads guarded against formulas ("'=…") reads back as it was written.
        const cells = next.value.cells.map(unguardFormula);
        // Trailing empty cells are often left out (CSV lines, spreadsheet rows): every row is as wide as the header.
        yield { ...next.value, cells: cells.length < header.length ? [...cells, ...Array<string>(header.length - cells.length).fill('')] : cells };
        next = await rows.next();
      }
    } finally {
      await rows.return(undefined);
    }
  }
  return { format, header, rows: dataRows() };
}

// CSV ------------------------------------------------------------------------------------------

type TextEncoding = { name: 'utf8' | 'utf16le' | 'utf16be' | 'windows1252'; bomLength: number };

/** By byte-order mark; without one, UTF-8 when the bytes are valid UTF-8, else Windows-1252 (Excel's "CSV" on Windows). */
export function detectEncoding(buffer: Buffer): TextEncoding {
  if (buffer[0] === 0xef && buffer[1] === 0xbb && buffer[2] === 0xbf) return { name: 'utf8', bomLength: 3 };
  if (buffer[0] === 0xff && buffer[1] === 0xfe) return { name: 'utf16le', bomLength: 2 };
  if (buffer[0] === 0xfe && buffer[1] === 0xff) return { name: 'utf16be', bomLength: 2 };
  return { name: isUtf8(buffer) ? 'utf8' : 'windows1252', bomLength: 0 };
}

const delimiters = [',', ';', '\t'] as const;
export type Delimiter = (typeof delimiters)[number];

/** The candidate seen most often outside quotes on the first line; a comma when none is. */
export function detectDelimiter(firstLine: string): Delimiter {
  const counts = new Map<string, number>();
  let quoted = false;
  for (const char of firstLine) {
    if (char === '"') quoted = !quoted;
    else if (!quoted) counts.set(char, (counts.get(char) ?? 0) + 1);
  }
  return delimiters.reduce((best, candidate) => ((counts.get(candidate) ?? 0) > (counts.get(best) ?? 0) ? candidate : best), ',');
}

/** C0 control characters other than tab, line feed and carriage return: a text file has none. */
// eslint-disable-next-line no-control-regex -- control characters are what this looks for
const BINARY = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/;

function* decodedChunks(buffer: Buffer, encoding: TextEncoding, wording: TableWording): Generator<string> {
  const decoder = iconv.getDecoder(encoding.name);
  const body = buffer.subarray(encoding.bomLength);
  for (let at = 0; at < body.length; at += CHUNK_CHARS) {
    const text = decoder.write(body.subarray(at, at + CHUNK_CHARS));
    if (BINARY.test(text)) {
      throw new ImportFileError(`The file is neither a CSV text file nor an Excel workbook (.xlsx): upload ${wording.whole} as CSV or XLSX`);
    }
    if (text) yield text;
  }
  const rest = decoder.end();
  if (rest) yield rest;
}

function firstLine(buffer: Buffer, encoding: TextEncoding, wording: TableWording): string {
  const head = decodedChunks(buffer, encoding, wording).next();
  const text = head.done ? '' : head.value;
  return text.split(/\r?\n|\r/, 1)[0] ?? '';
}

async function* readCsvRows(buffer: Buffer, wording: TableWording): AsyncGenerator<TableRow> {
  const encoding = detectEncoding(buffer);
  const parser = Readable.from(decodedChunks(buffer, encoding, wording)).pipe(
    parseCsv({
      delimiter: detectDelimiter(firstLine(buffer, encoding, wording)),
      relax_column_count: true,
      skip_empty_lines: true,
      max_record_size: MAX_CSV_RECORD_BYTES,
      info: true,
    }),
  );
  try {
    for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
      yield { row: info.lines, cells: record };
    }
  } catch (error) {
    if (error instanceof CsvError) throw new ImportFileError(`The CSV file cannot be read: ${error.message}`);
    throw error;
  } finally {
    parser.destroy();
  }
}

// XLSX -----------------------------------------------------------------------------------------

async function* readXlsxRows(buffer: Buffer): AsyncGenerator<TableRow> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(chunksOf(buffer)), {
    worksheets: 'emit',
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    entries: 'ignore',
  });
  const sheets = workbook[Symbol.asyncIterator]();
  let rows: AsyncIterator<ExcelJS.Row> | undefined;
  try {
    // The first worksheet in the file; the templates have one.
    const first = await sheets.next();
    if (first.done) return;
    rows = first.value[Symbol.asyncIterator]();
    for (let next = await rows.next(); !next.done; next = await rows.next()) {
      const row = next.value;
      const cells: string[] = [];
      row.eachCell({ includeEmpty: false }, (cell, column) => {
        while (cells.length < column - 1) cells.push('');
        cells[column - 1] = cellText(cell.value, cell.numFmt);
      });
      yield { row: row.number, cells };
    }
  } catch (error) {
    if (error instanceof ImportFileError) throw error;
    throw new ImportFileError(DAMAGED_WORKBOOK_MESSAGE);
  } finally {
    await readToTheEnd(rows, sheets);
  }
}

/**
 * The reader keeps a worksheet that comes before the shared strings in a temporary file, and removes it only once the
 * worksheet has been read to its end: the rest is read and dropped (bounded by the unpacked size checked before).
 */
async function readToTheEnd(rows: AsyncIterator<ExcelJS.Row> | undefined, sheets: AsyncIterator<ExcelJS.stream.xlsx.WorksheetReader>) {
  const drain = async (iterator: AsyncIterator<unknown>) => {
    while (!(await iterator.next()).done);
  };
  try {
    if (rows) await drain(rows);
    for (let sheet = await sheets.next(); !sheet.done; sheet = await sheets.next()) await drain(sheet.value[Symbol.asyncIterator]());
  } catch {
    // A damaged part has already been reported, or concerns a part no one reads.
  }
}

function* chunksOf(buffer: Buffer): Generator<Buffer> {
  for (let at = 0; at < buffer.length; at += CHUNK_CHARS) yield buffer.subarray(at, at + CHUNK_CHARS);
}

const SECONDS_PER_DAY = 86_400;
/** 1899-12-30, day 0 of Excel's 1900 date system, as the reader's dates count from it. */
const EXCEL_EPOCH_MS = Date.UTC(1899, 11, 30);

/** Whether a number format shows a calendar date, not a time of day or a duration ("mm:ss", "[h]:mm:ss"). */
function showsDate(numFmt: string): boolean {
  const bare = numFmt.replace(/\[[^\]]*]/g, '').replace(/"[^"]*"/g, '');
  return /[yd]/i.test(bare) || (/m/i.test(bare) && !/[hs]/i.test(bare));
}

function isDateFormat(numFmt: string | undefined): numFmt is string {
  if (!numFmt) return false;
  const bare = numFmt.replace(/\[[^\]]*]/g, '').replace(/"[^"]*"/g, '');
  return /[ymdhs]/i.test(bare);
}

/** A date as YYYY-MM-DD; a time or duration as h:mm:ss (what the cell holds, counted from midnight). */
function dateText(date: Date, numFmt: string): string {
  if (showsDate(numFmt)) return date.toISOString().slice(0, 10);
  const seconds = Math.round((date.getTime() - EXCEL_EPOCH_MS) / 1000);
  const h = Math.floor(seconds / 3600);
  const mm = String(Math.floor((seconds % 3600) / 60)).padStart(2, '0');
  const ss = String(seconds % 60).padStart(2, '0');
  return `${h}:${mm}:${ss}`;
}

/** Excel keeps 15 significant digits; more is binary noise (0.30000000000000004). */
function numberText(value: number): string {
  return Number.isFinite(value) ? String(Number(value.toPrecision(15))) : '';
}

/** A cell as text: formulas by their last computed result (never the formula), rich text joined, hyperlinks by their text. */
export function cellText(value: ExcelJS.CellValue | undefined, numFmt?: string): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (typeof value === 'number') {
    // The reader turns date-formatted numbers into dates, but not formula results.
    return isDateFormat(numFmt) ? dateText(new Date(EXCEL_EPOCH_MS + value * SECONDS_PER_DAY * 1000), numFmt) : numberText(value);
  }
  if (value instanceof Date) return dateText(value, numFmt ?? 'yyyy-mm-dd');
  if ('richText' in value) return value.richText.map((run) => run.text).join('');
  if ('formula' in value || 'sharedFormula' in value) return cellText(value.result as ExcelJS.CellValue | undefined, numFmt);
  if ('hyperlink' in value) return cellText(value.text, numFmt);
  if ('error' in value) return value.error;
  return '';
}
