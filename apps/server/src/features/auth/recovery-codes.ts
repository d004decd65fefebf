import { randomInt } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '@repertoire/contract';
import { hashToken } from '../../lib/secrets';

/**
 * Recovery codes: single-use codes that stand in for the authenticator app when it is lost. Each
 * is 16 characters of Crockford's base32 (80 random bits), shown as `xxxx-xxxx-xxxx-xxxx`, and
 * stored only as its SHA-256 hash, like session tokens: 80 bits are beyond guessing from a copy of
 * the database, and the hash needs no key, so rotating ENCRYPTION_KEY leaves the codes working.
 */
const ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';
const LENGTH = 16;
const GROUP = 4;

function newRecoveryCode(): string {
  const chars = Array.from({ length: LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return chars.replace(new RegExp(`(.{${GROUP}})(?=.)`, 'g'), '$1-');
}

export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
}

/**
 * A recovery code as typed, in its stored form, or null when it cannot be one: case, spaces and
 * dashes do not matter, and the letters people mistake for digits are read as those digits (Crockford).
 */
export function normaliseRecoveryCode(typed: string): string | null {
  const code = typed
    .toLowerCase()
    .replace(/[\s-]/g, '')
    .replace(/o/g, '0')
    .replace(/[il]/g, '1');
  return code.length === LENGTH && [...code].every((c) => ALPHABET.includes(c)) ? code : null;
}

/** The stored form of a recovery code as typed, or null when it cannot be one. */
export function hashRecoveryCode(typed: string): string | null {
  const normalised = normaliseRecoveryCode(typed);
  return normalised === null ? null : hashToken(normalised);
}
