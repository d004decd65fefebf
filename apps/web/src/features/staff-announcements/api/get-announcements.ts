import { useQuery } from '@tanstack/react-query';
import { callPage } from '../../../lib/call';
import { pagedQueryOptions } from '../../../lib/paged-query';

export const announcementsQueryKey = ['staff-announcements'] as const;

export type AnnouncementsParams = { page: number };

/** GET /staff/announcements: what staff sent, newest first. */
export const getAnnouncements = (query: AnnouncementsParams) => callPage('listAnnouncements', { query });

export const announcementsQueryOptions = (query: AnnouncementsParams) => pagedQueryOptions(announcementsQueryKey, getAnnouncements, query);

export function useAnnouncements(query: AnnouncementsParams) {
  return useQuery(announcementsQueryOptions(query));
}
