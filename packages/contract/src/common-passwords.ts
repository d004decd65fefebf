import { generatedCommonPasswords } from './common-passwords.generated';

/**
 * Passwords refused at sign-up, reset and change (NIST SP 800-63B §5.1.1.2): the 10,000 most
 * common of 8+ characters from public breach corpora (generated), and words a music society's
 * members would try first.
 */
export const commonPasswords: ReadonlySet<string> = new Set([
  ...generatedCommonPasswords,
  'musician', 'songwriter', 'songwriter1', 'repertoire', 'repertoire1', 'composer', 'composer1',
]);

export function isCommonPassword(password: string): boolean {
  return commonPasswords.has(password.toLowerCase());
}
