import { countryName, DEFAULT_USAGE_UNITS, iso3166Alpha2Codes, isCountryCode, usageRightSpellings, usageRightValues, type UsageRight } from '@repertoire/contract';
import { dateCellText, normaliseHeader } from '../../../table-files';
import { readDecimalText } from './decimal-text';

/** The cells of a usage row other than the amount, read as senders write them; null (or a problem) when they cannot be. */

/** A cell as a message quotes it: whole when short, its start when long. */
export const quotedCell = (text: string) => `“${text.length > 40 ? `${text.slice(0, 40)}…` : text}”`;

/** Each spelling in lower case as written, and as normaliseHeader leaves it (most cells are found by the first). */
const rightBySpelling: ReadonlyMap<string, UsageRight> = new Map(
  usageRightValues.flatMap((right) =>
    usageRightSpellings[right].flatMap((spelling): [string, UsageRight][] => [
      [spelling.toLowerCase(), right],
      [normaliseHeader(spelling), right],
    ]),
  ),
);

/** "PR", "Perf", "Sound Recording", "neighbouring": the right, compared as headers are. */
export function usageRightOf(text: string): UsageRight | null {
  return rightBySpelling.get(text.toLowerCase()) ?? rightBySpelling.get(normaliseHeader(text)) ?? null;
}

const territoryByName: ReadonlyMap<string, string> = (() => {
  const byName = new Map(iso3166Alpha2Codes.map((code): [string, string] => [normaliseHeader(countryName(code)), code]));
  // ISO 3166 reserves UK for the United Kingdom at its request: files write it as often as GB.
  byName.set('uk', 'GB');
  return byName;
})();

/** An ISO 3166-1 alpha-2 code in any case ("gb"), UK, or a country's English name ("United Kingdom"): the code. */
export function territoryOf(text: string): string | null {
  const code = text.toUpperCase();
  if (isCountryCode(code)) return code;
  return territoryByName.get(normaliseHeader(text)) ?? null;
}

/** YYYY-MM-DD (or with slashes), alone or with a time of day after it ("2026-07-01 13:45:00", "2026-07-01T13:45Z"). */
const YEAR_FIRST = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:[T ]\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/**
 * The day a cell names as YYYY-MM-DD: written year first, day first (DD/MM/YYYY, as dateCellText reads it), or a
 * spreadsheet's date cell; null when it is no day of the calendar (2026-02-30).
 */
export function usageDateOf(text: string): string | null {
  const match = YEAR_FIRST.exec(text) ?? YEAR_FIRST.exec(dateCellText(text));
  if (!match) return null;
  const [, yearText = '', monthText = '', dayText = ''] = match;
  const [year, month, day] = [Number(yearText), Number(monthText), Number(dayText)];
  const daysInMonth = month === 2 && isLeapYear(year) ? 29 : DAYS_IN_MONTH[month - 1];
  if (year < 1 || daysInMonth === undefined || day < 1 || day > daysInMonth) return null;
  return `${yearText}-${monthText.padStart(2, '0')}-${dayText.padStart(2, '0')}`;
}

/** As machines write units, read at once: "12". */
const WHOLE_NUMBER = /^[0-9]{1,15}$/;
const MINUS = /^[-\u2212]/;
const NON_ZERO = /[1-9]/;
const MAX_UNITS_DIGITS = 15;

/** How many times the work or recording was used: a whole number, 0 or more ("1,234" is a thousand and more); empty is one. */
export function parseUnits(text: string): { units: number } | { problem: string } {
  if (text === '') return { units: DEFAULT_USAGE_UNITS };
  if (WHOLE_NUMBER.test(text)) return { units: Number(text) };
  const isNegative = MINUS.test(text);
  const number = readDecimalText(isNegative ? text.slice(1).trim() : text, { threeDecimals: false });
  if (!number) return { problem: `Units must be a whole number such as 12: ${quotedCell(text)} is not one` };
  const isZero = number.whole === '' && !NON_ZERO.test(number.fraction);
  if (isNegative && !isZero) return { problem: `Units cannot be negative: ${quotedCell(text)}` };
  if (NON_ZERO.test(number.fraction)) return { problem: `Units must be a whole number: ${quotedCell(text)} is not one` };
  if (number.whole.length > MAX_UNITS_DIGITS) return { problem: `Units are too many to be true: ${quotedCell(text)}` };
  return { units: Number(number.whole || '0') };
}
