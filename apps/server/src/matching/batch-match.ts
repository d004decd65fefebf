/**
 * Matching a batch of titles against the registry, set-based (bench/matching.ts): the whole batch is one JSON parameter,
 * normalised once by match_text in the database, and matched in two statements however many rows it holds.
 * 1. Identifier and exact title: a row's ISWC (ISRC), then the items whose normalised title equals the row's through
 *    the title_match B-tree, at most TITLE_HOLDERS_WEIGHED of them: a title held by more ("Love", "Intro") cannot be
 *    decided by reading its holders one by one, so such a row is matched by its identifier or not at all.
 * 2. Only rows that found nothing: each unknown word corrected to the dictionary words one edit away, the corrected
 *    title looked up as in 1, and the items holding the row's two narrowest words (GIN, `&&`), WORD_MATCHES_READ a row.
 * Candidates are weighed by title (same, one typo away, trigram similarity) and by the row's people (trigram
 * similarity of the unaccented names): a writer in common decides between works sharing a title.
 * MEASURED
 */
import { modifyingWriterRoles, writerRoles } from '@repertoire/contract';
import { sql, type SQL } from 'drizzle-orm';
import { executeRows, type Db } from '../db/database';
import type { MatchField } from '../db/schema';
import { CORRECTIONS_PER_WORD } from './typed-words';

/** At most how many items holding a row's exact title are weighed; a title held by more decides nothing alone. */
export const TITLE_HOLDERS_WEIGHED = 8;
/** At most how many items holding a row's narrowest words are read, and of those how many, the closest titles, are weighed. */
export const WORD_MATCHES_READ = 20;
export const WORD_MATCHES_WEIGHED = 3;
/** At most how many spellings of a title with unknown words are looked up. */
export const SPELLINGS_TRIED = 4;
/** The word search reads only rows with a word this few items hold: a title of common words finds thousands. */
export const NARROW_WORD_ITEMS = 200;
/** A match scores at least this; the best of a row's candidates are its answer, unless more than MATCHES_PER_KEY tie. */
export const MATCH_SCORE = 0.5;
export const MATCHES_PER_KEY = 3;
/** Two names this alike (trigram similarity, accents aside) are the same person. */
const SAME_PERSON = 0.5;
/** A title this alike to the row's, neither the same nor one typo away, is a similar title. */
const SIMILAR_TITLE = 0.5;
/** A title one typo away counts as this much of the same title; a shorter title than TYPO_LENGTH has no typos. */
const ONE_TYPO = 0.8;
const TYPO_LENGTH = 4;
/** The share of a score a person in common adds; without one a candidate keeps the rest. */
const PERSON_WEIGHT = 0.4;

export type WorkBatchRow = { key: string; title: string; writers?: readonly string[]; iswc?: string | null };
export type RecordingBatchRow = { key: string; title: string; artists?: readonly string[]; isrc?: string | null };

type TitleReason = 'same title' | 'title one typo away' | 'similar title';
export type WorkMatchReason = 'same ISWC' | TitleReason | 'writer in common';
export type RecordingMatchReason = 'same ISRC' | TitleReason | 'artist in common';
export type WorkMatch = { key: string; workId: string; score: number; reasons: WorkMatchReason[] };
export type RecordingMatch = { key: string; recordingId: string; score: number; reasons: RecordingMatchReason[] };

/** What the database says of one candidate for one row: its normalised titles, how alike to the row's, its people. */
type Evidence = {
  n: number;
  /** The row's title, normalised. */
  title: string;
  id: string | null;
  title_match: string | null;
  same_identifier: boolean | null;
  title_similarity: number | null;
  person_similarity: number | null;
};

/**
 * Where a batch is matched: the registry's table, its identifier, its dictionary of title words, and how the people
 * given with a row are normalised (SQL of one name) and compared with a candidate's (SQL of `given.people`, an array
 * of names, and `found`, the candidate): the highest similarity of any pair.
 */
