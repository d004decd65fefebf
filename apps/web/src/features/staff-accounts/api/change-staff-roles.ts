import type { StaffRole } from '@repertoire/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sessionQueryKey } from '../../../lib/auth';
import { callWithMessage } from '../../../lib/call';
import { staffAccountsQueryKey } from './get-staff-accounts';

/** PUT /staff/accounts/{id}/roles: 409 for the last administrator without the administrator role. */
export const changeStaffRoles = ({ id, roles }: { id: string; roles: StaffRole[] }) => callWithMessage('changeStaffRoles', { params: { id }, body: { roles } });

export function useChangeStaffRoles() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeStaffRoles,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: staffAccountsQueryKey });
      // One's own roles may have changed: the console's menu follows the session's.
      await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    },
  });
}
