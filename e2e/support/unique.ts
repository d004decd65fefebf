import { isniCheckCharacter, isValidIswc } from '@repertoire/contract';

/** A suffix no earlier test has used, so each test finds its own records among everyone's. */
function uniqueSuffix(): string {
  return Math.random().toString(36).slice(2, 7).toUpperCase();
}

export function uniqueEmail(prefix: string): string {
  return `${prefix}.${Date.now()}.${uniqueSuffix().toLowerCase()}@example.com`;
}

export function uniqueTitle(base: string): string {
  return `${base} ${uniqueSuffix()}`;
}

/** An ISNI no earlier test has used (the server refuses one that another member holds), with its check character (ISO 27729). */
export function uniqueIsni(): string {
  const first15 = `0000000${String(Math.floor(Math.random() * 100_000_000)).padStart(8, '0')}`;
  return `${first15}${isniCheckCharacter(first15)}`;
}

/** An ISWC no earlier test has used (the server sets none another registered work holds), with its check digit. */
export function uniqueIswc(): string {
  const digits = String(Math.floor(Math.random() * 1_000_000_000)).padStart(9, '0');
  const iswc = Array.from({ length: 10 }, (_, check) => `T${digits}${check}`).find(isValidIswc);
  if (!iswc) throw new Error(`No check digit makes T${digits} an ISWC`);
  return iswc;
}
