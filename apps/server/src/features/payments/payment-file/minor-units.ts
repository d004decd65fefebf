import { currencyMinorDigits, isCurrencyCode } from '@repertoire/contract';
import { Unprocessable } from '../../../lib/errors';

/** How many digits a currency's amounts have after the decimal point (ISO 4217's minor unit), refusing an unknown code. */
export function minorUnitDigits(currency: string): number {
  if (!isCurrencyCode(currency)) throw new Unprocessable(`Unknown currency "${currency}": use an ISO 4217 code such as EUR`);
  return currencyMinorDigits(currency);
}
