import { parseDuration } from '@repertoire/contract';
import type { RowReader } from './row-reader';

/**
 * Cells as people and their software write them, read the same way in every kind of file: percentages with a decimal
 * comma, dates written day first or kept as Excel's day numbers, years given as dates, durations Excel may have read as
 * times of day, numbered column groups.
 */

/** 1…count: the numbers of a template's repeated column groups (writer 1, writer 2…). */
export const numbers = (count: number) => Array.from({ length: count }, (_, i) => i + 1);

/** Percent as a member writes it: "50", "50%", "33,33" (a decimal comma). */
export function parsePercent(text: string): number {
  const bare = text.replace(/%$/, '').trim().replace(',', '.');
  return /^-?\d+(?:\.\d+)?$/.test(bare) ? Number(bare) : Number.NaN;
}

/** 1899-12-30, day 0 of Excel's 1900 date system. */
const EXCEL_EPOCH_MS = Date.UTC(1899, 11, 30);
const DAY_MS = 24 * 60 * 60 * 1000;
const DAY_MONTH_YEAR = /^(\d{1,2})[/.](\d{1,2})[/.](\d{4})$/;
const EXCEL_DAY_NUMBER = /^\d{5}$/;

/**
 * A date cell as YYYY-MM-DD: as written, from DD/MM/YYYY, or from a date cell that lost its date format and shows
 * Excel's day number (five digits: 1927 to 2173). Anything else is handed back as it is, for the caller to refuse.
 */
export function dateCellText(text: string): string {
  const dayMonthYear = DAY_MONTH_YEAR.exec(text);
  if (dayMonthYear) {
    const [, day, month, year] = dayMonthYear;
    return `${year}-${(month ?? '').padStart(2, '0')}-${(day ?? '').padStart(2, '0')}`;
  }
  if (EXCEL_DAY_NUMBER.test(text)) return new Date(EXCEL_EPOCH_MS + Number(text) * DAY_MS).toISOString().slice(0, 10);
  return text;
}

/** A year, or a date (a spreadsheet's date cell reads YYYY-MM-DD) whose year is taken. */
export function parseYear(text: string): number | null {
  const match = /^(\d{4})(?:-\d{2}-\d{2})?$/.exec(text);
  return match ? Number(match[1]) : null;
}

const DURATION_FORMAT_MESSAGE = 'Enter the duration as MM:SS or HH:MM:SS, e.g. 03:45';

/**
 * A row's duration cell in seconds: undefined when it is empty or not a duration (then an error names its column),
 * with a warning when it is an hour or more.
 */
export function readDurationCell<Key extends string>({ value, error, warn }: Pick<RowReader<Key>, 'value' | 'error' | 'warn'>, key: Key): number | undefined {
  const text = value(key);
  if (!text) return undefined;
  const seconds = parseDuration(text);
  if (seconds === null) {
    error(key, DURATION_FORMAT_MESSAGE);
    return undefined;
  }
  // Excel reads "3:45" typed into a cell as 3 hours 45 minutes.
  if (seconds >= 3600) warn(key, `The duration is more than an hour (${text}): check that minutes were not read as hours`);
  return seconds;
}
