import type { SignupRequest } from '@repertoire/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The whole sign-up travels in one request at the end of the wizard. */
export const signup = (request: SignupRequest) => api.post<{ email: string }>('/auth/signup', request, { allowUnauthorized: true });

export function useSignup() {
  return useMutation({ mutationFn: signup });
}
