import { endpointRoutes, JOB_EVENT, NOTIFICATION_EVENT, type Notification } from '@repertoire/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent } from 'react';
import { env } from '../../../config/env';
import { NOTIFICATIONS_PAGE_SIZE } from '../../../config/constants';
import { call } from '../../../lib/call';
import { receiveJob } from '../../../lib/jobs/get-job';
import { notifySuccess } from '../../../lib/notify';
import { latestNotificationsQueryKey, notificationsQueryKey, type NotificationPage } from '../api/get-notifications';

type ParseNotification = (data: unknown) => Notification | null;
let parser: Promise<ParseNotification> | undefined;
/**
 * The schema, and zod with it, load with the first notification that arrives: every screen's
 * header listens, and most screens never get one. One promise, so events keep their order; one
 * that failed (the network) is asked for again by the next event.
 */
function loadParser(): Promise<ParseNotification> {
  parser ??= import('../utils/parse-notification').then(
    (module) => module.parseNotification,
    (error: unknown) => {
      parser = undefined;
      throw error;
    },
  );
  return parser;
}

/** What else a notification that arrives live changes (the app refreshes what its screens show of it). */
export type OnNotificationArrival = (notification: Notification) => void;

/**
 * While mounted (the logged-in frame's header), listens to GET /notifications/stream: each new
 * notification goes to the top of the dropdown, raises the unread count and shows a toast; the
 * notifications pages refetch, and `onArrival` is told (the app refreshes what the notification is
 * about: app/live-refreshes.ts). A `job` event puts the job's new state in the cache (lib/jobs). EventSource reconnects by itself and resumes with Last-Event-ID.
 */
export function useNotificationStream(onArrival?: OnNotificationArrival): void {
  const queryClient = useQueryClient();
  // The latest callback, without opening the stream again when it changes.
  const tellArrival = useEffectEvent((item: Notification) => onArrival?.(item));
  useEffect(() => {
    if (typeof EventSource === 'undefined') return undefined;
    const source = new EventSource(`${env.apiBaseUrl}${endpointRoutes.streamNotifications.path}`, { withCredentials: true });
    let isClosed = false;
    const onNotification = async (event: MessageEvent<string>) => {
      let data: unknown;
      try {
        data = JSON.parse(event.data);
      } catch {
        return;
      }
      const item = (await loadParser())(data);
      if (!item || isClosed) return;
      queryClient.setQueryData<NotificationPage>(latestNotificationsQueryKey, (page) => {
        if (!page || page.data.some((known) => known._id === item._id)) return page;
        return {
          data: [item, ...page.data].slice(0, NOTIFICATIONS_PAGE_SIZE),
          meta: page.meta && { ...page.meta, total: page.meta.total + 1, unread: page.meta.unread + (item.readAt ? 0 : 1) },
        };
      });
      void queryClient.invalidateQueries({ queryKey: notificationsQueryKey, predicate: (query) => query.queryKey[1] !== latestNotificationsQueryKey[1] });
      tellArrival(item);
      notifySuccess(item.message, item.title);
    };
    const listener = (event: MessageEvent<string>) => void onNotification(event);
    const onJob = (event: MessageEvent<string>) => {
      try {
        receiveJob(queryClient, JSON.parse(event.data));
      } catch {
        // Not a job: the page's poll reads it.
      }
    };
    // The browser does not retry a stream the server refused: its session ended (logged out elsewhere, the person
    // removed from the member). The page then asks for its session, and the 401 logs it out at once (docs/decisions/0010).
    const onError = () => {
      if (source.readyState === EventSource.CLOSED && !isClosed) void call('getSession').catch(() => undefined);
    };
    source.addEventListener(NOTIFICATION_EVENT, listener);
    source.addEventListener(JOB_EVENT, onJob);
    source.addEventListener('error', onError);
    return () => {
      isClosed = true;
      source.removeEventListener('error', onError);
      source.removeEventListener(NOTIFICATION_EVENT, listener);
      source.removeEventListener(JOB_EVENT, onJob);
      source.close();
    };
  }, [queryClient]);
}
