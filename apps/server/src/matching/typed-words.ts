import { sql } from 'drizzle-orm';
import { executeRows, type Db } from '../db/database';
import { analyzeTables } from '../db/analyze-tables';
import { matchWords, matchWordVariants, type MatchField } from '../db/schema';


/** How many dictionary words a typed word may stand for: the word as typed, then the closest. */
export const CORRECTIONS_PER_WORD = 3;

/**
 * How long a typed word that is itself in the dictionary must be to stand for words one edit away
 * too: "rain" is not also "train", but "forver" may be "forever". As search engines do, a short
 * word that exists is taken as meant; offering its neighbours made "rain" match 4,000 more works.
 */
export const TYPO_TOLERANT_LENGTH = 5;

/**
 * How long the last typed word must be to stand for the words it begins, when it is no word itself:
 * a member still typing "midni" means "midnight". (Its normalised form holds no LIKE wildcard:
 * `match_text` turns `%` and `_` into spaces.)
 */
export const PREFIX_LENGTH = 3;

/** A dictionary word a typed word may stand for, with how many items hold it. */
export type Correction = { word: string; items: number };

/**
 * A search text as the matching module reads it: normalised as the stored texts are (`match_text`),
 * cut into words, and each word with the dictionary words it may stand for, best first. A word
 * with no correction (nothing in the dictionary is like it) narrows nothing.
 */
export type TypedQuery = {
  field: MatchField;
  /** The text normalised: "The Rain (Live)" is "rain". */
  normalised: string;
  words: { typed: string; corrections: Correction[] }[];
};

type CorrectionRow = { normalised: string; position: string; typed: string; word: string | null; items: number | null };

/**
 * Step one of every search (docs/decisions/0024): in one statement, normalise the text, and for
 * each of its words find the dictionary words it may stand for:
 * - the word itself, when items hold it;
 * - words one edit away (a letter added, left out, changed, two swapped), through their shared
 *   one-letter deletions (match_word_variants), which catches the short words trigrams miss
 *   ("tme" → "time"); for a word in the dictionary, only from TYPO_TOLERANT_LENGTH letters;
 * - for a word not in the dictionary, the three words most alike by trigram similarity (pg_trgm's
 *   `%`), for a typo past one edit;
 * - for the last word, when it is not in the dictionary, the three commonest words it begins
 *   (PREFIX_LENGTH letters or more; LIKE reads the same trigram index).
 * Kept: the word as typed first, then the words it begins, then those one edit away, then the most
 * alike, then the commonest. `typoTolerantLength` 0 offers every known word's neighbours too, for
 * texts that were not typed at a search box (a work in review: "Northern Quay" may be "Northern Quays").
 */
export async function correctTypedWords(
  db: Db,
  field: MatchField,
  text: string,
  { typoTolerantLength = TYPO_TOLERANT_LENGTH }: { typoTolerantLength?: number } = {},
): Promise<TypedQuery> {
  const rows = await executeRows<CorrectionRow>(
    db,
    sql`with query as (select match_text(${text}) as normalised),
      typed as (
        select word, position, exists (select from match_words where field = ${field} and match_words.word = t.word and items > 0) as known
        from query, unnest(match_words_in(query.normalised)) with ordinality as t(word, position) where word <> ''
      ),
      near as (
        select typed.position, variants.word, 2 as closeness
        from typed cross join lateral match_variants(typed.word) as typed_variant(variant)
        join match_word_variants as variants on variants.field = ${field} and variants.variant = typed_variant.variant
        where variants.word = typed.word or not typed.known or length(typed.word) >= ${typoTolerantLength}
      ),
      alike as (
        select typed.position, dictionary.word, 3 as closeness from typed cross join lateral (
          select word from match_words where field = ${field} and items > 0 and word % typed.word
          order by similarity(word, typed.word) desc, items desc limit ${CORRECTIONS_PER_WORD}
        ) as dictionary
        where not typed.known
      ),
      begun as (
        select typed.position, dictionary.word, 1 as closeness from typed cross join lateral (
          select word from match_words where field = ${field} and items > 0 and word like typed.word || '%'
          order by items desc limit ${CORRECTIONS_PER_WORD}
        ) as dictionary
        where not typed.known and length(typed.word) >= ${PREFIX_LENGTH} and typed.position = (select max(position) from typed)
      ),
      candidates as (
        select position, word, min(closeness) as closeness
        from (select * from near union all select * from alike union all select * from begun) as found group by position, word
      ),
      ranked as (
        select candidates.position, candidates.word, dictionary.items,
          row_number() over (partition by candidates.position
            order by candidates.word = typed.word desc, candidates.closeness, similarity(candidates.word, typed.word) desc, dictionary.items desc, candidates.word) as choice
        from candidates
        join typed on typed.position = candidates.position
        join match_words as dictionary on dictionary.field = ${field} and dictionary.word = candidates.word and dictionary.items > 0
      )
    select query.normalised, typed.position, typed.word as typed, ranked.word, ranked.items
    from query
    left join typed on true
    left join ranked on ranked.position = typed.position and ranked.choice <= ${CORRECTIONS_PER_WORD}
    order by typed.position, ranked.choice`,
  );
  const words = new Map<string, TypedQuery['words'][number]>();
  for (const row of rows) {
    if (row.position === null || row.typed === null) continue;
    const word = words.get(String(row.position)) ?? { typed: row.typed, corrections: [] };
    words.set(String(row.position), word);
    if (row.word !== null && row.items !== null) word.corrections.push({ word: row.word, items: Number(row.items) });
  }
  return { field, normalised: rows[0]?.normalised ?? '', words: [...words.values()] };
}

/** The text with each word replaced by its best correction: what matches are ranked against first. */
export function correctedText(query: TypedQuery): string {
  return query.words.map((word) => word.corrections[0]?.word ?? word.typed).join(' ');
}

/**
 * At most how many items hold every word that narrows the search: the fewest of the words' counts
 * (each the sum of its corrections'). Known before the search runs, it says whether ranking every
 * match is affordable. Null when no word narrows anything.
 */
export function mostItemsMatched(query: TypedQuery): number | null {
  const counts = query.words
    .filter((word) => word.corrections.length > 0)
    .map((word) => word.corrections.reduce((sum, correction) => sum + correction.items, 0));
  return counts.length > 0 ? Math.min(...counts) : null;
}

/**
 * Refreshes the planner's statistics of the dictionary after a bulk write has grown it (an import):
 * without them, a typed word's look-up once planned on a dictionary it thought empty took seconds.
 */
export async function analyzeDictionary(db: Db): Promise<void> {
  await analyzeTables(db, [matchWords, matchWordVariants]);
}
