import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callWithMessage } from '../../../lib/call';
import { staffAccountsQueryKey } from './get-staff-accounts';

/** DELETE /staff/accounts/{id}: their sessions end at once; 409 for the last administrator. */
export const removeStaffAccount = (id: string) => callWithMessage('removeStaffAccount', { params: { id } });

export function useRemoveStaffAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeStaffAccount,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffAccountsQueryKey }),
  });
}
