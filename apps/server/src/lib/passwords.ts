import { hash, verify } from '@node-rs/argon2';

// @node-rs/argon2 defaults: argon2id, 19 MiB, 2 passes, 1 lane — the OWASP baseline.
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the time a real check would on an unknown account, so response times do not tell
 * which e-mail addresses have accounts.
 */
export async function verifyDummyPassword(password: string): Promise<void> {
  dummyHash ??= hash('dummy-password-for-timing');
  await verifyPassword(await dummyHash, password);
}
