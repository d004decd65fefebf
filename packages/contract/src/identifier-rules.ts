import { iso3166Alpha2Codes } from './iso-3166-alpha2.generated';
import { isrcSpecialCodes } from './isrc-special-codes';

/**
 * Industry identifiers (docs/domain.md#identifiers): normalise, validate with the
 * check digit where one exists, store compact, show in display form. No zod here, so that a
 * screen which only shows identifiers (the header's ISNI badge) does not load the schemas,
 * which live in identifiers.ts; IBAN and BIC are in bank-identifier-rules.ts.
 */

const SEPARATOR = /[\s.-]/;
const SEPARATORS = /[\s.-]/g;

/** Trim, drop spaces, hyphens and dots and a leading label, upper-case. */
export function compactIdentifier(value: string, label?: string): string {
  let v = value.trim().toUpperCase();
  if (label && v.startsWith(label)) v = v.slice(label.length);
  // Usage files give millions of identifiers, most of them compact already: none is copied for nothing.
  return SEPARATOR.test(v) ? v.replace(SEPARATORS, '') : v;
}

const digits = (s: string) => [...s].map(Number);

// ISRC, ISO 3901: CC XXX YY NNNNN, no check digit. The shape alone; the country code is checked apart.
export const isrcShape = /^[A-Z]{2}[A-Z0-9]{3}[0-9]{2}[0-9]{5}$/;
/** CC: a code ISO 3166-1 assigns to a country, or one an ISRC agency issues (Bulletin 2015/01). */
const isrcCountryCodes: ReadonlySet<string> = new Set([...iso3166Alpha2Codes, ...Object.keys(isrcSpecialCodes)]);

export function normalizeIsrc(value: string): string {
  return compactIdentifier(value, 'ISRC');
}
export function isIsrcCountryCode(code: string): boolean {
  return isrcCountryCodes.has(code.toUpperCase());
}
export function isValidIsrc(value: string): boolean {
  const v = normalizeIsrc(value);
  return isrcShape.test(v) && isIsrcCountryCode(v.slice(0, 2));
}
export function formatIsrc(value: string): string {
  const v = normalizeIsrc(value);
  return isValidIsrc(v) ? `${v.slice(0, 2)}-${v.slice(2, 5)}-${v.slice(5, 7)}-${v.slice(7)}` : value;
}

// ISWC, ISO 15707: T + 9 digits + check digit.
const ISWC_SHAPE = /^T[0-9]{10}$/;
const ZERO = '0'.charCodeAt(0);
export function normalizeIswc(value: string): string {
  return compactIdentifier(value, 'ISWC');
}
export function isValidIswc(value: string): boolean {
  const v = normalizeIswc(value);
  if (!ISWC_SHAPE.test(v)) return false;
  let sum = 1;
  for (let i = 1; i <= 9; i += 1) sum += i * (v.charCodeAt(i) - ZERO);
  return (10 - (sum % 10)) % 10 === v.charCodeAt(10) - ZERO;
}
export function formatIswc(value: string): string {
  const v = normalizeIswc(value);
  return isValidIswc(v) ? `T-${v.slice(1, 4)}.${v.slice(4, 7)}.${v.slice(7, 10)}-${v.slice(10)}` : value;
}

/**
 * The start of an ISWC as a member types it in a search ("T-643.621"), compact: T and at least
 * `minDigits` digits (three in a member's list), fewer than an ISWC's ten (ten digits are a whole
 * ISWC, valid or none's start); else null.
 */
export function iswcPrefix(value: string, { minDigits = 3 } = {}): string | null {
  const v = normalizeIswc(value);
  return /^T[0-9]{0,9}$/.test(v) && v.length >= 1 + minDigits ? v : null;
}

/**
 * The shape of the start of an ISRC, compact: a country code, the registrant's three characters
 * and `minDigits` up to six digits of the year and designation code, short of the whole ISRC.
 */
