import { decimalAmount, MASK_CHARACTER, toCsv } from '@repertoire/contract';
import { minorUnitDigits } from './minor-units';

/** A payment SEPA cannot carry (another currency than the euro, no IBAN), listed for staff to make by hand. */
export type ManualPayment = {
  payeeName: string;
  memberId: string;
  /** ISO 4217 code. */
  currency: string;
  /** Integer minor units of the currency (cents, or yen for JPY). */
  amountMinor: bigint;
  /** IBAN, account number or other bank reference; only its last 4 characters are printed. */
  bankAccount: string | null;
  reference: string;
};

const header = ['Payee', 'Member ID', 'Currency', 'Amount', 'Bank account', 'Reference'];

/** Enough of an account for staff to tell it from another, not enough to use it: its last 4 characters (none of one that short). */
function lastFourOnly(account: string | null): string {
  if (!account) return '';
  const shown = account.length > 4 ? account.slice(-4) : '';
  return MASK_CHARACTER.repeat(account.length - shown.length) + shown;
}

/**
 * The payments to make by hand as CSV (RFC 4180, formula-guarded, with the byte-order mark spreadsheets need for
 * accents: the contract's writer), amounts in each currency's own decimals: JPY 1234 is "1234", EUR 1234 is "12.34".
 */
export function writePaymentsCsv(rows: readonly ManualPayment[]): string {
  return toCsv(
    header,
    rows.map((row) => [
      row.payeeName,
      row.memberId,
      row.currency,
      decimalAmount(row.amountMinor, minorUnitDigits(row.currency)),
      lastFourOnly(row.bankAccount),
      row.reference,
    ]),
  );
}
