import { type PasswordResetLinkRequest } from '@repertoire/contract';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call';

export const requestPasswordReset = (email: string) =>
  call('requestPasswordReset', { body: { email }, allowUnauthorized: true });

export const resetPassword = (body: { userId: string; token: string; password: string }) =>
  call('resetPassword', { body, allowUnauthorized: true });

export const changePassword = (body: { current_password: string; new_password: string }) =>
  call('changePassword', { body });

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}

/**
 * What the mailed link is worth, asked when the reset page opens (the token in the body, not a URL).
 * Asked once: after the reset the link reads as used, and the page must keep showing its success.
 */
export const passwordResetLinkQueryOptions = (link: PasswordResetLinkRequest) =>
  queryOptions({
    queryKey: ['password-reset-link', link.userId, link.token],
    queryFn: () => call('checkPasswordResetLink', { body: link, allowUnauthorized: true }),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    retry: false,
  });

export function usePasswordResetLink(link: PasswordResetLinkRequest, options: { enabled: boolean }) {
  return useQuery({ ...passwordResetLinkQueryOptions(link), ...options });
}
