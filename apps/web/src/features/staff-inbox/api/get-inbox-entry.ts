import type { InboxEntry, InboxKind } from '@repertoire/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { staffInboxKeys } from './query-keys';

/** GET /staff/inbox/{kind}/{id}: the whole error report or support request. */
export const getInboxEntry = (kind: InboxKind, id: string) => api.get<InboxEntry>(`/staff/inbox/${kind}/${encodeURIComponent(id)}`);

export const inboxEntryQueryOptions = (kind: InboxKind, id: string) =>
  queryOptions({ queryKey: staffInboxKeys.entry(kind, id), queryFn: () => getInboxEntry(kind, id) });

export function useInboxEntry(kind: InboxKind, id: string) {
  return useQuery(inboxEntryQueryOptions(kind, id));
}
