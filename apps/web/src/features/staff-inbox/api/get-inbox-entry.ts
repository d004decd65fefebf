import { type InboxKind } from '@repertoire/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { staffInboxKeys } from './query-keys';

/** GET /staff/inbox/{kind}/{id}: the whole error report or support request. */
export const getInboxEntry = (kind: InboxKind, id: string) => call('getInboxEntry', { params: { kind, id } });

export const inboxEntryQueryOptions = (kind: InboxKind, id: string) =>
  queryOptions({ queryKey: staffInboxKeys.entry(kind, id), queryFn: () => getInboxEntry(kind, id) });

export function useInboxEntry(kind: InboxKind, id: string) {
  return useQuery(inboxEntryQueryOptions(kind, id));
}
