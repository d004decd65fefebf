import { inboxMeta, type InboxItem, type InboxKind, type InboxMeta } from '@repertoire/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { pagedQueryOptions } from '../../../lib/paged-query';
import { staffInboxKeys } from './query-keys';

export type InboxParams = { page: number; kind?: InboxKind | undefined; handled?: boolean | undefined };

/** GET /staff/inbox: newest first; the meta says how many of each kind wait to be handled. */
export async function getInbox(query: InboxParams): Promise<{ data: InboxItem[]; meta: InboxMeta }> {
  const page = await api.list<InboxItem>('/staff/inbox', { query });
  return { data: page.data, meta: inboxMeta.parse(page.meta) };
}

export const inboxQueryOptions = (query: InboxParams) => pagedQueryOptions(staffInboxKeys.list(), getInbox, query);

export function useInbox(query: InboxParams) {
  return useQuery(inboxQueryOptions(query));
}
