import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { staffMembersQueryKey } from '../../../lib/staff-members/search-members';

export const staffMemberQueryKey = (id: string) => [...staffMembersQueryKey, 'member', id] as const;

/** GET /staff/members/{id}: the member's profile, works and recordings by status, and history. */
export const getStaffMember = (id: string) => call('getMember', { params: { id } });

export const staffMemberQueryOptions = (id: string) => queryOptions({ queryKey: staffMemberQueryKey(id), queryFn: () => getStaffMember(id) });

export function useStaffMember(id: string) {
  return useQuery(staffMemberQueryOptions(id));
}
