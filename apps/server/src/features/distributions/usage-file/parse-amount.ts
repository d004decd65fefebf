import { readDecimalText, type DecimalSeparator, type DecimalText } from './decimal-text';
import { quotedCell } from './usage-cells';

/**
 * An amount cell as senders write it, in whole minor units of its currency (amounts are integers, never floats):
 * "£1,234.56", "1.234,56 €", "1 234,56", "EUR 12.5", "-3.20" or "(3.20)" (a correction), "1.5e-7" (a
 * spreadsheet's tiny number). The digits go from text to bigint without a float in between; more decimals than the
 * currency has are rounded half to even (banker's rounding: no drift upwards over a million lines) and said.
 */

export type AmountReading =
  | {
      minor: bigint;
      /** A currency code written in the cell ("EUR 12.5"), upper case, or null. */
      currency: string | null;
      /** The cell had more decimals than the currency: `minor` is rounded. */
      isRounded: boolean;
      /** The decimal separator the cell itself shows (to read the file's other cells by), or null. */
      decimalSeparator: DecimalSeparator | null;
      /** A lone separator before three digits ("1,234") was read by the hint or a guess. */
      isGuessed: boolean;
    }
  | { problem: string };

/** 10¹⁵ in major units: far above any usage line, and its minor units fit PostgreSQL's bigint. */
const MAX_WHOLE_DIGITS = 15;
const DECORATION = /^[\s+\p{Sc}]$/u;
const LETTER = /\p{L}/u;
const CODE = /^[A-Za-z]{3}$/;
/** A digit, or a separator a number is written with: the number starts and ends with one ("12", ".5"). */
const NUMBER_EDGE = /^[0-9.,]$/;
const NON_ZERO = /[1-9]/;
/** "-12.5", "0.0041512", "1234": a point before other than three digits is a decimal point, whatever the file's habit. */
const MACHINE_NUMBER = /^(-?)([0-9]{1,15})(?:\.([0-9]{1,2}|[0-9]{4,}))?$/;
const EXPONENT_MARK = /[eE]/;
const EXPONENT = /^([0-9]*)(?:\.([0-9]+))?e([+-]?[0-9]{1,3})$/i;
const MINUS_SIGNS = '-\u2212\u2012\u2013';

export function parseAmount(text: string, currencyDigits: number, decimalHint?: DecimalSeparator): AmountReading {
  const trimmed = text.trim();
  if (trimmed === '') return { problem: 'Give the amount' };
  // Most cells of a machine's report, read at once: nothing around the number, and a point that can only be a decimal one.
  const plain = MACHINE_NUMBER.exec(trimmed);
  if (plain) {
    const [, minus, whole = '', fraction = ''] = plain;
    return inMinorUnits({ whole, fraction, shown: fraction ? '.' : null, isGuessed: false }, minus === '-', null, currencyDigits);
  }
  const bare = withoutDecorations(trimmed);
  const number = bare && readDecimalText(EXPONENT_MARK.test(bare.number) ? plainNotation(bare.number) : bare.number, { hint: decimalHint, threeDecimals: currencyDigits === 3 });
  if (!bare || !number) return { problem: `${quotedCell(trimmed)} is not an amount: write it as a number such as 1234.56 or 1.234,56` };
  if (number.whole.length > MAX_WHOLE_DIGITS) return { problem: `${quotedCell(trimmed)} is too large for an amount` };
  return inMinorUnits(number, bare.isNegative, bare.currency, currencyDigits);
}

function inMinorUnits(number: DecimalText, isNegative: boolean, currency: string | null, currencyDigits: number): AmountReading {
  const kept = number.fraction.slice(0, currencyDigits).padEnd(currencyDigits, '0');
  const dropped = number.fraction.slice(currencyDigits);
  let minor = BigInt(`${number.whole}${kept}` || '0');
  if (roundsUp(minor, dropped)) minor += 1n;
  return {
    minor: isNegative ? -minor : minor,
    currency,
    isRounded: NON_ZERO.test(dropped),
    decimalSeparator: number.shown,
    isGuessed: number.isGuessed,
  };
}

/** Half to even: up when what is dropped is more than half a minor unit, or exactly half and the unit kept is odd. */
function roundsUp(kept: bigint, dropped: string): boolean {
  const first = dropped.charAt(0);
  if (first === '' || first < '5') return false;
  if (first > '5' || NON_ZERO.test(dropped.slice(1))) return true;
  return kept % 2n === 1n;
}

/**
 * The number inside its decorations: a sign before or after it, accounting brackets, currency symbols and one
 * three-letter code on either side. Null when anything else is there ("twelve", "12 kr", "--3").
 */
function withoutDecorations(text: string): { number: string; isNegative: boolean; currency: string | null } | null {
  let start = 0;
  let end = text.length;
  const isBracketed = text.startsWith('(') && text.endsWith(')');
  if (isBracketed) {
    start += 1;
    end -= 1;
  }
  let minusSigns = isBracketed ? 1 : 0;
  let currency: string | null = null;
  for (; start < end && !NUMBER_EDGE.test(text.charAt(start)); start += 1) {
    if (MINUS_SIGNS.includes(text.charAt(start))) minusSigns += 1;
    else if (currency === null && isCodeAt(text, start, end)) {
      currency = text.slice(start, start + 3).toUpperCase();
      start += 2;
    } else if (!isIgnored(text, start)) return null;
  }
  for (; end > start && !NUMBER_EDGE.test(text.charAt(end - 1)); end -= 1) {
    if (MINUS_SIGNS.includes(text.charAt(end - 1))) minusSigns += 1;
    else if (currency === null && isCodeAt(text, end - 3, end)) {
      currency = text.slice(end - 3, end).toUpperCase();
      end -= 2;
    } else if (!isIgnored(text, end - 1)) return null;
  }
  if (start >= end || minusSigns > 1) return null;
  return { number: text.slice(start, end), isNegative: minusSigns === 1, currency };
}

/** White space, a plus sign or a currency symbol beside the number. */
const isIgnored = (text: string, at: number) => DECORATION.test(text.charAt(at));

/** Three ASCII letters from `at`, with no other letter beside them: a currency code, not a word. */
function isCodeAt(text: string, at: number, end: number): boolean {
  if (at < 0 || at + 3 > end) return false;
  return CODE.test(text.slice(at, at + 3)) && !LETTER.test(text.charAt(at - 1)) && !LETTER.test(text.charAt(at + 3));
}

/** "1.5e-7" as "0.00000015": the form a spreadsheet gives its smallest and largest numbers in. */
function plainNotation(number: string): string {
  const match = EXPONENT.exec(number);
  if (!match) return number;
  const [, whole = '', fraction = '', exponentText = '0'] = match;
  const exponent = Number(exponentText);
  const digits = `${whole}${fraction}`;
  const point = whole.length + exponent;
  if (point <= 0) return `0.${'0'.repeat(-point)}${digits}`;
  if (point >= digits.length) return `${digits}${'0'.repeat(point - digits.length)}`;
  return `${digits.slice(0, point)}.${digits.slice(point)}`;
}
