import { type InboxKind } from '@repertoire/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { staffInboxKeys } from './query-keys';

export type MarkHandledInput = { kind: InboxKind; id: string; handled: boolean };

/** POST /staff/inbox/{kind}/{id}/handled: handled by the staff member, or not handled again. */
export const markHandled = ({ kind, id, handled }: MarkHandledInput) =>
  call('markInboxEntryHandled', { params: { kind, id }, body: { handled } });

/** Shows the answer at once and refetches the list, whose filters and counts it changes. */
export function useMarkHandled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markHandled,
    onSuccess: (entry) => queryClient.setQueryData(staffInboxKeys.entry(entry.kind, entry.id), entry),
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffInboxKeys.list() }),
  });
}
