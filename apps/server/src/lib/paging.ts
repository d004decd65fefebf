import type { PageMeta, PaginationQuery } from '@repertoire/contract';
import { count, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database';
import { exactTotal, pageMeta, TOTAL_COUNT_CAP, type Total } from './pagination';

/** A page of a list as the repositories read it (limit/offset) and as the API reports it (meta). */
export type Page = { limit: number; offset: number; meta(total: number | Total): PageMeta };

export function pageOf(query: PaginationQuery): Page {
  return { limit: query.pageSize, offset: (query.page - 1) * query.pageSize, meta: (total) => pageMeta(query, total) };
}

/**
 * The rows of `table` matching `where`, counted up to TOTAL_COUNT_CAP: the scan stops at the cap
 * (one row past it says there are more), so a list's total costs at most that many index entries.
 */
export async function countUpTo(db: Db, table: PgTable, where: SQL | undefined, cap = TOTAL_COUNT_CAP): Promise<Total> {
  const matches = db.select({ one: sql`1` }).from(table).where(where).limit(cap + 1).as('matches');
  const [row] = await db.select({ total: count() }).from(matches);
  const counted = row?.total ?? 0;
  return counted > cap ? { count: cap, isCapped: true } : exactTotal(counted);
}

/**
 * The total of a list whose page held `found` rows: a page that is not full is the last one, so
 * its total is known without counting (an identifier look-up answers in one query); else
 * `count` runs. A page past the end (none found, not the first) is counted, to say how far it is.
 */
export async function pageTotal(found: number, page: Pick<Page, 'limit' | 'offset'>, count: () => Promise<Total>): Promise<Total> {
  if (found < page.limit && (found > 0 || page.offset === 0)) return exactTotal(page.offset + found);
  return count();
}

/**
 * The total of a ranked page that carries `count(*) over ()` on each row: ranking reads every
 * match anyway, so the same pass counts them. A page past the last match has no row to carry it,
 * so it is counted on its own.
 */
export async function totalOfRankedPage(rows: readonly { total: number }[], page: Pick<Page, 'offset'>, countAlone: () => Promise<Total>): Promise<Total> {
  const [first] = rows;
  if (first) return exactTotal(first.total);
  return page.offset > 0 ? countAlone() : exactTotal(0);
}
