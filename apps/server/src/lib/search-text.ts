import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/** Escapes LIKE's wildcards so that a member's `%` or `_` is searched for as typed. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** `%text%` for an ILIKE substring match. */
export function containsPattern(text: string): string {
  return `%${escapeLike(text)}%`;
}

/**
 * Typo-tolerant text search on a column with a GIN trigram index (pg_trgm, migration 0000);
 * every branch reads that index:
 * - a substring, as typed (ILIKE);
 * - `%>`: the text resembles some stretch of the column (word_similarity above 0.6), so
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
