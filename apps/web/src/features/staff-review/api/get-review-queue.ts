import { reviewQueueMeta, type ReviewKind, type ReviewQueueItem, type ReviewQueueMeta } from '@repertoire/contract';
import { useQuery } from '@tanstack/react-query';
import { callPage } from '../../../lib/call';
import { pagedQueryOptions } from '../../../lib/paged-query';
import { staffReviewKeys } from './query-keys';

export type ReviewQueueParams = { page: number; kind?: ReviewKind | undefined; q?: string | undefined };

/** GET /staff/review-queue: oldest first; the meta carries how many of each kind wait. */
export async function getReviewQueue(query: ReviewQueueParams): Promise<{ data: ReviewQueueItem[]; meta: ReviewQueueMeta }> {
  const page = await callPage('listReviewQueue', { query });
  return { data: page.data, meta: reviewQueueMeta.parse(page.meta) };
}

export const reviewQueueQueryOptions = (query: ReviewQueueParams) => pagedQueryOptions(staffReviewKeys.queue(), getReviewQueue, query);

export function useReviewQueue(query: ReviewQueueParams) {
  return useQuery(reviewQueueQueryOptions(query));
}
