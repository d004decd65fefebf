import { useQuery } from '@tanstack/react-query';
import { callPage } from '../call';
import { pagedQueryOptions } from '../paged-query';

/**
 * GET /staff/members: the society's members, found by name, e-mail address, ISNI or IPI name
 * number. Shared because the members' screens list them and an announcement picks one of them.
 */
export const staffMembersQueryKey = ['staff-members'] as const;

export type StaffMemberSearch = { q?: string | undefined; page?: number; pageSize?: number };

export const searchStaffMembers = (query: StaffMemberSearch) => callPage('searchMembers', { query: { ...query } });

export const staffMemberSearchQueryOptions = (query: StaffMemberSearch) => pagedQueryOptions([...staffMembersQueryKey, 'search'], searchStaffMembers, query);

export function useStaffMemberSearch(query: StaffMemberSearch, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...staffMemberSearchQueryOptions(query), enabled });
}
