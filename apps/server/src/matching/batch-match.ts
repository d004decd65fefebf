/**
 * Matching a batch of titles (with writers or artists, an ISWC or ISRC) against the registry, set-based: the batch is
 * one JSON parameter, normalised once by match_text in the database, and matched in at most three statements, each row
 * in lateral subqueries of its own. 1. Identifier, then exact normalised title (title_match B-tree), at most
 * TITLE_HOLDERS_WEIGHED holders a title: a title held by more ("Love", "Intro") is left to its identifier, or, for works,
 * to the works of that title by the row's writers, read from the writers' side (1b). 2. Rows that
 * found nothing: unknown words corrected one edit away (match_word_variants), the corrected title looked up as in 1.
 * 3. Still nothing: the first items holding the row's rarest words (GIN, `&&`). Candidates are weighed by title and by
 * the people named (pg_trgm similarity, unaccented): a writer in common decides between works sharing a title.
 * Measured (bench/matching.ts: 1,000,000 works, 100,000 mixed rows): 256 µs of database CPU a row (a crowded title
 * with its writer ~410, misspelt ~250, exact title with writers ~235, ISWC or title alone ~45); precision 0.98,
 * recall 0.86 (docs/decisions/0024).
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
/** At most how many rights holders bearing a name a crowded title's row reads the works of. */
export const NAMESAKES_READ = 50;
/** At most how many spellings of a title with unknown words are looked up. */
export const SPELLINGS_TRIED = 4;
/** The word search reads only rows with a word this few items hold: a title of common words finds thousands. */
export const NARROW_WORD_ITEMS = 200;
/** A match scores at least this; the best of a row's candidates are its answer, unless more than MATCHES_PER_KEY tie. */
export const MATCH_SCORE = 0.5;
export const MATCHES_PER_KEY = 3;
/** Two names this alike (trigram similarity, accents aside) are the same person. */
const SAME_PERSON = 0.5;
/**
 * A title this alike to the row's (trigram similarity), neither the same nor one typo away, is a similar title; it
 * counts as much as its similarity, at most SIMILAR_TITLE_AT_MOST: less than one typo away, which counts ONE_TYPO.
 * Word order is lost on trigrams: "Life Sunrise" is as alike to "Sunrise Life" as to itself.
 */
const SIMILAR_TITLE = 0.5;
const SIMILAR_TITLE_AT_MOST = 0.75;
/** A title one typo away counts as this much of the same title. */
const ONE_TYPO = 0.8;
/** A title shorter than this has no typos: "rai" is another word than "rain". */
const TYPO_LENGTH = 4;
/** The share of its score a candidate loses when the row names people and none of them is the candidate's. */
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
 * named with a row (`given.people`) compare with a candidate's (`found`): 1 when a name is the same (case and accents
 * aside), else the highest trigram similarity of any two names. pg_trgm's similarity already ignores case and
 * punctuation, and match_text, at some 20 µs a name, would cost more than the rest of a row: names are unaccented only.
 */
type Registry = {
  table: 'musical_works' | 'sound_recordings';
  identifier: 'iswc' | 'isrc';
  field: MatchField;
  personSimilarity: SQL;
  /**
   * The registered items titled `given.title` with one of the people `given.names` (normalised as the registry keeps
   * them, match_text) credited, read from the people's side: "Intro" is on thousands of items, a writer on a few.
   */
  titledWithPeople: SQL | null;
};

const writerLikeRoles = sql.join(
  [...writerRoles, ...modifyingWriterRoles].map((role) => sql`${role}`),
  sql`, `,
);

/** A work's writers: the rights holders on its share lines in a writer's role. */
const writersOfFound = sql`musical_work_shares as share join rights_holders as holder on holder.id = share.rights_holder_id
  where share.work_id = found.id and share.role in (${writerLikeRoles})`;

