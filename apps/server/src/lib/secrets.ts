import { createHash, randomBytes } from 'node:crypto';

/** An opaque token for sessions and mailed links: 32 random bytes (256 bits), base64url. */
export function generateToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored only as their SHA-256 hash, so a database leak does not leak logins. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
