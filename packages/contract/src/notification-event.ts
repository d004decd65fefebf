/*
 * What the members' header needs of the notifications, apart from the schemas (notifications.ts,
 * which exports it too): the header loads without zod.
 */

/** The event name of `GET /notifications/stream` (server-sent events); each event's data is a Notification. */
export const NOTIFICATION_EVENT = 'notification';

/** The header's notification menu shows the latest this many: the first page it asks for. */
export const NOTIFICATIONS_PAGE_SIZE = 10;
