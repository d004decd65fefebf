import { inboxMeta, type InboxItem, type InboxKind, type InboxMeta } from '@repertoire/contract';
import { useQuery } from '@tanstack/react-query';
import { callPage } from '../../../lib/call';
import { pagedQueryOptions } from '../../../lib/paged-query';
import { staffInboxKeys } from './query-keys';

export type InboxParams = { page: number; kind?: InboxKind | undefined; handled?: boolean | undefined };

/** GET /staff/inbox: newest first; the meta says how many of each kind wait to be handled. */
export async function getInbox(query: InboxParams): Promise<{ data: InboxItem[]; meta: InboxMeta }> {
  // The filter travels as the text its schema reads ("true" or "false").
  const page = await callPage('listInbox', { query: { ...query, handled: query.handled?.toString() } });
  return { data: page.data, meta: inboxMeta.parse(page.meta) };
}

export const inboxQueryOptions = (query: InboxParams) => pagedQueryOptions(staffInboxKeys.list(), getInbox, query);

export function useInbox(query: InboxParams) {
  return useQuery(inboxQueryOptions(query));
}
