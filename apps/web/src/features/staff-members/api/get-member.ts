import type { StaffMemberDetails } from '@repertoire/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { staffMembersQueryKey } from '../../../lib/staff-members/search-members';

export const staffMemberQueryKey = (id: string) => [...staffMembersQueryKey, 'member', id] as const;

/** GET /staff/members/{id}: the member's profile, works and recordings by status, and history. */
export const getStaffMember = (id: string) => api.get<StaffMemberDetails>(`/staff/members/${encodeURIComponent(id)}`);

export const staffMemberQueryOptions = (id: string) => queryOptions({ queryKey: staffMemberQueryKey(id), queryFn: () => getStaffMember(id) });

export function useStaffMember(id: string) {
  return useQuery(staffMemberQueryOptions(id));
}
