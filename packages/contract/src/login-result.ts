import type { LoginResult, PendingLogin } from './auth';

/**
 * Whether a login waits for its second step. Apart from the schemas (auth.ts), so that the
 * landing page's login tells the two answers apart without loading zod.
 */
export function isPendingLogin(result: LoginResult): result is PendingLogin {
  return 'second_factor' in result;
}
