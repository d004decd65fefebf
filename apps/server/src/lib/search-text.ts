import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../db/database';
import type { Total } from './pagination';

/** Escapes LIKE's wildcards so that a member's `%` or `_` is searched for as typed. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** `%text%` for an ILIKE substring match. */
export function containsPattern(text: string): string {
  return `%${escapeLike(text)}%`;
}

/**
 * How alike a typed word and a word of the text must be for `%>` to match (pg_trgm
 * word_similarity). The default, 0.6, misses one typo in a short word ("yestarday" is 0.54 to
 * "Yesterday"); 0.45 keeps those while "love" (0.4 to "Lonely") stays out. Every database
 * connection starts with it (db/database.ts); results are ordered closest first anyway.
 */
export const WORD_SIMILARITY_THRESHOLD = 0.45;

/** The session setting that applies WORD_SIMILARITY_THRESHOLD to `%>`. */
export const wordSimilaritySetting = `pg_trgm.word_similarity_threshold=${WORD_SIMILARITY_THRESHOLD}`;

/**
 * Typo-tolerant text search on a column with a GIN trigram index (pg_trgm, migration 0000);
 * every branch reads that index:
 * - a substring, as typed (ILIKE);
 * - `%>`: the text resembles some stretch of the column (word_similarity above WORD_SIMILARITY_THRESHOLD), so
 *   "yestarday" finds "Yesterday Once More";
 * - with `wholeValue`, also `%`: the text resembles the whole value (similarity above 0.3),
 *   which forgives more in short values such as names ("Hiorshi Kaur" → "Hiroshi Kaur").
 */
export function resembles(column: SQLWrapper, text: string, options: { wholeValue?: boolean } = {}): SQL {
  const whole = options.wholeValue ? sql` or ${column} % ${text}` : sql``;
  return sql`(${column} ilike ${containsPattern(text)} or ${column} %> ${text}${whole})`;
}

/** How well the text matches, for ordering best first: the better of the two similarities. */
export function resemblance(column: SQLWrapper, text: string): SQL {
  return sql`greatest(word_similarity(${text}, ${column}), similarity(${text}, ${column}))`;
}

/**
 * How alike a title must be to a search to be a close match (word_similarity). A misspelt title
 * closely resembles a few titles and loosely resembles a great many ("Midnigt Thunder" and every
 * title with "Thunder" in it); ranking every loose match of a million-title registry costs a read
 * of each (issue 9).
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
