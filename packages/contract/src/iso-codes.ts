import { iso3166Alpha2Codes } from './iso-3166-alpha2.generated';
import { iso4217Currencies } from './iso-4217.generated';

/** Country and currency codes as ISO assigns them (the generated lists), checked in upper case. */

export { iso3166Alpha2Codes };

const countryCodes: ReadonlySet<string> = new Set(iso3166Alpha2Codes);
const currencyCodes: ReadonlySet<string> = new Set(iso4217Currencies.map((currency) => currency.code));

/** An ISO 3166-1 alpha-2 code assigned to a country or territory, e.g. GB. */
export function isCountryCode(code: string): boolean {
  return countryCodes.has(code);
}

/** An ISO 4217 code of a currency a country uses, e.g. EUR. */
export function isCurrencyCode(code: string): boolean {
  return currencyCodes.has(code);
}

const minorDigits = new Map<string, number>();

/**
 * How many digits a currency's minor unit has (2 for GBP, 0 for JPY, 3 for BHD): amounts are stored as whole numbers
 * of that unit. Read from the runtime's CLDR data, which both apps share, once per currency.
 */
export function currencyMinorDigits(code: string): number {
  let digits = minorDigits.get(code);
  if (digits === undefined) {
    digits = new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions().maximumFractionDigits ?? 2;
    minorDigits.set(code, digits);
  }
  return digits;
}

/**
 * An amount in minor units as a decimal string: 1234n with 2 digits is "12.34", with 0 digits "1234". Money is kept as
 * integers in minor units and written from the integer, so that no float rounds a cent away.
 */
export function decimalAmount(minor: bigint, digits: number): string {
  const sign = minor < 0n ? '-' : '';
  const units = (minor < 0n ? -minor : minor).toString().padStart(digits + 1, '0');
  if (digits === 0) return sign + units;
  return `${sign}${units.slice(0, -digits)}.${units.slice(-digits)}`;
}

/**
 * An amount in whole minor units ("123456", as the API sends money) in its currency, e.g. £1,234.56: the decimal
 * string is built from the digits and handed to Intl as a string, so no amount passes through a float.
 */
export function formatMinorUnits(minor: string | bigint, currency: string): string {
  const format = new Intl.NumberFormat('en-GB', { style: 'currency', currency }).format as (value: string) => string;
  return format(decimalAmount(BigInt(minor), currencyMinorDigits(currency)));
}

let regionNames: Intl.DisplayNames | undefined;

/** A country's English name ("GB" is "United Kingdom"), from the runtime's CLDR data; an unknown code as it is. */
export function countryName(code: string): string {
  regionNames ??= new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });
  return regionNames.of(code) ?? code;
}