type Registry = {
  table: 'musical_works' | 'sound_recordings';
  identifier: 'iswc' | 'isrc';
  field: MatchField;
  normalisedPerson: (name: SQL) => SQL;
  personSimilarity: SQL;
};

const writerLikeRoles = sql.join(
  [...writerRoles, ...modifyingWriterRoles].map((role) => sql`${role}`),
  sql`, `,
);

export const works: Registry = {
  table: 'musical_works',
  identifier: 'iswc',
  field: 'work title',
  normalisedPerson: (name) => sql`unaccented(${name})`,
  personSimilarity: sql`(select max(similarity(unaccented(holder.name), person))
    from musical_work_shares as share join rights_holders as holder on holder.id = share.rights_holder_id, unnest(given.people) as person
    where share.work_id = found.id and share.role in (${writerLikeRoles}))`,
};

const recordings: Registry = {
  table: 'sound_recordings',
  identifier: 'isrc',
  field: 'recording title',
  normalisedPerson: (name) => sql`match_text(${name})`,
  personSimilarity: sql`(select max(similarity(artist, person))
    from unnest(string_to_array(found.artist_match, ' | ')) as artist, unnest(given.people) as person)`,
};

/** The rows of the batch (`n` their place in it) as CTE `given`: title, people (and identifier), normalised. */
function givenRows(registry: Registry, rows: string, title: SQL, identifier: SQL): SQL {
  return sql`given as materialized (
      select n, ${title} as title, ${identifier} as identifier,
        array(select ${registry.normalisedPerson(sql`person`)} from unnest(people) as person where btrim(person) <> '') as people
      from json_to_recordset(${rows}::json) as given(n int, title text, people text[], identifier text)
    )`;
}

/** The columns a candidate is read with: its id, normalised titles (and a recording's artists). */
const candidateColumns = (registry: Registry) =>
  sql.raw(registry.table === 'sound_recordings' ? 'item.id, item.title_match, item.artist_match' : 'item.id, item.title_match, null::text as artist_match');

/** How alike the row's title is to the closest of an item's titles (SQL of its title_match). */
const titleSimilarity = (titleMatch: SQL) => sql`(select max(similarity(title, given.title)) from unnest(string_to_array(${titleMatch}, ' | ')) as title)`;

/** The row's people compared with the candidate's, when the row names anyone and `gate` holds (a CASE: only then is it read). */
const personSimilarity = (registry: Registry, gate: SQL = sql`true`) =>
  sql`case when cardinality(given.people) > 0 and ${gate} then ${registry.personSimilarity} end as person_similarity`;

/**
 * Statement 1: every row normalised, then its candidates by identifier and by exact title. A row comes back once
 * with no candidate when it has none. A title held by more than TITLE_HOLDERS_WEIGHED items is crowded: its holders
 * come back unweighed (`holders` says how many were read), and the row goes no further: the words of a title that
 * common find thousands. Each row is matched in lateral subqueries of its own: joins between the batch's rows would
 * be planned for the hundred rows PostgreSQL guesses a JSON array holds.
 */
export function identifierAndTitleStatement(registry: Registry, rows: string): SQL {
  const table = sql.raw(registry.table);
  const identifier = sql.raw(registry.identifier);
  const given = givenRows(registry, rows, sql`match_text(title)`, sql`nullif(upper(regexp_replace(coalesce(identifier, ''), '[^0-9A-Za-z]', '', 'g')), '')`);
  const weighed = sql`found.holders <= ${TITLE_HOLDERS_WEIGHED}`;
  return sql`with ${given}
    select given.n, given.title, found.id, found.title_match, found.same_identifier, found.holders,
      case when ${weighed} then ${titleSimilarity(sql`found.title_match`)} end as title_similarity, ${personSimilarity(registry, weighed)}
    from given left join lateral (
      (select ${candidateColumns(registry)}, true as same_identifier, 0 as holders, 0 as place from ${table} as item
        where given.identifier is not null and item.${identifier} = given.identifier and item.status = 'registered' limit ${MATCHES_PER_KEY})
      union all
      select *, false, count(*) over (), row_number() over () from (select ${candidateColumns(registry)} from ${table} as item
        where given.title <> '' and item.title_match = given.title and item.status = 'registered' limit ${TITLE_HOLDERS_WEIGHED + 1}) as held
    ) as found on true
    -- A crowded title's holders come back as one row: enough to say so.
    where found.id is null or ${weighed} or found.same_identifier or found.place = 1`;
}

