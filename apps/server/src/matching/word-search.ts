import { and, desc, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database';
import { exactTotal, type Total } from '../lib/pagination';
import { identifierOrder } from './identifier-search';
import { correctedText, mostItemsMatched, type TypedQuery } from './typed-words';

/**
 * How many matches a search ranks at most. Ranking reads each match's row (about 5 µs each at a
 * million works), so when the narrowest typed word is held by more items than this ("rain", "love"),
 * the first RANKED_MATCHES items holding the words are ranked, with every item whose text equals
 * the search's, so "Rain" still finds the work called Rain first. Measured on the search bench
 * (docs/decisions/0024).
 */
export const RANKED_MATCHES = 2_000;

/** One normalised column searched for a typed text: `musical_works.title_match` for "midnigt thunder". */
export type ColumnSearch = { column: PgColumn; query: TypedQuery };

/**
 * The column holds, for every typed word that narrows anything, one of its corrections: a GIN
 * index scan per word (`&&` on the column's words). False when no typed word is in the dictionary
 * or near a word of it: such a search finds nothing, as it would by hand.
 */
export function wordsMatch({ column, query }: ColumnSearch): SQL {
  const narrowing = query.words.filter((word) => word.corrections.length > 0);
  if (narrowing.length === 0) return sql`false`;
  return and(
    ...narrowing.map((word) => sql`match_words_in(${column}) && array[${sql.join(word.corrections.map((correction) => sql`${correction.word}`), sql`, `)}]::text[]`),
  ) as SQL;
}

/**
 * How close an item's column is to the search: whether one of its texts (a work's titles, a recording's artists, ' | '
 * between them) is the corrected or typed text itself, then its pg_trgm similarity (0 to 1) to the corrected words,
 * then to the words as typed. Trigrams lose word order ("home steel" is as alike to "Steel Home" as to "Home Steel"):
 * the same text, in order, comes first.
 */
function closeness({ column, query }: ColumnSearch): SQL[] {
  const corrected = correctedText(query);
  return [
    sql`array[${corrected}, ${query.normalised}]::text[] && string_to_array(${column}, ' | ')`,
    sql`similarity(${column}, ${corrected})`,
    sql`similarity(${column}, ${query.normalised})`,
  ];
}

/** The measures of each search's closeness, measure by measure: [[same text of each], [similarity to the corrected words of each], …]. */
const byMeasure = (closenesses: readonly SQL[][]): SQL[][] => (closenesses[0] ?? []).map((_, measure) => closenesses.flatMap((measures) => measures[measure] ?? []));

/** At most how many items a combination of searches matches (mostItemsMatched of each: the fewest of `all`, the sum of `any`). */
function matchedAtMost(searches: readonly ColumnSearch[], mode: 'all' | 'any'): number {
  const counts = searches.map((search) => mostItemsMatched(search.query) ?? 0);
  return mode === 'all' ? Math.min(...counts) : counts.reduce((sum, count) => sum + count, 0);
}

/** The search with each typed word standing for its first correction only: the words as typed, or as most likely meant. */
const likeliestOnly = (search: ColumnSearch): ColumnSearch => ({
  ...search,
  query: { ...search.query, words: search.query.words.map((word) => ({ ...word, corrections: word.corrections.slice(0, 1) })) },
});

/**
 * A word search of a table (step two, docs/decisions/0024): `where` for the items that hold the
 * typed words of every search (`all`: a title and an artist) or of any (`any`: a member's list,
 * whose one search box matches title or artists), among those `base` admits, and `order`, closest
 * first. When the search is broad, only RANKED_MATCHES matches are read, with the items whose first
 * column, the title, equals the search's ("Time" still finds the work called Time first), and every
 * item holding each word's likeliest correction when those are few ("roda heart" also stands for
 * "road heart", which thousands hold: the titles with "roda" are still all read); the total then
 * says "more than".
 */
export function wordSearch(table: PgTable, id: PgColumn, base: SQL | undefined, searches: readonly ColumnSearch[], mode: 'all' | 'any' = 'all') {
  const combine = mode === 'all' ? and : or;
  const matches = combine(...searches.map(wordsMatch)) as SQL;
  const isBroad = matchedAtMost(searches, mode) > RANKED_MATCHES;
  const likeliest = searches.map(likeliestOnly);
  const likeliestAreFew = matchedAtMost(likeliest, mode) <= RANKED_MATCHES;
  // The ids are read into an array first: `id in (subquery) or <same text>` made PostgreSQL read the whole table.
  const matching = (db: Db, words: SQL) => db.select({ id }).from(table).where(and(base, words)).limit(RANKED_MATCHES);
  // The first search's column (a title) equal to its typed or corrected text, through its B-tree: an OR over columns without one read every row of a member.
  const [titleSearch] = searches;
  const sameText = titleSearch ? inArray(titleSearch.column, [titleSearch.query.normalised, correctedText(titleSearch.query)]) : sql`false`;
  const broadWhere = (db: Db): SQL => {
    const read = [matching(db, matches), matching(db, sameText), ...(likeliestAreFew ? [matching(db, combine(...likeliest.map(wordsMatch)) as SQL)] : [])];
    return sql`${id} = any(array(${sql.join(
      read.map((query) => sql`(${query})`),
      sql` union `,
    )}))`;
  };
  const measures = byMeasure(searches.map(closeness));
  // Every search's closeness in turn; of `any`, the closest of the columns.
  const order =
    mode === 'all'
      ? measures.flatMap((ofEachSearch) => ofEachSearch.map((measure) => desc(measure)))
      : measures.map((ofEachSearch) => desc(sql`greatest(${sql.join(ofEachSearch, sql`, `)})`));
  return {
    isBroad,
    order,
    where: (db: Db): SQL => (isBroad ? broadWhere(db) : (and(base, matches) as SQL)),
    /** The total of a ranked page whose rows carry `count(*) over ()`; past the last match, `countAlone` counts. */
    async total(rows: readonly { total: number }[], offset: number, countAlone: () => Promise<Total>): Promise<Total> {
      const [first] = rows;
      if (!first) return offset > 0 ? countAlone() : exactTotal(0);
      return isBroad && first.total >= RANKED_MATCHES ? { count: RANKED_MATCHES, isCapped: true } : exactTotal(first.total);
    },
  };
}

/**
 * The order of a member's list sorted by relevance (`sort=relevance`): the closest matches of a
 * word search first; the identifiers a typed start begins, in their order (their index's); else,
 * with nothing searched, the latest change first. Ties go to the latest change.
 */
export function bestMatchFirst(
  columns: { id: PgColumn; updatedAt: PgColumn; identifier: PgColumn },
  search: { ranked?: { order: SQL[] } | undefined; byIdentifier: boolean },
): SQL[] {
  if (search.ranked) return [...search.ranked.order, desc(columns.updatedAt), desc(columns.id)];
  if (search.byIdentifier) return identifierOrder(columns.identifier, columns.id);
  return [desc(columns.updatedAt), desc(columns.id)];
}
