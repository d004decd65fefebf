import type { Notification, NotificationPageMeta, PaginationQuery } from '@repertoire/contract';
import type { Db } from '../../db/database';
import { displayName } from '../../lib/display-name';
import { NotFound } from '../../lib/errors';
import { pageMeta } from '../../lib/pagination';
import { uploadUrl } from '../../lib/uploads';
import {
  findNotificationsPage,
  insertNotification,
  insertNotificationForEveryMember,
  markAllNotificationsRead,
  markNotificationRead,
  type NotificationRow,
} from './notifications.repository';

export type NotifyInput = {
  title: string;
  message: string;
  /** Where the notification leads in the web app, e.g. `/dashboard`. */
  link?: string | null;
  /** The member or staff user who caused it; omitted for the society itself. */
  senderId?: string | null;
  /** Defaults to now; demo data backdates (inside one transaction every now() is the same instant). */
  createdAt?: Date;
};

/** The name notifications show for the society's own messages. */
export const SYSTEM_SENDER = 'Repertoire';

export const NOTIFICATION_NOT_FOUND = 'No notification with this id';

/**
 * Tells a member about something. Other features call this (a dispute message, a registration
 * decision) inside or outside their own transaction: pass the transaction as `db`. Open streams
 * of the member (in any API process) receive it once it is committed.
 */
export async function notify(db: Db, userId: string, input: NotifyInput): Promise<{ id: string }> {
  const row = await insertNotification(db, {
    userId,
    senderId: input.senderId ?? null,
    title: input.title,
    message: input.message,
    link: input.link ?? null,
    ...(input.createdAt ? { createdAt: input.createdAt } : {}),
  });
  return { id: row.id };
}

/** Tells every member the same thing at once (an announcement): answers how many were told. */
export async function notifyEveryMember(db: Db, input: Omit<NotifyInput, 'createdAt'>): Promise<number> {
  return insertNotificationForEveryMember(db, { senderId: input.senderId ?? null, title: input.title, message: input.message, link: input.link ?? null });
}

/** A stored row as a notification (docs/domain.md#notifications). */
export function toNotification({ notification, sender }: NotificationRow): Notification {
  return {
    _id: notification.id,
    title: notification.title,
    message: notification.message,
    createdAt: notification.createdAt.toISOString(),
    readAt: notification.readAt?.toISOString() ?? null,
    link: notification.link,
    user: {
      full_name: sender ? displayName(sender) : SYSTEM_SENDER,
      profile_pic: uploadUrl(sender?.profilePicPath ?? null),
    },
  };
}

/** The recipient's own notifications only: the query is scoped to `userId`. */
export async function listNotifications(
  db: Db,
  userId: string,
  query: PaginationQuery,
): Promise<{ items: Notification[]; meta: NotificationPageMeta }> {
  const { rows, total, unread } = await findNotificationsPage(db, userId, { limit: query.pageSize, offset: (query.page - 1) * query.pageSize });
  return { items: rows.map(toNotification), meta: { ...pageMeta(query, total), unread } };
}

/** Marks one of the member's own notifications read; another member's is not found. */
export async function readNotification(db: Db, userId: string, id: string, at: Date): Promise<Notification> {
  const row = await markNotificationRead(db, userId, id, at);
  if (!row) throw new NotFound(NOTIFICATION_NOT_FOUND);
  return toNotification(row);
}

export async function readAllNotifications(db: Db, userId: string, at: Date): Promise<{ marked: number }> {
  return { marked: await markAllNotificationsRead(db, userId, at) };
}