/**
 * Statement 2, for rows that found nothing: each word of the title as the dictionary has it, or, for a word it does
 * not hold, the CORRECTIONS_PER_WORD commonest words one edit away (sharing a one-letter deletion with it). Then
 * - the title spelled with the corrected words, at most SPELLINGS_TRIED spellings, each looked up as in 1;
 * - when no spelling is held and a word (or its corrections) is held by at most NARROW_WORD_ITEMS items: the
 *   WORD_MATCHES_READ first items holding the narrowest word, and when more hold it the next narrowest too (GIN, `&&`).
 * Of the items found, the WORD_MATCHES_WEIGHED closest titles are weighed.
 */
export function correctedWordsStatement(registry: Registry, rows: string): SQL {
  const table = sql.raw(registry.table);
  const field = registry.field;
  const holding = (rank: SQL) => sql`match_words_in(item.title_match) && (select words from narrowest where rank = ${rank})`;
  return sql`with ${givenRows(registry, rows, sql`title`, sql`null`)}
    select given.n, given.title, found.id, found.title_match, false as same_identifier, found.title_similarity, ${personSimilarity(registry)}
    from given cross join lateral (
      with recursive typed as materialized (
        select typed.position, case when known.word is null then coalesce(corrections.words, '{}') else array[known.word] end as words,
          coalesce(known.items, corrections.items) as items
        from unnest(match_words_in(given.title)) with ordinality as typed(word, position)
        left join match_words as known on known.field = ${field} and known.word = typed.word and known.items > 0
        left join lateral (
          select array_agg(word order by items desc, word) as words, sum(items) as items from (
            select dictionary.word, dictionary.items
            from (select distinct variants.word from match_variants(typed.word) as typed_variant(variant)
              join match_word_variants as variants on variants.field = ${field} and variants.variant = typed_variant.variant) as near
            join match_words as dictionary on dictionary.field = ${field} and dictionary.word = near.word and dictionary.items > 0
            where known.word is null
            order by dictionary.items desc, dictionary.word limit ${CORRECTIONS_PER_WORD}
          ) as near
        ) as corrections on true
        where typed.word <> ''
      ),
      spelled(position, title) as (
        select 0::bigint, ''
        union all
        select typed.position, ltrim(spelled.title || ' ' || word) from spelled join typed on typed.position = spelled.position + 1, unnest(typed.words) as word
      ),
      by_spelling as materialized (
        select * from (
          select item.*, count(*) over (partition by spelled.title) as holders
          from (select title from spelled where position = (select count(*) from typed) and title <> given.title limit ${SPELLINGS_TRIED}) as spelled
          cross join lateral (select ${candidateColumns(registry)} from ${table} as item
            where item.title_match = spelled.title and item.status = 'registered' limit ${TITLE_HOLDERS_WEIGHED + 1}) as item
        ) as held where holders <= ${TITLE_HOLDERS_WEIGHED}
      ),
      narrowest as materialized (
        select words, items, row_number() over (order by items, position) as rank from typed where items is not null order by items, position limit 2
      ),
      by_words as (
        select ${candidateColumns(registry)} from ${table} as item
        where not exists (select from by_spelling) and (select min(items) from narrowest) <= ${NARROW_WORD_ITEMS}
          and ${holding(sql`1`)}
          and ${holding(sql`case when (select min(items) from narrowest) > ${WORD_MATCHES_READ} and (select count(*) from narrowest) = 2 then 2 else 1 end`)}
          and item.status = 'registered' limit ${WORD_MATCHES_READ}
      )
      select *, ${titleSimilarity(sql`candidates.title_match`)} as title_similarity
      from (select id, title_match, artist_match from by_spelling union all select * from by_words) as candidates
      order by title_similarity desc, id limit ${WORD_MATCHES_WEIGHED}
    ) as found`;
}

