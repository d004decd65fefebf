import { paginationQuery } from '../envelope';
import { defineEndpoint } from '../endpoint';
import { announcementList, announcementRequest, announcementResponse } from '../staff-announcements';

const tags = ['staff'] as const;

/** Announcements to every member, or one (docs/domain.md#staff). */
export const staffAnnouncementEndpoints = {
  sendAnnouncement: defineEndpoint({
    method: 'POST',
    path: '/staff/announcements',
    summary: 'Tell every member, or one, in their notifications and optionally by mail',
    tags,
    access: 'staff',
    staffRoles: ['member-services'],
    kind: 'json',
    body: announcementRequest,
    answer: announcementResponse,
    status: 201,
  }),
  listAnnouncements: defineEndpoint({
    method: 'GET',
    path: '/staff/announcements',
    summary: 'Announcements sent, newest first',
    tags,
    access: 'staff',
    staffRoles: ['member-services'],
    kind: 'json',
    query: paginationQuery,
    answer: announcementList,
  }),
};
