import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../../../lib/api-client';
import { call } from '../../../lib/call';
import { notifyError } from '../../../lib/notify';
import { notificationsQueryKey } from './get-notifications';

/** POST /notifications/{id}/read: one of the member's own notifications is read. */
export const markNotificationRead = (id: string) => call('readNotification', { params: { id } });

/** POST /notifications/read-all. */
export const markAllNotificationsRead = () => call('readAllNotifications');

/** Either change refetches the dropdown (its unread count) and the pages. */
function useReadMutation<Input, Result>(mutationFn: (input: Input) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onError: (error) => notifyError(errorMessage(error)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsQueryKey }),
  });
}

export const useMarkNotificationRead = () => useReadMutation(markNotificationRead);
export const useMarkAllNotificationsRead = () => useReadMutation(markAllNotificationsRead);
