import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/call';

/** The verification mail links to `/?verify=<token>`; the landing page posts the token here. */
export const verifyEmail = (token: string) => call('verifyEmail', { body: { token }, allowUnauthorized: true });

export const resendVerification = (email: string) =>
  call('resendVerification', { body: { email }, allowUnauthorized: true });

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
