import { createHmac, randomInt } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '@repertoire/contract';

/**
 * Recovery codes: ten single-use codes that stand in for the authenticator app when it is lost.
 * Each is 10 characters of Crockford's base32 (50 random bits), shown as `xxxxx-xxxxx`; they are
 * stored only as HMACs under a key derived from the server's key, so a copy of the database alone
 * does not let anyone try them offline.
 */
const ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';
const LENGTH = 10;

function newRecoveryCode(): string {
  const chars = Array.from({ length: LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
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

/** A key of its own for the codes' HMACs, derived from the configured encryption key. */
export function recoveryCodeKey(encryptionKey: Buffer): Buffer {
  return createHmac('sha256', encryptionKey).update('repertoire recovery-code key').digest();
}

/** The stored form of a normalised code. */
export function hashRecoveryCode(key: Buffer, normalised: string): string {
  return createHmac('sha256', key).update(normalised).digest('hex');
}
