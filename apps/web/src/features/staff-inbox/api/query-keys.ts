import type { InboxKind } from '@repertoire/contract';

/** The inbox's cache: its pages, and each item. */
export const staffInboxKeys = {
  all: ['staff-inbox'] as const,
  list: () => [...staffInboxKeys.all, 'list'] as const,
  entry: (kind: InboxKind, id: string) => [...staffInboxKeys.all, 'entry', kind, id] as const,
};
