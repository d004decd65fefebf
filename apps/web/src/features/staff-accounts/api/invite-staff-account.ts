import type { StaffAccountInvite } from '@repertoire/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callWithMessage } from '../../../lib/call';
import { staffAccountsQueryKey } from './get-staff-accounts';

/** POST /staff/accounts: the account is created with its roles and mailed a link to set its password. */
export const inviteStaffAccount = (body: StaffAccountInvite) => callWithMessage('inviteStaffAccount', { body });

export function useInviteStaffAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteStaffAccount,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffAccountsQueryKey }),
  });
}
