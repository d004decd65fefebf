import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Device cookies (OWASP "Slow down online guessing attacks with device cookies"): a browser in
 * which a member has logged in before carries a signed cookie naming their address. Its login
 * attempts are throttled on their own, so guesses from elsewhere can slow the account down for
 * strangers but never keep its owner out of a browser they have used.
 */
export const DEVICE_COOKIE = '_device';
export const DEVICE_COOKIE_DAYS = 180;

/** A key of its own, derived from the configured encryption key. */
export function deviceCookieKey(encryptionKey: Buffer): Buffer {
  return createHmac('sha256', encryptionKey).update('repertoire trusted-device cookie').digest();
}

function signature(key: Buffer, email: string, nonce: string): Buffer {
  return createHmac('sha256', key).update(`${email.toLowerCase()}\n${nonce}`).digest();
}

/** A new cookie value for the account with this address: `nonce.signature`. */
export function issueDeviceToken(key: Buffer, email: string): string {
  const nonce = randomBytes(16).toString('base64url');
  return `${nonce}.${signature(key, email, nonce).toString('base64url')}`;
}

/** The device's nonce when the cookie was issued by this server for this address, else null. */
export function trustedDeviceNonce(key: Buffer, email: string, token: string | undefined): string | null {
  const [nonce, signed, ...rest] = (token ?? '').split('.');
  if (!nonce || !signed || rest.length > 0 || nonce.length > 64) return null;
  const expected = signature(key, email, nonce);
  const given = Buffer.from(signed, 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected) ? nonce : null;
}
