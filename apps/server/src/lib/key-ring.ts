import { createHmac } from 'node:crypto';
import type { Config } from '../config';
import { decryptSecret, encryptSecret } from './encryption';

/**
 * The keys secrets at rest are encrypted with (lib/encryption.ts), for values stored beside the id
 * of their key so that the key can be rotated (docs/decisions/0004-bank-details-encryption.md):
 * the current key (ENCRYPTION_KEY) encrypts, and the current one or a previous one
 * (ENCRYPTION_PREVIOUS_KEYS) decrypts, chosen by the stored id.
 */
export type KeyRing = {
  currentKeyId: string;
  /** AES-256-GCM with the current key and a fresh 96-bit IV each call. */
  encrypt(plaintext: string, context: string): string;
  /** Throws UnknownEncryptionKey when no key of the ring has this id. */
  decrypt(keyId: string, stored: string, context: string): string;
};

/**
 * A key's id: the first 8 bytes of an HMAC of a fixed text under the key, in hex. It tells keys
 * apart without telling anything about them, and it cannot fall out of step with the key.
 */
export function encryptionKeyId(key: Buffer): string {
  return createHmac('sha256', key).update('repertoire encryption key id').digest('hex').slice(0, 16);
}

export class UnknownEncryptionKey extends Error {
  constructor(readonly keyId: string) {
    super(`A value is encrypted with key ${keyId}, which is neither ENCRYPTION_KEY nor one of ENCRYPTION_PREVIOUS_KEYS: put that key back among the previous keys`);
    this.name = 'UnknownEncryptionKey';
  }
}

export function keyRingOf(config: Pick<Config, 'encryptionKey' | 'previousEncryptionKeys'>): KeyRing {
  const keys = new Map([config.encryptionKey, ...config.previousEncryptionKeys].map((key) => [encryptionKeyId(key), key] as const));
  const currentKeyId = encryptionKeyId(config.encryptionKey);
  return {
    currentKeyId,
    encrypt: (plaintext, context) => encryptSecret(config.encryptionKey, plaintext, context),
    decrypt: (keyId, stored, context) => {
      const key = keys.get(keyId);
      if (!key) throw new UnknownEncryptionKey(keyId);
      return decryptSecret(key, stored, context);
    },
  };
}
