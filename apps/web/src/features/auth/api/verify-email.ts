import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

// Not built from the endpoint table: the table brings every schema, and zod, onto the landing page,
// which does without them (docs/decisions/0006-first-page-weight.md).

/** The verification mail links to `/?verify=<token>`; the landing page posts the token here. */
export const verifyEmail = (token: string) => api.post<null>('/auth/verify-email', { token }, { allowUnauthorized: true });

export const resendVerification = (email: string) =>
  api.post<null>('/auth/verify-email/resend', { email }, { allowUnauthorized: true });

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
