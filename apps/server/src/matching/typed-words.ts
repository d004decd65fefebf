import { sql } from 'drizzle-orm';
import { executeRows, type Db } from '../db/database';
import { analyzeTables } from '../db/analyze-tables';
import { matchWords, matchWordVariants, type MatchField } from '../db/schema';


/** How many dictionary words a typed word may stand for: the word as typed, then the closest. */
export const CORRECTIONS_PER_WORD = 3;

/** How many words near a typed word the database reads for it, before the closest CORRECTIONS_PER_WORD are kept. */
const CANDIDATES_READ = 12;

/**
 * How long a typed word that is itself in the dictionary must be to stand for words one edit away
 * too: "rain" is not also "train", but "forver" may be "forever". As search engines do, a short
 * word that exists is taken as meant; offering its neighbours made "rain" match 4,000 more works.
 */
export const TYPO_TOLERANT_LENGTH = 5;

/**
 * Unless it is rare beside them: a known short word stands for the words one edit away that this
 * many times more items hold. "roda" (20 titles) is most likely "road" (5,000); "rain" is not "train".
 */
export const RARE_BESIDE = 20;

/**
 * How long the last typed word must be to stand for the words it begins, when it is no word itself:
 * a member still typing "midni" means "midnight". (Its normalised form holds no LIKE wildcard:
 * `match_text` turns `%` and `_` into spaces.)
 */
export const PREFIX_LENGTH = 3;

/**
 * Words that narrow nothing when typed: the articles match_text takes off the start of a title
 * (migration 0036), which a member may type anywhere ("sunset the", "schatten das über"). They
 * still rank: a title holding them is closer.
 */
export const ARTICLES: ReadonlySet<string> = new Set(['the', 'a', 'an', 'le', 'la', 'les', 'el', 'los', 'las', 'der', 'die', 'das', 'il', 'lo', 'gli']);

/** A dictionary word a typed word may stand for, with how many items hold it. */
export type Correction = { word: string; items: number };

/**
 * A search text as the matching module reads it: normalised as the stored texts are (`match_text`),
 * cut into words, and each word with the dictionary words it may stand for, best first. A word
 * with no correction (nothing in the dictionary is like it, or an article) narrows nothing.
 */
export type TypedQuery = {
  field: MatchField;
  /** The text normalised: "The Rain (Live)" is "rain". */
  normalised: string;
  words: { typed: string; corrections: Correction[] }[];
};

/** How a dictionary word was found for a typed word: the word itself, a word it begins, one sharing a one-letter deletion with it, one alike by trigrams. */
type Found = 'itself' | 'begun' | 'near' | 'alike';
type CandidateRow = { normalised: string; position: string; typed: string; word: string | null; items: number | null; found: Found | null };

/**
 * The optimal string alignment distance of two words: letters added, left out, changed, or two
 * neighbours swapped, each one edit ("setel" is one from "steel", two from "sepel" by letters).
 */
export function editDistance(a: string, b: string): number {
  const [x, y] = [[...a], [...b]];
  const rows = Array.from({ length: x.length + 1 }, (_, i) => Array.from({ length: y.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  const at = (i: number, j: number) => rows[i]?.[j] ?? Infinity;
  for (let i = 1; i <= x.length; i += 1) {
    for (let j = 1; j <= y.length; j += 1) {
      const changed = x[i - 1] === y[j - 1] ? 0 : 1;
      let best = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + changed);
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1]) best = Math.min(best, at(i - 2, j - 2) + 1);
      (rows[i] as number[])[j] = best;
    }
  }
  return at(x.length, y.length);
}

/**
 * Which of the words found for a typed word it stands for, best first: itself; the words it begins;
 * then by edit distance, the commonest first (a typo of a common word is likelier than an exact rare
 * word two letters off); then the trigram look-alikes, as the database ordered them. A known word
 * shorter than `typoTolerantLength` keeps only the neighbours RARE_BESIDE times commoner than itself.
 */
