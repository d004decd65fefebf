/**
 * A number as people and their software write it, without sign or currency: "1234.56", "1,234.56", "1.234,56",
 * "1 234,56", "1'234.56", "12,5", Indian "1,23,456.78". Which of the comma and the point is the decimal separator is
 * read from the cell where it can be (both present: the last is the decimal one; one of them twice: grouping; a
 * space or an apostrophe beside it: decimal; not three digits after it: decimal), else from `hint`, else guessed:
 * three digits after a lone separator are a group of thousands, unless `threeDecimals` (a currency with three
 * decimals: 1,234 BHD is one dinar and 234 fils).
 */

export type DecimalSeparator = '.' | ',';

export type DecimalText = {
  /** Digits before the decimal separator, without leading zeros ('' for zero). */
  whole: string;
  /** Digits after it, as written ('' for none). */
  fraction: string;
  /** The decimal separator the cell itself shows, or null when it shows none or leaves it to a guess. */
  shown: DecimalSeparator | null;
  /** Whether a lone separator before three digits was read by the hint or a guess. */
  isGuessed: boolean;
};

const NUMBER_CHARACTERS = /^[0-9.,'’ \u00a0\u2009\u202f]*[0-9][0-9.,'’ \u00a0\u2009\u202f]*$/;
/** 1,234,567 or, in India, 12,34,567: thousands, then lakhs and crores. */
const WESTERN_GROUPS = /^[1-9][0-9]{0,2}(?:#[0-9]{3})+$/;
const INDIAN_GROUPS = /^[1-9][0-9]?(?:#[0-9]{2})+#[0-9]{3}$/;
const LEADING_ZEROS = /^0+/;
const DIGITS = /^[0-9]*$/;
/** A space or an apostrophe: these only ever group digits. */
const GROUPING_ONLY = /[ '’\u00a0\u2009\u202f]/;

export function readDecimalText(text: string, options: { hint?: DecimalSeparator | undefined; threeDecimals: boolean }): DecimalText | null {
  if (!NUMBER_CHARACTERS.test(text)) return null;
  const lastDot = text.lastIndexOf('.');
  const lastComma = text.lastIndexOf(',');
  let decimal: DecimalSeparator | null = null;
  let shown: DecimalSeparator | null = null;
  let isGuessed = false;
  if (lastDot >= 0 && lastComma >= 0) {
    decimal = lastDot > lastComma ? '.' : ',';
    shown = decimal;
  } else if (lastDot >= 0 || lastComma >= 0) {
    const separator: DecimalSeparator = lastDot >= 0 ? '.' : ',';
    const at = Math.max(lastDot, lastComma);
    const before = text.slice(0, at);
    const digitsAfter = text.length - at - 1;
    if (text.indexOf(separator) !== at) decimal = null;
    else if (GROUPING_ONLY.test(before) || digitsAfter !== 3 || before.replace(LEADING_ZEROS, '') === '' || before.length > 3) {
      decimal = separator;
      shown = separator;
    } else {
      isGuessed = true;
      decimal = options.hint ? (options.hint === separator ? separator : null) : options.threeDecimals ? separator : null;
    }
  }
  const at = decimal ? text.lastIndexOf(decimal) : -1;
  const wholeText = at >= 0 ? text.slice(0, at) : text;
  const fraction = at >= 0 ? text.slice(at + 1) : '';
  if (!DIGITS.test(fraction) || (at >= 0 && fraction === '')) return null;
  const whole = groupedDigits(wholeText);
  if (whole === null) return null;
  return { whole: whole.replace(LEADING_ZEROS, ''), fraction, shown, isGuessed };
}

/** The digits of a whole part, its grouping separators (one kind of them) in their places; null when they are not. */
function groupedDigits(text: string): string | null {
  if (DIGITS.test(text)) return text;
  let separator: string | null = null;
  let marked = '';
  for (const character of text) {
    if (character >= '0' && character <= '9') marked += character;
    else if (separator === null || separator === character) {
      separator = character;
      marked += '#';
    } else return null;
  }
  return WESTERN_GROUPS.test(marked) || INDIAN_GROUPS.test(marked) ? marked.replaceAll('#', '') : null;
}
