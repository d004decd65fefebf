/**
 * Passwords seen most often in public breach corpora (the top of the
 * SecLists "10k most common" list, those of 8+ characters). Refused at
 * sign-up, reset and change: NIST SP 800-63B §5.1.1.2.
 */
export const commonPasswords: ReadonlySet<string> = new Set([
  '12345678', '123456789', '1234567890', 'password', 'password1', 'password123', 'passw0rd',
  'iloveyou', 'qwertyuiop', 'qwerty123', 'qwerty12', '1q2w3e4r', '1q2w3e4r5t', '11111111',
  '00000000', '88888888', '87654321', '12341234', '123123123', '11223344', 'abcd1234',
  'sunshine', 'princess', 'football', 'baseball', 'welcome1', 'welcome123', 'trustno1',
  'superman', 'starwars', 'whatever', 'jennifer', 'michelle', 'computer', 'corvette',
  'mercedes', 'maverick', 'internet', 'letmein1', 'zaq12wsx', '1qaz2wsx', 'asdfghjkl',
  'asdfasdf', 'q1w2e3r4', 'changeme', 'admin123', 'administrator', 'iloveyou1', 'monkey123',
  'dragon123', 'football1', 'chocolate', 'whatever1', 'liverpool', 'password12', 'qazwsxedc',
  'secret123', 'master123', 'samsung1', 'pokemon1', 'elephant', 'butterfly', 'hello123',
  'loveme123', 'blink182', 'charlie1', 'metallica', 'spiderman', 'minecraft', 'shadow123',
  'aaaaaaaa', 'abcdefgh', 'abc12345', 'test1234', 'testtest', 'password!', 'p@ssw0rd',
  'p@ssword', 'musician', 'songwriter', 'repertoire',
]);

export function isCommonPassword(password: string): boolean {
  return commonPasswords.has(password.toLowerCase());
}
