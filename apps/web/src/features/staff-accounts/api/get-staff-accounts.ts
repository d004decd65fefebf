import { useQuery } from '@tanstack/react-query';
import { callPage } from '../../../lib/call';
import { pagedQueryOptions } from '../../../lib/paged-query';

/** Staff accounts and their history: every change to an account refreshes both. */
export const staffAccountsQueryKey = ['staff-accounts'] as const;

export type StaffAccountsParams = { page: number };

/** GET /staff/accounts: the staff accounts not removed, by name. */
export const getStaffAccounts = (query: StaffAccountsParams) => callPage('listStaffAccounts', { query });

export const staffAccountsQueryOptions = (query: StaffAccountsParams) => pagedQueryOptions([...staffAccountsQueryKey, 'list'], getStaffAccounts, query);

export function useStaffAccounts(query: StaffAccountsParams) {
  return useQuery(staffAccountsQueryOptions(query));
}
