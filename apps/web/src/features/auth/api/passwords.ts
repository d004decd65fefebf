import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const requestPasswordReset = (email: string) =>
  api.post<null>('/auth/password/forgot', { email }, { allowUnauthorized: true });

export const resetPassword = (body: { userId: string; token: string; password: string }) =>
  api.post<null>('/auth/password/reset', body, { allowUnauthorized: true });

export const changePassword = (body: { current_password: string; new_password: string }) =>
  api.post<null>('/auth/password/change', body);

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
