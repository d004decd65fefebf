import { paginationQuery, uuidParam } from '../envelope';
import { defineEndpoint } from '../endpoint';
import { notificationEnvelope, notificationList, readAllNotificationsEnvelope } from '../notifications';

const tags = ['notifications'] as const;

/** The member's own notifications: the list, the live stream, and marking them read. */
export const notificationEndpoints = {
  listNotifications: defineEndpoint({
    method: 'GET',
    path: '/notifications',
    summary: 'Own notifications, newest first; meta.unread counts all unread ones',
    tags,
    access: 'account',
    memberPart: 'read',
    kind: 'json',
    query: paginationQuery,
    answer: notificationList,
  }),
  // Server-sent events, read by an EventSource rather than a call: not the JSON envelope, and not a
  // file to download either, so it is declared as 'json' without an answer schema.
  streamNotifications: defineEndpoint({
    method: 'GET',
    path: '/notifications/stream',
    summary:
      'Server-sent events: each new notification as it is created (event "notification"); Last-Event-ID resumes; ends with its session; at most 6 per session and 12 per member (429 beyond)',
    tags,
    access: 'account',
    memberPart: 'read',
    kind: 'json',
  }),
  readAllNotifications: defineEndpoint({
    method: 'POST',
    path: '/notifications/read-all',
    summary: 'Marks all own notifications read',
    tags,
    access: 'account',
    memberPart: 'read',
    kind: 'json',
    answer: readAllNotificationsEnvelope,
  }),
  readNotification: defineEndpoint({
    method: 'POST',
    path: '/notifications/:id/read',
    summary: 'Marks one own notification read',
    tags,
    access: 'account',
    memberPart: 'read',
    kind: 'json',
    params: uuidParam,
    answer: notificationEnvelope,
  }),
};
