/** Words a music society's members would try first, refused beside the generated list. */
const societyWords = ['musician', 'songwriter', 'songwriter1', 'repertoire', 'repertoire1', 'composer', 'composer1'];

let refused: ReadonlySet<string> | undefined;
let loading: Promise<ReadonlySet<string>> | undefined;

/**
 * Loads the passwords refused at sign-up, reset and change (NIST SP 800-63B §5.1.1.2): the
 * 10,000 most common of 8+ characters from public breach corpora (generated) and the society's
 * words. The list is 90 kB: imported on demand, it is a chunk of its own that the web loads with
 * the first password it checks, not with every page. The server loads it before it answers
 * (buildApp), because the routes validate with zod's synchronous parse, which cannot wait.
 */
export function loadCommonPasswords(): Promise<ReadonlySet<string>> {
  loading ??= import('./common-passwords.generated').then(({ generatedCommonPasswords }) => {
    refused = new Set([...generatedCommonPasswords, ...societyWords]);
    return refused;
  });
  return loading;
}

/**
 * Whether a password is off the list: answered at once when the list is loaded, else once it is
 * (a promise, which zod's asynchronous parse awaits and its synchronous parse refuses to take).
 */
export function isUncommonPassword(password: string): boolean | Promise<boolean> {
  const lowerCase = password.toLowerCase();
  if (refused) return !refused.has(lowerCase);
  return loadCommonPasswords().then((list) => !list.has(lowerCase));
}
