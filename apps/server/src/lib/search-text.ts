import { desc, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../db/database';
import type { Total } from './pagination';

/**
 * Every text search compares texts without accents or other diacritics, on both sides: "anstrom"
 * finds "Ånström" and "Ånström" finds "Anstrom". `unaccented` (migration 0019) is PostgreSQL's
 * unaccent with its dictionary named, so that it is immutable and the trigram indexes can be built
 * on it (db/schema/search-indexes.ts): a search on `unaccented(column)` reads them.
 */
export function unaccented(value: SQLWrapper | string): SQL {
  return sql`unaccented(${value})`;
}

/** Escapes LIKE's wildcards so that a member's `%` or `_` is searched for as typed. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** `%text%` for an ILIKE substring match. */
export function containsPattern(text: string): string {
  return `%${escapeLike(text)}%`;
}

/** The column contains the text as typed, case and accents aside. */
export function containsText(column: SQLWrapper, text: string): SQL {
  return sql`${unaccented(column)} ilike ${unaccented(containsPattern(text))}`;
}

/**
 * Typo-tolerant text search on a column with a GIN trigram index (pg_trgm, migration 0000);
 * every branch reads that index:
 * - a substring, as typed (ILIKE);
 * - `%>`: the text resembles some stretch of the column (word_similarity above the threshold every
 *   connection starts with, db/word-similarity.ts), so "yestarday" finds "Yesterday Once More";
 * - with `wholeValue`, also `%`: the text resembles the whole value (similarity above 0.3),
 *   which forgives more in short values such as names ("Hiorshi Kaur" → "Hiroshi Kaur").
 */
export function resembles(column: SQLWrapper, text: string, options: { wholeValue?: boolean } = {}): SQL {
  const whole = options.wholeValue ? sql` or ${unaccented(column)} % ${unaccented(text)}` : sql``;
  return sql`(${containsText(column, text)} or ${resemblesWords(column, text)}${whole})`;
}

/** `%>` alone: some stretch of the column resembles the text (word_similarity above the session's threshold), accents aside. */
export function resemblesWords(column: SQLWrapper, text: string): SQL {
  return sql`${unaccented(column)} %> ${unaccented(text)}`;
}

/** How well the text matches some stretch of the column (pg_trgm word_similarity, 0 to 1), accents aside. */
export function wordSimilarity(column: SQLWrapper, text: string): SQL<number> {
  return sql<number>`word_similarity(${unaccented(text)}, ${unaccented(column)})`;
}

/**
 * Ordering, best match first: by the better of the two similarities (some stretch of the column,
 * the whole value), then by the whole value's, so that of names as close in some stretch ("Hiroshi
 * Kaur", "Hiroshi Kaur-Singh" for "hiorshi kaur") the one that is nothing more comes first.
 */
export function closestFirst(column: SQLWrapper, text: string): SQL[] {
  const whole = sql`similarity(${unaccented(text)}, ${unaccented(column)})`;
  return [desc(sql`greatest(${wordSimilarity(column, text)}, ${whole})`), desc(whole)];
}

/**
 * How alike a title must be to a search to be a close match (word_similarity). A misspelt title
 * closely resembles a few titles and loosely resembles a great many ("Midnigt Thunder" and every
 * title with "Thunder" in it); ranking every loose match of a million-title registry costs a read
 * of each (docs/architecture.md#scale-and-resilience).
 */
export const CLOSE_WORD_SIMILARITY = 0.6;

/** How many close matches make a search answer with close matches only: a page's worth. */
export const ENOUGH_CLOSE_MATCHES = 20;

/**
 * A ranked title search, close matches first: it runs with `%>` at CLOSE_WORD_SIMILARITY, and
 * when that finds fewer than ENOUGH_CLOSE_MATCHES titles, again at the usual threshold. Either
 * way the answer is one consistent list with its exact total, whatever the page asked for.
 */
export async function closeMatchesFirst<T extends { total: Total }>(db: Db, search: (db: Db) => Promise<T>): Promise<T> {
  const close = await db.transaction(async (tx) => {
    await tx.execute(sql.raw(`set local pg_trgm.word_similarity_threshold = ${CLOSE_WORD_SIMILARITY}`));
    return search(tx);
  });
  if (close.total.count >= ENOUGH_CLOSE_MATCHES) return close;
  return search(db);
}
