import { PAGINATION_WINDOW } from '../config/constants';

export const ELLIPSIS = '…' as const;
export type PageItem = number | typeof ELLIPSIS;

/**
 * The page buttons to show (docs/architecture.md#constants): up to 7 pages are all shown; beyond that the first
 * and last page stay, with an ellipsis on the side(s) away from the current page, always
 * seven items in all:
 *   near the start  [1, 2, 3, 4, 5, …, 20]
 *   near the end    [1, …, 16, 17, 18, 19, 20]
 *   in the middle   [1, …, 9, 10, 11, …, 20]
 */
export function paginationRange(currentPage: number, totalPages: number, window = PAGINATION_WINDOW): PageItem[] {
  if (totalPages <= 0) return [];
  const current = Math.min(Math.max(1, Math.trunc(currentPage)), totalPages);
  const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

  if (totalPages <= window) return range(1, totalPages);

  // Items besides first, last and the two ellipses: the run around the current page.
  const edgeRun = window - 2; // e.g. 5: pages 1..5 before "…, last"
  const middleRun = window - 4; // e.g. 3: the current page and one on each side

  if (current <= edgeRun - 1) return [...range(1, edgeRun), ELLIPSIS, totalPages];
  if (current >= totalPages - edgeRun + 2) return [1, ELLIPSIS, ...range(totalPages - edgeRun + 1, totalPages)];

  const side = Math.floor(middleRun / 2);
  return [1, ELLIPSIS, ...range(current - side, current - side + middleRun - 1), ELLIPSIS, totalPages];
}
