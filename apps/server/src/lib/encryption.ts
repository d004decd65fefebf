import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Secrets at rest (bank details, authenticator secrets: docs/architecture.md#two-databases): AES-256-GCM with the
 * configured ENCRYPTION_KEY, a fresh 96-bit IV per value, stored as `v1.<iv>.<tag>.<ciphertext>`
 * (base64url). `context` is authenticated but not stored (GCM's additional data): pass what the
 * value belongs to, e.g. `second-factor:<user id>`, so a value copied to another row does not decrypt.
 */
const VERSION = 'v1';
const ALGORITHM = 'aes-256-gcm';

export function encryptSecret(key: Buffer, plaintext: string, context: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv(ALGORITHM, key, iv);
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), ciphertext].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.');
}

/** The plaintext; throws when the value was not encrypted with this key and context, or was altered. */
export function decryptSecret(key: Buffer, stored: string, context: string): string {
  const [version, iv, tag, ciphertext, ...rest] = stored.split('.');
  if (version !== VERSION || !iv || !tag || ciphertext === undefined || rest.length > 0) throw new Error('Not an encrypted value of this server');
  const decipher = createDecipheriv(ALGORITHM, key, Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(context, 'utf8'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
}
