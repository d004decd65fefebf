/**
 * Identifiers with valid check digits for generated catalogues (docs/domain.md#identifiers), in
 * the compact form the app stores; the contract's formatIswc/formatIsrc show them as people read them.
 */

/** ISWC (ISO 15707) of a nine-digit number: T, the digits, then 1 + Σ(i·dᵢ) mod 10 complemented. */
export function iswcOf(n: number): string {
  const body = String(n % 1_000_000_000).padStart(9, '0');
  const sum = 1 + [...body].reduce((acc, digit, i) => acc + (i + 1) * Number(digit), 0);
  return `T${body}${(10 - (sum % 10)) % 10}`;
}

/** IPI name number of a nine-digit number: the digits, then two check digits (mod 101, weights 10 down to 2). */
export function ipiNameNumber(n: number): string {
  const body = String(n % 1_000_000_000).padStart(9, '0');
  const r = [...body].reduce((sum, digit, i) => sum + Number(digit) * (10 - i), 0) % 101;
  return `${body}${String(r === 0 ? 0 : (101 - r) % 100).padStart(2, '0')}`;
}
