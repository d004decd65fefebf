import type { EmailChangeConfirmRequest, EmailChangeRequest } from '@repertoire/contract';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/api-client';

/** POST /user/email-change: the new address and the password; the answer's message says where the link went. */
export const requestEmailChange = (body: EmailChangeRequest) => request<null>('/user/email-change', { method: 'POST', body });

/** POST /user/email-change/confirm: the token of the link mailed to the new address (works logged out too). */
export const confirmEmailChange = (body: EmailChangeConfirmRequest) =>
  request<null>('/user/email-change/confirm', { method: 'POST', body, allowUnauthorized: true });

export function useRequestEmailChange() {
  return useMutation({ mutationFn: requestEmailChange });
}

export function useConfirmEmailChange() {
  return useMutation({ mutationFn: confirmEmailChange });
}