const works: Registry = {
  table: 'musical_works',
  identifier: 'iswc',
  field: 'work title',
  // The same name is looked for first: a trigram similarity of every two names costs more than reading them.
  personSimilarity: sql`case when exists (select from ${writersOfFound} and lower(unaccented(holder.name)) = any(given.people)) then 1
    else (select max(similarity(unaccented(holder.name), person)) from unnest(given.people) as person, ${writersOfFound}) end`,
  // The holders first, then their lines of that title (by holder and the work's title, which the lines carry), so a
  // writer of thousands of works is not read whole. The limits keep each subquery a lateral of its own: joined
  // freely, the planner started from the title's works, expecting the few a title averages ("Intro": 500).
  titledWithPeople: sql`select distinct item.id, item.title_match, null::text as artist_match
    from (select id from rights_holders where name_match = any(given.names) limit ${NAMESAKES_READ}) as holder
    cross join lateral (select work_id from musical_work_shares as share
      where share.rights_holder_id = holder.id and share.work_title_match = given.title and share.role in (${writerLikeRoles})
      limit ${MATCHES_PER_KEY + 1}) as share
    join musical_works as item on item.id = share.work_id
    where item.status = 'registered'`,
};

const recordings: Registry = {
  table: 'sound_recordings',
  identifier: 'isrc',
  field: 'recording title',
  personSimilarity: sql`case when string_to_array(found.artist_match, ' | ') && given.people then 1
    else (select max(similarity(artist, person)) from unnest(string_to_array(found.artist_match, ' | ')) as artist, unnest(given.people) as person) end`,
  // A recording's artists are on the recording: a crowded title's recordings would all be read ("Intro": 3,400 at a
  // million), and reading them by the artists' words took seconds a batch. Left to the identifier, as before.
  titledWithPeople: null,
};

