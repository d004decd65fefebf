import type { PageMeta, PaginationQuery } from '@repertoire/contract';
import { pageMeta } from './pagination';

/** A page of a list as the repositories read it (limit/offset) and as the API reports it (meta). */
export type Page = { limit: number; offset: number; meta(total: number): PageMeta };

export function pageOf(query: PaginationQuery): Page {
  return { limit: query.pageSize, offset: (query.page - 1) * query.pageSize, meta: (total) => pageMeta(query, total) };
}
