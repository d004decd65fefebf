import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { staffMemberQueryKey } from './get-member';

/** GET /staff/members/{id}/bank-details: the member's bank details, masked as they see them; null while none are given. */
export const getStaffMemberBankDetails = (id: string) => call('getMemberBankDetails', { params: { id } });

export const staffMemberBankDetailsQueryOptions = (id: string) =>
  queryOptions({ queryKey: [...staffMemberQueryKey(id), 'bank-details'], queryFn: () => getStaffMemberBankDetails(id) });

export function useStaffMemberBankDetails(id: string) {
  return useQuery(staffMemberBankDetailsQueryOptions(id));
}
