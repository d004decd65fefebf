import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { API_DATE_FORMAT, API_MONTH_FORMAT, COUNTRY_NAME_MAX, DATE_FORMAT } from '../config/constants';

dayjs.extend(customParseFormat);

/** docs/architecture.md#constants: dates are shown as DD/MM/YYYY. Accepts ISO dates, date-times and Date objects. */
export function formatDate(value: string | Date | null | undefined): string {
  if (!value) return '';
  const date = dayjs(value);
  return date.isValid() ? date.format(DATE_FORMAT) : '';
}

/**
 * A month of the API (YYYY-MM) as "Dec 2026". Through dayjs, not Intl: the page's first
 * Intl.DateTimeFormat loads the browser's locale data, some 25 ms on a desktop and four times
 * that on a phone, and on the dashboard nothing else needs it.
 */
export function formatMonth(month: string): string {
  const date = dayjs(month, API_MONTH_FORMAT, true);
  return date.isValid() ? date.format('MMM YYYY') : month;
}

/** Reads a typed DD/MM/YYYY date strictly; returns YYYY-MM-DD for the API, or null. */
export function parseDisplayDate(value: string): string | null {
  const date = dayjs(value.trim(), DATE_FORMAT, true);
  return date.isValid() ? date.format(API_DATE_FORMAT) : null;
}

/** docs/architecture.md#constants: masking hides the last 5 characters of a value, by the same rule as the API. */
export { maskValue } from '@repertoire/contract';

/**
 * docs/architecture.md#constants: names in country and nationality lists are shown truncated to 20 characters.
 * The ellipsis counts: what is shown is at most `max` characters in all.
 */
export function truncateCountryName(name: string, max = COUNTRY_NAME_MAX): string {
  const chars = [...name];
  if (chars.length <= max) return name;
  return `${chars.slice(0, max - 1).join('').trimEnd()}…`;
}

const SIZE_UNITS = ['kB', 'MB', 'GB'] as const;

/**
 * A file's size as people read it: "17 bytes", "1.2 kB", "320 kB", "2.4 MB". Decimal units (a kB
 * is 1,000 bytes, as the unit says); one decimal below 10 of a unit, none from 10 on.
 */
export function formatFileSize(bytes: number): string {
  if (bytes < 1000) return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`;
  let value = bytes / 1000;
  let unit = 0;
  while (value >= 999.5 && unit < SIZE_UNITS.length - 1) {
    value /= 1000;
    unit += 1;
  }
  const shown = value < 9.95 ? value.toFixed(1).replace(/\.0$/, '') : String(Math.round(value));
  return `${shown} ${SIZE_UNITS[unit]}`;
}

/** Money from whole minor units, written by the contract's one function (no float on the way). */
export { formatMinorUnits } from '@repertoire/contract';
