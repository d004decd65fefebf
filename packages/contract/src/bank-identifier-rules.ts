import { isValidIBAN, electronicFormatIBAN, friendlyFormatIBAN, isValidBIC } from 'ibantools';
import { compactIdentifier } from './identifier-rules';

// IBAN, ISO 13616, and BIC: ibantools knows each country's length. Apart from the other
// identifiers' rules, so that a screen which shows an ISNI does not load ibantools.
export function normalizeIban(value: string): string {
  return electronicFormatIBAN(value) ?? compactIdentifier(value);
}
export function isValidIban(value: string): boolean {
  return isValidIBAN(normalizeIban(value));
}
export function formatIban(value: string): string {
  return friendlyFormatIBAN(normalizeIban(value)) ?? value;
}
export function normalizeBic(value: string): string {
  return compactIdentifier(value);
}
export function isValidBicCode(value: string): boolean {
  return isValidBIC(normalizeBic(value));
}
