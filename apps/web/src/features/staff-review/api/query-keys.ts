import type { ReviewKind } from '@repertoire/contract';

/** The review desk's cache: the queue's pages, and each item's review page. */
export const staffReviewKeys = {
  all: ['staff-review'] as const,
  queue: () => [...staffReviewKeys.all, 'queue'] as const,
  registration: (kind: ReviewKind, id: string) => [...staffReviewKeys.all, 'registration', kind, id] as const,
};
