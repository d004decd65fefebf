import {
  currencyMinorDigits,
  isCurrencyCode,
  isrcSchema,
  iswcSchema,
  isValidIsrc,
  isValidIswc,
  normalizeIsrc,
  normalizeIswc,
  type UsageColumnKey,
  type UsageRight,
} from '@repertoire/contract';
import { rowReader, type FileColumns, type RowProblem, type RowReader, type TableRow } from '../../../table-files';
import type { DecimalSeparator } from './decimal-text';
import { parseAmount } from './parse-amount';
import { parseUnits, quotedCell, territoryOf, usageDateOf, usageRightOf } from './usage-cells';

/**
 * Checks each row of a usage file and reads it as a usage line: what was used (by our work id, ISWC, ISRC or title:
 * any of them, matching comes later and may go from a recording to its work), under which right, where, when (within
 * the distribution's period), how often, and what it pays in minor units of its currency. Errors keep a row out of
 * the distribution; warnings do not. Made to run over millions of rows: no schema is run on a valid cell.
 */

export type UsageLine = {
  row: number;
  /** The musical work's id in Repertoire, lower case. */
  workId: string | null;
  /** Compact: T and ten digits. */
  iswc: string | null;
  /** Compact: twelve characters. */
  isrc: string | null;
  title: string;
  writers: string | null;
  artists: string | null;
  right: UsageRight;
  /** ISO 3166-1 alpha-2. */
  territory: string;
  source: string;
  usageType: string | null;
  /** YYYY-MM-DD. */
  usedOn: string;
  units: number;
  /** In minor units of the currency (pence for GBP); negative for a correction. */
  amountMinor: bigint;
  /** ISO 4217. */
  currency: string;
};

export type UsageRowCheck = {
  row: number;
  /** Null when the row has errors. */
  line: UsageLine | null;
  errors: RowProblem[];
  warnings: RowProblem[];
};

/** The distribution's period, both days included, as YYYY-MM-DD. */
export type UsagePeriod = { periodStart: string; periodEnd: string };

const WORK_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** What reports write in an identifier cell they have nothing for ("-" compacts to nothing by itself). */
const NOT_GIVEN: ReadonlySet<string> = new Set(['n/a', 'na', 'none', 'null', 'unknown']);
const given = (text: string) => (NOT_GIVEN.has(text.toLowerCase()) ? '' : text);
/** Digits of the minor unit assumed to read an amount whose currency is missing or unknown (the row is refused anyway). */
const FALLBACK_DIGITS = 2;

/** Reads the file's rows one after the other; the decimal separator its amounts show is kept to read the ambiguous ones. */
export function usageRowChecker(columns: FileColumns<UsageColumnKey>, period: UsagePeriod): (row: TableRow) => UsageRowCheck {
  let decimalSeparator: DecimalSeparator | undefined;
  return (row) => {
    const reader = rowReader(row, columns);
    const { value, errors, warnings, error, check } = reader;
    const required = (key: UsageColumnKey, message: string) => {
      const text = value(key);
      if (!text) error(key, message);
      return text;
    };

    const workIdText = given(value('work_id'));
    const workId = WORK_ID.test(workIdText) ? workIdText.toLowerCase() : null;
    if (workIdText && !workId) {
      error(
        'work_id',
        `Work id must be a work’s id in Repertoire, such as 0b5e7f3a-9c2d-4e8f-a1b6-3c4d5e6f7a8b: ${quotedCell(workIdText)} is not one (if the column holds the sender’s own codes, leave it out)`,
      );
    }
    // Checked compact, once; the contract's field runs only to word what is wrong.
    const iswc = normalizeIswc(given(value('iswc'))) || null;
    if (iswc && !isValidIswc(iswc)) check('iswc', iswcSchema, iswc);
    const isrc = normalizeIsrc(given(value('isrc'))) || null;
    if (isrc && !isValidIsrc(isrc)) check('isrc', isrcSchema, isrc);
    const title = required('title', 'Give the title of the work or recording used');

    const rightText = required('right', 'Give the right the use is paid under: performance, mechanical, master or performer');
    const right = rightText ? usageRightOf(rightText) : null;
    if (rightText && !right) error('right', `Right must be performance, mechanical, master or performer (or PR, MR, sound recording, neighbouring): ${quotedCell(rightText)} is not one`);

    const territoryText = required('territory', 'Give the territory where the use took place, e.g. GB');
    const territory = territoryText ? territoryOf(territoryText) : null;
    if (territoryText && !territory) error('territory', `Territory must be a two-letter ISO 3166 country code such as GB: ${quotedCell(territoryText)} is not one`);

    const source = required('source', 'Give the source: who used the music and reports it, e.g. BBC Radio 2');
    const usedOn = readUsedOn(reader, period);

    const units = parseUnits(value('units'));
    if ('problem' in units) error('units', units.problem);

    const money = readMoney(reader, decimalSeparator);
    decimalSeparator ??= money.decimalSeparator ?? undefined;

    const line: UsageLine | null =
      errors.length === 0 && right && territory && usedOn && 'units' in units && money.amountMinor !== null && money.currency
        ? {
            row: row.row,
            workId,
            iswc,
            isrc,
            title,
            writers: value('writers') || null,
            artists: value('artists') || null,
            right,
            territory,
            source,
            usageType: value('usage_type') || null,
            usedOn,
            units: units.units,
            amountMinor: money.amountMinor,
            currency: money.currency,
          }
        : null;
    return { row: row.row, line, errors, warnings };
  };
}

