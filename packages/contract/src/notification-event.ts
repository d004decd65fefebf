/**
 * The event name of `GET /notifications/stream` (server-sent events); each event's data is a Notification.
 * Apart from the schemas (notifications.ts, which exports it too): the header listens for it without loading zod.
 */
export const NOTIFICATION_EVENT = 'notification';