/**
 * Whether two normalised titles are one typo apart: a letter added, left out or changed, or two neighbours swapped.
 * Titles shorter than TYPO_LENGTH are too short to tell a typo from another word.
 */
export function isOneTypoApart(a: string, b: string): boolean {
  const [x, y] = [[...a], [...b]];
  if (x.length < TYPO_LENGTH || y.length < TYPO_LENGTH || Math.abs(x.length - y.length) > 1 || a === b) return false;
  let start = 0;
  while (start < x.length && start < y.length && x[start] === y[start]) start += 1;
  let [endX, endY] = [x.length, y.length];
  while (endX > start && endY > start && x[endX - 1] === y[endY - 1]) [endX, endY] = [endX - 1, endY - 1];
  const [left, right] = [endX - start, endY - start];
  if (left <= 1 && right <= 1) return true;
  return left === 2 && right === 2 && x[start] === y[start + 1] && x[start + 1] === y[start];
}

/**
 * Runs `statements` with bitmap scans off: the planner reads a title's holders by bitmap, expecting the one or two a
 * title averages, and a bitmap reads every holder of "Love" (thousands) before the limit stops it.
 */
function withIndexScans<T>(db: Db, statements: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_bitmapscan = off`);
    return statements(tx);
  });
}

type Scored<Reason> = { id: string; score: number; reasons: Reason[]; sameIdentifier: boolean };

/** What decides a candidate's score and reasons. */
type Weighed = { sameIdentifier: boolean; sameTitle: boolean; oneTypo: boolean; titleSimilarity: number; personSimilarity: number | null };

function weighed(evidence: Evidence): Weighed {
  const titles = (evidence.title_match ?? '').split(' | ');
  const sameTitle = titles.includes(evidence.title);
  return {
    sameIdentifier: evidence.same_identifier === true,
    sameTitle,
    oneTypo: !sameTitle && titles.some((title) => isOneTypoApart(title, evidence.title)),
    titleSimilarity: Number(evidence.title_similarity ?? 0),
    personSimilarity: evidence.person_similarity === null ? null : Number(evidence.person_similarity),
  };
}

/**
 * A candidate's score, 0 to 1: 1 with the same identifier; else its title's (1 the same, ONE_TYPO one typo away, else
 * its trigram similarity), times 1 when the row named nobody, 1 - PERSON_WEIGHT + PERSON_WEIGHT × similarity with a
 * person in common, 1 - PERSON_WEIGHT without: "Intro" by its writer scores 1, by someone else 0.6.
 */
function scoreOf(candidate: Weighed): number {
  if (candidate.sameIdentifier) return 1;
  const title = candidate.sameTitle ? 1 : candidate.oneTypo ? ONE_TYPO : candidate.titleSimilarity;
  if (candidate.personSimilarity === null) return title;
  const inCommon = candidate.personSimilarity >= SAME_PERSON ? candidate.personSimilarity : 0;
  return title * (1 - PERSON_WEIGHT + PERSON_WEIGHT * inCommon);
}

function reasonsOf<Reason extends string>(candidate: Weighed, labels: { identifier: Reason; person: Reason }): (Reason | TitleReason)[] {
  const reasons: (Reason | TitleReason)[] = [];
  if (candidate.sameIdentifier) reasons.push(labels.identifier);
  if (candidate.sameTitle) reasons.push('same title');
  else if (candidate.oneTypo) reasons.push('title one typo away');
  else if (candidate.titleSimilarity >= SIMILAR_TITLE) reasons.push('similar title');
  if (candidate.personSimilarity !== null && candidate.personSimilarity >= SAME_PERSON) reasons.push(labels.person);
  return reasons;
}

/**
 * A row's answer: the items with its identifier, if any; else its best-scoring candidates at MATCH_SCORE or more,
 * none when more than MATCHES_PER_KEY tie.
 */
function bestOf<Reason>(candidates: readonly Scored<Reason>[]): Scored<Reason>[] {
  const identified = candidates.filter((candidate) => candidate.sameIdentifier);
  if (identified.length > 0) return identified;
  const matches = candidates.filter((candidate) => candidate.score >= MATCH_SCORE);
  const best = Math.max(...matches.map((candidate) => candidate.score));
  const top = matches.filter((candidate) => candidate.score === best);
  return top.length > MATCHES_PER_KEY ? [] : top;
}

type GivenRow = { key: string; title: string; people: readonly string[]; identifier: string | null };

async function matchBatch<Reason extends string>(db: Db, registry: Registry, rows: readonly GivenRow[], labels: { identifier: Reason; person: Reason }) {
  const candidates = new Map<number, Map<string, Scored<Reason | TitleReason>>>();
  const consider = (evidence: Evidence) => {
    if (evidence.id === null) return;
    const row = candidates.get(evidence.n) ?? new Map<string, Scored<Reason | TitleReason>>();
    candidates.set(evidence.n, row);
    const candidate = weighed(evidence);
    // Found by its identifier and by its title, a candidate comes twice: the identifier's evidence says more.
    if (row.has(evidence.id) && !candidate.sameIdentifier) return;
    row.set(evidence.id, { id: evidence.id, score: Math.round(scoreOf(candidate) * 1000) / 1000, reasons: reasonsOf(candidate, labels), sameIdentifier: candidate.sameIdentifier });
  };

  const first = await withIndexScans(db, (tx) =>
    executeRows<Evidence & { holders: number | null }>(
      tx,
      identifierAndTitleStatement(registry, JSON.stringify(rows.map((row, n) => ({ n, title: row.title, people: row.people, identifier: row.identifier })))),
    ),
  );
  const crowded = new Set<number>();
  for (const evidence of first) {
    if (evidence.same_identifier || Number(evidence.holders) <= TITLE_HOLDERS_WEIGHED) consider(evidence);
    else crowded.add(evidence.n);
  }
  const unfound = new Map<number, string>();
  for (const { n, title } of first) if (!candidates.has(n) && !crowded.has(n) && title !== '') unfound.set(n, title);
  if (unfound.size > 0) {
    const asked = JSON.stringify([...unfound].map(([n, title]) => ({ n, title, people: rows[n]?.people ?? [] })));
    for (const evidence of await executeRows<Evidence>(db, correctedWordsStatement(registry, asked))) consider(evidence);
  }
  return rows.flatMap((row, n) => bestOf([...(candidates.get(n)?.values() ?? [])]).map((match) => ({ key: row.key, ...match })));
}

/**
 * The registered works each row of a batch most likely means (see the top of this file): for each key, its best
 * candidates, or none. One row is about 50 µs of the database's time at a million works (bench/matching.ts).
 */
export async function matchWorkBatch(db: Db, rows: readonly WorkBatchRow[]): Promise<WorkMatch[]> {
  const given = rows.map((row) => ({ key: row.key, title: row.title, people: row.writers ?? [], identifier: row.iswc ?? null }));
  const matches = await matchBatch(db, works, given, { identifier: 'same ISWC' as const, person: 'writer in common' as const });
  return matches.map(({ key, id, score, reasons }) => ({ key, workId: id, score, reasons }));
}

/** matchWorkBatch for registered recordings: title, main and featured artists, ISRC. */
export async function matchRecordingBatch(db: Db, rows: readonly RecordingBatchRow[]): Promise<RecordingMatch[]> {
  const given = rows.map((row) => ({ key: row.key, title: row.title, people: row.artists ?? [], identifier: row.isrc ?? null }));
  const matches = await matchBatch(db, recordings, given, { identifier: 'same ISRC' as const, person: 'artist in common' as const });
  return matches.map(({ key, id, score, reasons }) => ({ key, recordingId: id, score, reasons }));
}