function readUsedOn({ value, error }: RowReader<UsageColumnKey>, { periodStart, periodEnd }: UsagePeriod): string | null {
  const text = value('used_on');
  if (!text) {
    error('used_on', 'Give the date of use, e.g. 2026-07-01');
    return null;
  }
  const usedOn = usageDateOf(text);
  if (!usedOn) error('used_on', `The date of use must be a date such as 2026-07-01 or 01/07/2026: ${quotedCell(text)} is not one`);
  else if (usedOn < periodStart) error('used_on', `The date of use ${usedOn} is before the period, which starts ${periodStart}`);
  else if (usedOn > periodEnd) error('used_on', `The date of use ${usedOn} is after the period, which ends ${periodEnd}`);
  else return usedOn;
  return null;
}

/**
 * The amount in minor units of the row's currency. A currency left empty is taken from a code in the amount ("EUR
 * 12.50"); a code there that is not the row's currency is an error.
 */
function readMoney(
  { value, error, warn }: RowReader<UsageColumnKey>,
  fileSeparator: DecimalSeparator | undefined,
): { amountMinor: bigint | null; currency: string | null; decimalSeparator: DecimalSeparator | null } {
  const currencyText = value('currency').toUpperCase();
  const amountText = value('amount');
  let currency = isCurrencyCode(currencyText) ? currencyText : null;
  if (currencyText && !currency) error('currency', `Currency must be a three-letter ISO 4217 code such as GBP or EUR: ${quotedCell(currencyText)} is not one`);
  if (!amountText) {
    error('amount', 'Give the amount');
    if (!currencyText) error('currency', 'Give the currency of the amount, e.g. GBP');
    return { amountMinor: null, currency, decimalSeparator: null };
  }
  let reading = parseAmount(amountText, currency ? currencyMinorDigits(currency) : FALLBACK_DIGITS, fileSeparator);
  if (!currencyText && 'minor' in reading && reading.currency && isCurrencyCode(reading.currency)) {
    currency = reading.currency;
    reading = parseAmount(amountText, currencyMinorDigits(currency), fileSeparator);
  }
  if (!currencyText && !currency) error('currency', 'Give the currency of the amount, e.g. GBP');
  if ('problem' in reading) {
    error('amount', reading.problem);
    return { amountMinor: null, currency, decimalSeparator: null };
  }
  if (currency && reading.currency && reading.currency !== currency) {
    error('amount', `The amount is in ${reading.currency} but the row’s currency is ${currency}: give them alike`);
  }
  const digits = currency ? currencyMinorDigits(currency) : FALLBACK_DIGITS;
  if (reading.isRounded) {
    warn('amount', `${quotedCell(amountText)} has more decimals than ${currency ?? 'the currency'} has: it is read as ${majorUnits(reading.minor, digits)}`);
  }
  if (reading.isGuessed && !fileSeparator) {
    const separator = amountText.includes(',') ? ',' : '.';
    warn('amount', `${quotedCell(amountText)} is read as ${majorUnits(reading.minor, digits)}: no amount before it in the file shows whether “${separator}” separates decimals or thousands`);
  }
  return { amountMinor: reading.minor, currency, decimalSeparator: reading.decimalSeparator };
}

/** Minor units as a plain decimal in major units: 123456n with 2 digits is "1234.56". */
function majorUnits(minor: bigint, digits: number): string {
  const magnitude = (minor < 0n ? -minor : minor).toString().padStart(digits + 1, '0');
  const whole = magnitude.slice(0, magnitude.length - digits);
  return `${minor < 0n ? '-' : ''}${whole}${digits > 0 ? `.${magnitude.slice(-digits)}` : ''}`;
}