function correctionsOf(typed: string, found: readonly (Correction & { found: Found })[], typoTolerantLength: number): Correction[] {
  const known = found.find((candidate) => candidate.found === 'itself');
  const rank = (candidate: Correction & { found: Found }) =>
    candidate.found === 'itself' ? 0 : candidate.found === 'begun' ? 1 : candidate.found === 'near' ? 1 + editDistance(typed, candidate.word) : 9;
  const kept = found.filter(
    (candidate) => !known || candidate === known || typed.length >= typoTolerantLength || (candidate.found === 'near' && candidate.items >= RARE_BESIDE * known.items),
  );
  return kept
    .map((candidate, order) => ({ candidate, order, rank: rank(candidate) }))
    .sort((a, b) => a.rank - b.rank || (a.rank < 9 ? b.candidate.items - a.candidate.items : 0) || a.order - b.order)
    .slice(0, CORRECTIONS_PER_WORD)
    .map(({ candidate }) => ({ word: candidate.word, items: candidate.items }));
}

/**
 * Step one of every search (docs/decisions/0024): in one statement, normalise the text, and for
 * each of its words find the dictionary words it may stand for:
 * - the word itself, when items hold it;
 * - words one edit away (a letter added, left out, changed, two swapped), through their shared
 *   one-letter deletions (match_word_variants), which catches the short words trigrams miss
 *   ("tme" → "time");
 * - for a word not in the dictionary, the three words most alike by trigram similarity (pg_trgm's
 *   `%`), for a typo past one edit;
 * - for the last word, when it is not in the dictionary, the three commonest words it begins
 *   (PREFIX_LENGTH letters or more; LIKE reads the same trigram index).
 * Then correctionsOf keeps the best CORRECTIONS_PER_WORD. `typoTolerantLength` 0 offers every known
 * word's neighbours, for texts that were not typed at a search box (a work in review: "Northern
 * Quay" may be "Northern Quays"). An article narrows nothing (ARTICLES).
 */
export async function correctTypedWords(
  db: Db,
  field: MatchField,
  text: string,
  { typoTolerantLength = TYPO_TOLERANT_LENGTH }: { typoTolerantLength?: number } = {},
): Promise<TypedQuery> {
  const rows = await executeRows<CandidateRow>(
    db,
    sql`with query as (select match_text(${text}) as normalised),
      typed as (
        select word, position, exists (select from match_words where field = ${field} and match_words.word = t.word and items > 0) as known
        from query, unnest(match_words_in(query.normalised)) with ordinality as t(word, position) where word <> ''
      ),
      near as (
        select typed.position, variants.word, case when variants.word = typed.word then 0 else 2 end as closeness
        from typed cross join lateral match_variants(typed.word) as typed_variant(variant)
        join match_word_variants as variants on variants.field = ${field} and variants.variant = typed_variant.variant
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
        select candidates.position, candidates.word, candidates.closeness, dictionary.items,
          row_number() over (partition by candidates.position
            order by candidates.closeness, dictionary.items desc, candidates.word) as choice
        from candidates
        join match_words as dictionary on dictionary.field = ${field} and dictionary.word = candidates.word and dictionary.items > 0
      )
    select query.normalised, typed.position, typed.word as typed, ranked.word, ranked.items,
      case ranked.closeness when 0 then 'itself' when 1 then 'begun' when 2 then 'near' when 3 then 'alike' end as found
    from query
    left join typed on true
    left join ranked on ranked.position = typed.position and ranked.choice <= ${CANDIDATES_READ}
    order by typed.position, ranked.choice`,
  );
  const words = new Map<string, { typed: string; found: (Correction & { found: Found })[] }>();
  for (const row of rows) {
    if (row.position === null || row.typed === null) continue;
    const word = words.get(String(row.position)) ?? { typed: row.typed, found: [] };
    words.set(String(row.position), word);
    if (row.word !== null && row.items !== null && row.found !== null) word.found.push({ word: row.word, items: Number(row.items), found: row.found });
  }
  // A title of articles alone ("The The") is searched by them.
  const narrowing = (typed: string) => !ARTICLES.has(typed) || [...words.values()].every((word) => ARTICLES.has(word.typed));
  return {
    field,
    normalised: rows[0]?.normalised ?? '',
    words: [...words.values()].map(({ typed, found }) => ({ typed, corrections: narrowing(typed) ? correctionsOf(typed, found, typoTolerantLength) : [] })),
  };
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
