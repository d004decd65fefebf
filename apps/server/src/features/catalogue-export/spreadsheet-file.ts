import { PassThrough, Readable, type Writable } from 'node:stream';
import { csvFileHeader, csvLine, guardFormula, type CatalogueFileFormat } from '@repertoire/contract';
import ExcelJS from 'exceljs';

/**
 * One table written as CSV or as an XLSX workbook while it is sent: rows arrive in pages (one database query each)
 * and leave as they come, so a catalogue of any size downloads in constant memory. Every cell is text, and a cell a
 * spreadsheet would run as a formula gets a leading apostrophe in both formats (OWASP "CSV injection"); the import
 * takes it off again (src/table-files/read-table.ts).
 */

export type SpreadsheetTable = {
  /** The worksheet's name in a workbook. */
  sheetName: string;
  header: readonly string[];
  /** The data rows, a page at a time. */
  pages: AsyncIterable<readonly (readonly string[])[]> | Iterable<readonly (readonly string[])[]>;
  /** A second worksheet after the table (the template's column guide); workbooks only. */
  guide?: { sheetName: string; header: readonly string[]; rows: readonly (readonly string[])[]; widths: readonly number[] };
};

export function writeSpreadsheet(format: CatalogueFileFormat, table: SpreadsheetTable): Readable {
  return format === 'csv' ? Readable.from(csvPieces(table)) : xlsxStream(table);
}

async function* csvPieces(table: SpreadsheetTable): AsyncGenerator<string> {
  yield csvFileHeader(table.header);
  for await (const page of table.pages) yield page.map(csvLine).join('');
}

/** Wide enough for the header, within reason: a long header wraps rather than pushing the next columns away. */
function columnWidth(header: string): number {
  return Math.min(40, Math.max(12, header.length + 2));
}

/** "@": Excel's text format, so that a member's edit keeps leading zeros (IPI, UPC) and "03:45" as typed. */
const TEXT = '@';

function addTextRow(sheet: ExcelJS.Worksheet, cells: readonly string[], style?: Partial<ExcelJS.Style>): void {
  const row = sheet.addRow(cells.map(guardFormula));
  row.eachCell((cell) => {
    cell.numFmt = TEXT;
    if (style?.font) cell.font = style.font;
    if (style?.alignment) cell.alignment = style.alignment;
  });
  row.commit();
}

function addSheet(workbook: ExcelJS.stream.xlsx.WorkbookWriter, name: string, header: readonly string[], widths: readonly number[]) {
  const sheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = header.map((_, index) => ({ width: widths[index] ?? 12, style: { numFmt: TEXT } }));
  addTextRow(sheet, header, { font: { bold: true } });
  return sheet;
}

/** Waits until the reader has taken what was written, or has gone away (then nothing more is written). */
function drained(stream: Writable): Promise<void> {
  if (!stream.writableNeedDrain || stream.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      stream.off('drain', done);
      stream.off('close', done);
      resolve();
    };
    stream.once('drain', done);
    stream.once('close', done);
  });
}

function xlsxStream(table: SpreadsheetTable): Readable {
  const out = new PassThrough();
  const write = async () => {
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
    const sheet = addSheet(workbook, table.sheetName, table.header, table.header.map(columnWidth));
    for await (const page of table.pages) {
      for (const cells of page) addTextRow(sheet, cells);
      await drained(out);
      if (out.destroyed) return;
    }
    sheet.commit();
    if (table.guide) {
      const { sheetName, header, rows, widths } = table.guide;
      const guide = addSheet(workbook, sheetName, header, widths);
      for (const cells of rows) addTextRow(guide, cells, { alignment: { wrapText: true, vertical: 'top' } });
      guide.commit();
    }
    await workbook.commit();
  };
  write().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return out;
}
