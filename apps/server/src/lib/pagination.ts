import type { PageMeta, PaginationQuery } from '@repertoire/contract';

/** `data.meta` of every list answer (DESIGN "API conventions"). */
export function pageMeta(query: PaginationQuery, total: number): PageMeta {
  return { page: query.page, pageSize: query.pageSize, total, totalPages: Math.ceil(total / query.pageSize) };
}
