import { iso4217Currencies } from '@repertoire/contract';
import { Unprocessable } from '../../../lib/errors';

const currencyCodes: ReadonlySet<string> = new Set(iso4217Currencies.map((currency) => currency.code));

/** How many digits a currency's amounts have after the decimal point (ISO 4217's minor unit): JPY 0, EUR 2, KWD 3. */
export function minorUnitDigits(currency: string): number {
  if (!currencyCodes.has(currency)) throw new Unprocessable(`Unknown currency "${currency}": use an ISO 4217 code such as EUR`);
  return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
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
