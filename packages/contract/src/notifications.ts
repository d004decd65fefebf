import { z } from 'zod';
import { envelope, pageMeta } from './envelope';

/** A notification (docs/domain.md#notifications). */
export const notification = z.object({
  _id: z.uuid(),
  title: z.string(),
  message: z.string(),
  createdAt: z.iso.datetime(),
  readAt: z.iso.datetime().nullable(),
  link: z.string().nullable(),
  user: z.object({ full_name: z.string(), profile_pic: z.string().nullable() }),
});
export type Notification = z.infer<typeof notification>;

/** A page of notifications also says how many of all the member's notifications are unread (the bell's badge). */
export const notificationPageMeta = pageMeta.extend({ unread: z.number().int().min(0) });
export type NotificationPageMeta = z.infer<typeof notificationPageMeta>;

export const notificationList = z.object({
  message: z.string(),
  data: z.object({ data: z.array(notification), meta: notificationPageMeta }),
});
export type NotificationList = z.infer<typeof notificationList>;

/** `POST /notifications/{id}/read`: the notification as it now is. */
export const notificationEnvelope = envelope(notification);

/** `POST /notifications/read-all`: how many were unread until now. */
export const readAllNotificationsEnvelope = envelope(z.object({ marked: z.number().int().min(0) }));

export { NOTIFICATION_EVENT, NOTIFICATIONS_PAGE_SIZE } from './notification-event';
