import { type Notification, type NotificationPageMeta } from '@repertoire/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callPage } from '../../../lib/call';
import { pagedQueryOptions } from '../../../lib/paged-query';
import { NOTIFICATIONS_PAGE_SIZE, QUERY_STALE_TIME } from '../../../config/constants';

/** Everything about notifications sits under this key: invalidating it refreshes the dropdown and the pages. */
export const notificationsQueryKey = ['notifications'] as const;
/** The dropdown's newest notifications and the unread count. */
export const latestNotificationsQueryKey = [...notificationsQueryKey, 'latest'] as const;
const notificationPagesQueryKey = [...notificationsQueryKey, 'page'] as const;

/** A page of notifications; `meta.unread` counts every unread one, not only this page's. */
export type NotificationPage = { data: Notification[]; meta: NotificationPageMeta | undefined };

export const getNotifications = async ({ page = 1, pageSize = NOTIFICATIONS_PAGE_SIZE }: { page?: number; pageSize?: number } = {}): Promise<NotificationPage> => {
  const result = await callPage('listNotifications', { query: { page, pageSize } });
  return { data: result.data, meta: result.meta as NotificationPageMeta | undefined };
};

/** Fresh for as long as any query (QUERY_STALE_TIME): the stream adds what comes meanwhile. */
export const notificationsQueryOptions = () =>
  queryOptions({ queryKey: latestNotificationsQueryKey, queryFn: () => getNotifications(), staleTime: QUERY_STALE_TIME });

/** The dropdown: the newest notifications and how many are unread, in one request. */
export function useNotifications() {
  return useQuery(notificationsQueryOptions());
}

/** The notifications page: one page of all of them. */
export function useNotificationPage(query: { page: number }) {
  return useQuery(pagedQueryOptions(notificationPagesQueryKey, getNotifications, query));
}
