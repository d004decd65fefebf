import { useQuery } from '@tanstack/react-query';
import { callPage } from '../../../lib/call';
import { pagedQueryOptions } from '../../../lib/paged-query';
import { staffAccountsQueryKey } from './get-staff-accounts';

export type StaffAccountHistoryParams = { page: number };

/** GET /staff/accounts/history: accounts created, invited, given other roles and removed, newest first. */
export const getStaffAccountHistory = (query: StaffAccountHistoryParams) => callPage('listStaffAccountEvents', { query });

export const staffAccountHistoryQueryOptions = (query: StaffAccountHistoryParams) =>
  pagedQueryOptions([...staffAccountsQueryKey, 'history'], getStaffAccountHistory, query);

export function useStaffAccountHistory(query: StaffAccountHistoryParams) {
  return useQuery(staffAccountHistoryQueryOptions(query));
}