/** The rows of the batch (`n` their place in it) as CTE `given`: title, identifier, people (in lower case, unaccented), normalised. */
function givenRows(rows: string, title: SQL, identifier: SQL): SQL {
  return sql`given as materialized (
      select n, ${title} as title, ${identifier} as identifier,
        array(select lower(unaccented(person)) from unnest(people) as person where btrim(person) <> '') as people
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
function identifierAndTitleStatement(registry: Registry, rows: string): SQL {
  const table = sql.raw(registry.table);
  const identifier = sql.raw(registry.identifier);
  const given = givenRows(rows, sql`match_text(title)`, sql`nullif(upper(regexp_replace(coalesce(identifier, ''), '[^0-9A-Za-z]', '', 'g')), '')`);
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
 * The dictionary's entry for `word` (SQL of a lateral subquery: word, items), read by the dictionary's key. Written as
 * an ordered look-up of one row, which only the key's B-tree answers in order: pg_trgm's GIN indexes of the dictionary
 * answer `=` too, and on a small dictionary the planner chose them, at about a millisecond a word against a few
 * microseconds (a catalogue import of 10,000 works into a new registry, matching each batch against the words the
 * earlier ones added, took 105–127 s instead of 20–28). A range (`>= and <=`) kept the GIN index out as well, but at a
 * million works it was planned as a range, and a misspelt row took 4 ms instead of 0.2.
 */
const dictionaryEntry = (field: MatchField, word: SQL) =>
  sql`(select entry.word, entry.items from match_words as entry where entry.field = ${field} and entry.word = ${word} and entry.items > 0
    order by entry.field, entry.word limit 1)`;

/**
 * Statement 1b, for rows whose title is crowded (more than TITLE_HOLDERS_WEIGHED items hold it) and that name people:
 * the items of that title crediting one of them (Registry.titledWithPeople), the person compared as in 1.
 */
function crowdedTitleStatement(registry: Registry & { titledWithPeople: SQL }, rows: string): SQL {
  return sql`with given as materialized (
      select n, title, array(select lower(unaccented(person)) from unnest(people) as person where btrim(person) <> '') as people,
        array(select match_text(person) from unnest(people) as person where btrim(person) <> '') as names
      from json_to_recordset(${rows}::json) as given(n int, title text, people text[])
    )
    select given.n, given.title, found.id, found.title_match, false as same_identifier, 1 as title_similarity, ${personSimilarity(registry)}
    from given cross join lateral (${registry.titledWithPeople} limit ${MATCHES_PER_KEY + 1}) as found`;
}

/**
 * The words of the row's title (CTE `typed`: position, words, items), each as the dictionary has it: the word itself
 * when items hold it, else the CORRECTIONS_PER_WORD commonest words one edit away (sharing a one-letter deletion
 * with it), with how many items hold them.
 */
function typedWords(registry: Registry): SQL {
  const field = registry.field;
  return sql`typed as materialized (
      select typed.position, case when known.word is null then coalesce(corrections.words, '{}') else array[known.word] end as words,
        coalesce(known.items, corrections.items) as items
      from unnest(match_words_in(given.title)) with ordinality as typed(word, position)
      left join lateral ${dictionaryEntry(field, sql`typed.word`)} as known on true
      left join lateral (
        select array_agg(word order by items desc, word) as words, sum(items) as items from (
          select dictionary.word, dictionary.items
          from (select distinct variants.word from match_variants(typed.word) as typed_variant(variant)
            join match_word_variants as variants on variants.field = ${field} and variants.variant = typed_variant.variant) as near
          cross join lateral ${dictionaryEntry(field, sql`near.word`)} as dictionary
          where known.word is null
          order by dictionary.items desc, dictionary.word limit ${CORRECTIONS_PER_WORD}
        ) as near
      ) as corrections on true
      where typed.word <> ''
    )`;
}

/** The WORD_MATCHES_WEIGHED closest titles among the `candidates` found for a row (SQL of a subquery), with their similarity. */
const closest = (candidates: SQL) => sql`select *, ${titleSimilarity(sql`candidates.title_match`)} as title_similarity
  from (${candidates}) as candidates order by title_similarity desc, id limit ${WORD_MATCHES_WEIGHED}`;

/**
 * Statement 2, for rows that found nothing: the title spelled with its words as the dictionary has them (typedWords),
 * at most SPELLINGS_TRIED spellings other than the title as given, each looked up as in 1.
 */
function correctedTitleStatement(registry: Registry, rows: string): SQL {
  const table = sql.raw(registry.table);
  return sql`with ${givenRows(rows, sql`title`, sql`null`)}
    select given.n, given.title, found.id, found.title_match, false as same_identifier, found.title_similarity, ${personSimilarity(registry)}
    from given cross join lateral (
      with recursive ${typedWords(registry)},
      spelled(position, title) as (
        select 0::bigint, ''
        union all
        select typed.position, ltrim(spelled.title || ' ' || word) from spelled join typed on typed.position = spelled.position + 1, unnest(typed.words) as word
      )
      ${closest(sql`select id, title_match, artist_match from (
          select item.*, count(*) over (partition by spelled.title) as holders
          from (select title from spelled where position = (select count(*) from typed) and title <> given.title limit ${SPELLINGS_TRIED}) as spelled
          cross join lateral (select ${candidateColumns(registry)} from ${table} as item
            where item.title_match = spelled.title and item.status = 'registered' limit ${TITLE_HOLDERS_WEIGHED + 1}) as item
        ) as held where holders <= ${TITLE_HOLDERS_WEIGHED}`)}
    ) as found`;
}

/**
 * Statement 3, for rows no spelling found either, whose narrowest word (typedWords) at most NARROW_WORD_ITEMS items
 * hold: the WORD_MATCHES_READ first items holding it and, when more hold it, the next narrowest word too (GIN, `&&`).
 */
function narrowestWordsStatement(registry: Registry, rows: string): SQL {
  const table = sql.raw(registry.table);
  const holding = (rank: SQL) => sql`match_words_in(item.title_match) && (select words from narrowest where rank = ${rank})`;
  return sql`with ${givenRows(rows, sql`title`, sql`null`)}
    select given.n, given.title, found.id, found.title_match, false as same_identifier, found.title_similarity, ${personSimilarity(registry)}
    from given cross join lateral (
      with ${typedWords(registry)},
      narrowest as materialized (
        select words, items, row_number() over (order by items, position) as rank from typed where items is not null order by items, position limit 2
      )
      ${closest(sql`select ${candidateColumns(registry)} from ${table} as item
        where (select min(items) from narrowest) <= ${NARROW_WORD_ITEMS} and ${holding(sql`1`)}
          and ${holding(sql`case when (select min(items) from narrowest) > ${WORD_MATCHES_READ} and (select count(*) from narrowest) = 2 then 2 else 1 end`)}
          and item.status = 'registered' limit ${WORD_MATCHES_READ}`)}
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
 * title averages, and a bitmap reads every holder of "Love" (thousands) before the limit stops it. In a caller's
 * transaction this is a savepoint, and a setting made in a savepoint lasts to the end of the transaction: it is put
 * back, or the caller's next statements (the word search's GIN among them) would plan without bitmaps too.
 */
function withIndexScans<T>(db: Db, statements: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    const [before] = await executeRows<{ setting: string }>(tx, sql`select current_setting('enable_bitmapscan') as setting, set_config('enable_bitmapscan', 'off', true)`);
    const answer = await statements(tx);
    await tx.execute(sql`select set_config('enable_bitmapscan', ${before?.setting ?? 'on'}, true)`);
    return answer;
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
 * its similarity up to SIMILAR_TITLE_AT_MOST), times 1 - PERSON_WEIGHT when the row names people and none of them is
 * the candidate's: "Intro" by its writer scores 1, by someone else 0.6, and a title only like the row's, by someone
 * else, is no match.
 */
function scoreOf(candidate: Weighed): number {
  if (candidate.sameIdentifier) return 1;
  const title = candidate.sameTitle ? 1 : candidate.oneTypo ? ONE_TYPO : Math.min(candidate.titleSimilarity, SIMILAR_TITLE_AT_MOST);
  return candidate.personSimilarity === null || candidate.personSimilarity >= SAME_PERSON ? title : title * (1 - PERSON_WEIGHT);
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
  if (rows.length === 0) return [];
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
  const crowded = new Map<number, string>();
  for (const evidence of first) {
    if (!evidence.same_identifier && Number(evidence.holders) > TITLE_HOLDERS_WEIGHED) crowded.set(evidence.n, evidence.title);
    else consider(evidence);
  }
  const crowdedWithPeople = [...crowded].flatMap(([n, title]) => (rows[n]?.people.length ? [{ n, title, people: rows[n]?.people }] : []));
  if (crowdedWithPeople.length > 0 && registry.titledWithPeople) {
    const statement = crowdedTitleStatement({ ...registry, titledWithPeople: registry.titledWithPeople }, JSON.stringify(crowdedWithPeople));
    for (const evidence of await executeRows<Evidence>(db, statement)) consider(evidence);
  }
  const unfound = new Map<number, string>();
  for (const { n, title } of first) if (!candidates.has(n) && !crowded.has(n) && title !== '') unfound.set(n, title);
  const asked = () => JSON.stringify([...unfound].map(([n, title]) => ({ n, title, people: rows[n]?.people ?? [] })));
  const settle = (found: readonly Evidence[]) => {
    for (const evidence of found) {
      consider(evidence);
      unfound.delete(evidence.n);
    }
  };
  if (unfound.size > 0) settle(await withIndexScans(db, (tx) => executeRows<Evidence>(tx, correctedTitleStatement(registry, asked()))));
  // The word search reads the GIN index, which only bitmap scans read.
  if (unfound.size > 0) settle(await executeRows<Evidence>(db, narrowestWordsStatement(registry, asked())));
  return rows.flatMap((row, n) => bestOf([...(candidates.get(n)?.values() ?? [])]).map((match) => ({ key: row.key, ...match })));
}

/**
 * The registered works each row of a batch most likely means (see the top of this file): for each key, its best
 * candidates, or none. A call of a few thousand rows is a few hundred milliseconds of one database connection.
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
