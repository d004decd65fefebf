import type { PageMeta, PaginationQuery } from '@repertoire/contract';

/**
 * How many matches a list counts at most. Past it the answer says "more than 10,000" instead of
 * counting a member's or the registry's whole catalogue on every page (docs/architecture.md#scale-and-resilience: exact totals over
 * a million works cost more than the page itself).
 */
export const TOTAL_COUNT_CAP = 10_000;

/** A list's number of matches: exact, or capped when there are more than the cap. */
export type Total = { count: number; isCapped: boolean };

export const exactTotal = (count: number): Total => ({ count, isCapped: false });

/** `data.meta` of every list answer (docs/architecture.md#envelope-and-errors). */
export function pageMeta(query: PaginationQuery, total: number | Total): PageMeta {
  const { count, isCapped } = typeof total === 'number' ? exactTotal(total) : total;
  return {
    page: query.page,
    pageSize: query.pageSize,
    total: count,
    totalPages: Math.ceil(count / query.pageSize),
    ...(isCapped ? { totalIsCapped: true } : {}),
  };
}
