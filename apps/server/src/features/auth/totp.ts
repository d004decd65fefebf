import { generateSecret, generateURI, verify } from 'otplib';

/**
 * Time-based one-time codes (RFC 6238) as authenticator apps make them: SHA-1, 6 digits, a new
 * code every 30 seconds. A code is accepted in its own 30 s step and the one before or after, so a
 * phone's clock may be a little off and a code typed as it changes still works (RFC 6238 §5.2).
 */
export const TOTP_ISSUER = 'Repertoire';
const TOLERANCE_SECONDS = 30;

/** A new shared secret: 20 random bytes (160 bits, RFC 4226 §4), base32 as apps take it. */
export function newTotpSecret(): string {
  return generateSecret();
}

/** The `otpauth://totp/…` URI an authenticator app reads from a QR code. */
export function totpUri(secret: string, accountName: string): string {
  return generateURI({ issuer: TOTP_ISSUER, label: accountName, secret });
}

/**
 * The time step of `code` when it is right at `now`, and later than `afterTimeStep` (the last one
 * accepted, so no code works twice); null otherwise.
 */
export async function matchTotp(secret: string, code: string, now: Date, afterTimeStep: number | null): Promise<number | null> {
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(now.getTime() / 1000),
    epochTolerance: TOLERANCE_SECONDS,
    ...(afterTimeStep === null ? {} : { afterTimeStep }),
  });
  // otplib types its answer for HOTP too; a TOTP answer that is valid carries its time step.
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}
