import type { InvitationSignupRequest } from '@repertoire/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { call, callWithMessage } from '../../../lib/call';

/** What an invitation link is worth (POST /invitations/status): nothing is used up. */
export function useInvitationCheck(token: string) {
  return useQuery({ queryKey: ['invitation', token], queryFn: () => call('checkInvitation', { body: { token } }), enabled: token.length > 0, retry: false });
}

/** Joins with the invitation, logged in as its address. */
export const useAcceptInvitation = () => useMutation({ mutationFn: (token: string) => callWithMessage('acceptInvitation', { body: { token } }) });

/** Signs up from the invitation (name and password) and logs in. */
export const useSignUpFromInvitation = () => useMutation({ mutationFn: (body: InvitationSignupRequest) => callWithMessage('signUpFromInvitation', { body }) });
