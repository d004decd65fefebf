import { type AnnouncementData } from '@repertoire/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { announcementsQueryKey } from './get-announcements';

/** POST /staff/announcements: notifies every member, or one, and mails them when `mail` is set. */
export const sendAnnouncement = (body: AnnouncementData) => call('sendAnnouncement', { body });

export function useSendAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendAnnouncement,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: announcementsQueryKey }),
  });
}
