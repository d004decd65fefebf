import { notification, type Notification } from '@repertoire/contract';

/** A stream event's data as a Notification, or null when it is not one. */
export function parseNotification(data: unknown): Notification | null {
  const parsed = notification.safeParse(data);
  return parsed.success ? parsed.data : null;
}
