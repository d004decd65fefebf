/**
 * RFC 4180 CSV. Cells that a spreadsheet would run as a formula (=, +, -, @, tab, CR) get a
 * leading apostrophe: OWASP "CSV injection".
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A cell a spreadsheet would run as a formula, made inert with a leading apostrophe (CSV and XLSX downloads alike). */
export function guardFormula(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** A cell read back from a file written with guardFormula: the apostrophe taken off again, only before those characters. */
export function unguardFormula(value: string): string {
  return value.startsWith("'") && FORMULA_START.test(value.slice(1)) ? value.slice(1) : value;
}

function csvCell(value: string): string {
  const safe = guardFormula(value);
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** One CSV record with its line break (CRLF): a download can be written record by record. */
export function csvLine(cells: readonly string[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/**
 * The UTF-8 byte-order mark. Excel and Numbers read a CSV without it in the system's legacy code page,
 * which garbles every accent ("Beyoncé" becomes "BeyoncÃ©"); with it they read UTF-8.
 */
export const csvByteOrderMark = '\uFEFF';

/** How a CSV file starts: the byte-order mark, then the header record. */
export function csvFileHeader(header: readonly string[]): string {
  return csvByteOrderMark + csvLine(header);
}

export function toCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return csvFileHeader(header) + rows.map(csvLine).join('');
}
