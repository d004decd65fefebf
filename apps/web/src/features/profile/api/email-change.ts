import { type EmailChangeConfirmRequest, type EmailChangeRequest } from '@repertoire/contract';
import { useMutation } from '@tanstack/react-query';
import { callWithMessage } from '../../../lib/call';

/** POST /user/email-change: the new address and the password; the answer's message says where the link went. */
export const requestEmailChange = (body: EmailChangeRequest) => callWithMessage('requestEmailChange', { body });

/** POST /user/email-change/confirm: the token of the link mailed to the new address (works logged out too). */
export const confirmEmailChange = (body: EmailChangeConfirmRequest) =>
  callWithMessage('confirmEmailChange', { body, allowUnauthorized: true });

export function useRequestEmailChange() {
  return useMutation({ mutationFn: requestEmailChange });
}

export function useConfirmEmailChange() {
  return useMutation({ mutationFn: confirmEmailChange });
}
