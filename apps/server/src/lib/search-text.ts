import { desc, sql, type SQL, type SQLWrapper } from 'drizzle-orm';

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
