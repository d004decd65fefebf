import { type SignupRequest } from '@repertoire/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/call';

/** The whole sign-up travels in one request at the end of the wizard. */
export const signup = (request: SignupRequest) => call('signUp', { body: request, allowUnauthorized: true });

export function useSignup() {
  return useMutation({ mutationFn: signup });
}