export function hasIsrcStartShape(value: string, { minDigits = 1 } = {}): boolean {
  return /^[A-Z]{2}[A-Z0-9]{3}[0-9]{0,6}$/.test(value) && value.length >= 5 + minDigits;
}

/**
 * The start of an ISRC as a member types it in a search box ("GB-100-02"), compact: a country code,
 * the registrant's three characters and at least `minDigits` digits (one in a member's list, so that
 * a word such as "great" stays a word); else null.
 */
export function isrcPrefix(value: string, { minDigits = 1 } = {}): string | null {
  const v = normalizeIsrc(value);
  return hasIsrcStartShape(v, { minDigits }) && isIsrcCountryCode(v.slice(0, 2)) ? v : null;
}

// ISNI, ISO 27729: 15 digits + MOD 11-2 check character.
export function normalizeIsni(value: string): string {
  return compactIdentifier(value, 'ISNI');
}
export function isniCheckCharacter(first15: string): string {
  let t = 0;
  for (const d of digits(first15)) t = ((t + d) * 2) % 11;
  const r = (12 - t) % 11;
  return r === 10 ? 'X' : String(r);
}
export function isValidIsni(value: string): boolean {
  const v = normalizeIsni(value);
  if (!/^[0-9]{15}[0-9X]$/.test(v) || /^0+$/.test(v)) return false;
  return isniCheckCharacter(v.slice(0, 15)) === v[15];
}
export function formatIsni(value: string): string {
  const v = normalizeIsni(value);
  return /^[0-9]{15}[0-9X]$/.test(v) ? v.replace(/(.{4})(?=.)/g, '$1 ') : value;
}
/** docs/domain.md#identifiers: the badge reads "pending" when the number is missing or only zeros. */
export function isPendingIsni(value: string | null | undefined): boolean {
  if (!value) return true;
  return /^0*$/.test(value.replace(/[\s-]/g, ''));
}

// IPI name number: 11 digits, the last two a mod-101 check.
export function normalizeIpiName(value: string): string {
  const v = compactIdentifier(value, 'IPI');
  return /^[0-9]{1,11}$/.test(v) ? v.padStart(11, '0') : v;
}
export function isValidIpiName(value: string): boolean {
  const v = normalizeIpiName(value);
  if (!/^[0-9]{11}$/.test(v)) return false;
  const d = digits(v.slice(0, 9));
  const r = d.reduce((acc, digit, i) => acc + digit * (10 - i), 0) % 101;
  const check = r === 0 ? 0 : (101 - r) % 100;
  return check === Number(v.slice(9));
}

// IPI base number: I-NNNNNNNNN-C.
export function normalizeIpiBase(value: string): string {
  const v = value.trim().toUpperCase().replace(/\s/g, '');
  const m = /^I-?([0-9]{9})-?([0-9])$/.exec(v);
  return m ? `I-${m[1]}-${m[2]}` : v;
}
export function isValidIpiBase(value: string): boolean {
  const v = normalizeIpiBase(value);
  const [, body, check] = /^I-([0-9]{9})-([0-9])$/.exec(v) ?? [];
  if (body === undefined) return false;
  const sum = 2 + digits(body).reduce((acc, digit, i) => acc + (i + 1) * digit, 0);
  return (10 - (sum % 10)) % 10 === Number(check);
}

// UPC-A (12) / EAN-13 (13).
export function normalizeUpc(value: string): string {
  return compactIdentifier(value);
}
export function isValidUpc(value: string): boolean {
  const v = normalizeUpc(value);
  if (!/^[0-9]{12,13}$/.test(v)) return false;
  const body = digits(v.slice(0, -1)).reverse();
  const sum = body.reduce((acc, digit, i) => acc + digit * (i % 2 === 0 ? 3 : 1), 0);
  return (10 - (sum % 10)) % 10 === Number(v.slice(-1));
}
