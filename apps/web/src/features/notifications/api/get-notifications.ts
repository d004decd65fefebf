import type { Notification } from '@repertoire/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { NOTIFICATIONS_PAGE_SIZE } from '../../../config/constants';

export const notificationsQueryKey = ['notifications'] as const;

export const getNotifications = ({ page = 1, pageSize = NOTIFICATIONS_PAGE_SIZE }: { page?: number; pageSize?: number } = {}) =>
  api.list<Notification>('/notifications', { query: { page, pageSize } });

export const notificationsQueryOptions = () =>
  queryOptions({ queryKey: notificationsQueryKey, queryFn: () => getNotifications() });

export function useNotifications() {
  return useQuery(notificationsQueryOptions());
}
