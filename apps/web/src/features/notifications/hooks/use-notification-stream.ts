import { NOTIFICATION_EVENT, notification } from '@repertoire/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { env } from '../../../config/env';
import { NOTIFICATIONS_PAGE_SIZE } from '../../../config/constants';
import { notifySuccess } from '../../../lib/notify';
import { latestNotificationsQueryKey, notificationsQueryKey, type NotificationPage } from '../api/get-notifications';

/**
 * While mounted (the logged-in frame's header), listens to GET /notifications/stream: each new
 * notification goes to the top of the dropdown, raises the unread count and shows a toast; the
 * notifications pages refetch. EventSource reconnects by itself and resumes with Last-Event-ID.
 */
export function useNotificationStream(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (typeof EventSource === 'undefined') return undefined;
    const source = new EventSource(`${env.apiBaseUrl}/notifications/stream`, { withCredentials: true });
    const onNotification = (event: MessageEvent<string>) => {
      let data: unknown;
      try {
        data = JSON.parse(event.data);
      } catch {
        return;
      }
      const parsed = notification.safeParse(data);
      if (!parsed.success) return;
      const item = parsed.data;
      queryClient.setQueryData<NotificationPage>(latestNotificationsQueryKey, (page) => {
        if (!page || page.data.some((known) => known._id === item._id)) return page;
        return {
          data: [item, ...page.data].slice(0, NOTIFICATIONS_PAGE_SIZE),
          meta: page.meta && { ...page.meta, total: page.meta.total + 1, unread: page.meta.unread + (item.readAt ? 0 : 1) },
        };
      });
      void queryClient.invalidateQueries({ queryKey: notificationsQueryKey, predicate: (query) => query.queryKey[1] !== latestNotificationsQueryKey[1] });
      notifySuccess(item.message, item.title);
    };
    source.addEventListener(NOTIFICATION_EVENT, onNotification);
    return () => {
      source.removeEventListener(NOTIFICATION_EVENT, onNotification);
      source.close();
    };
  }, [queryClient]);
}
