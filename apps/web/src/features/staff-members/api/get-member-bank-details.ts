import type { BankDetails } from '@repertoire/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { staffMemberQueryKey } from './get-member';

/** GET /staff/members/{id}/bank-details: the member's bank details, masked as they see them; null while none are given. */
export const getStaffMemberBankDetails = (id: string) => api.get<BankDetails | null>(`/staff/members/${encodeURIComponent(id)}/bank-details`);

export const staffMemberBankDetailsQueryOptions = (id: string) =>
  queryOptions({ queryKey: [...staffMemberQueryKey(id), 'bank-details'], queryFn: () => getStaffMemberBankDetails(id) });

export function useStaffMemberBankDetails(id: string) {
  return useQuery(staffMemberBankDetailsQueryOptions(id));
}
