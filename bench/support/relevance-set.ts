import { formatIsrc, formatIswc, writerRoles, modifyingWriterRoles } from '@repertoire/contract';
import { sql, type SQL } from 'drizzle-orm';
import { seededRandom } from '../../apps/server/test/support/seeded-random';
import { executeRows, type Db } from '../../apps/server/src/db/database';
import { sharedTitles } from './catalogue-vocabulary';
import { leaveOutWord, misspell, reorderWords, transposeLetters, withoutAccents } from './query-distortions';

/**
 * A labelled relevance set: queries as members type them, each with the one item they mean, drawn
 * from the seeded database so the truth is what the registry holds. An item is only ever "meant"
 * by a query that could single it out: a title query means a title no other item in the searched
 * list shares (accents and case aside, and without "(Live)", "- Remastered …" or "feat."), a writer
 * query a writer of one work whose name nobody else bears, a shared title with the one writer or
 * label that tells its items apart. A query as typed must single it out too: one that names
 * another item's title ("home steel" left for "Steel Home" when a work is called Home Steel), or,
 * not being the meant title itself, whose every word another item holds in no more words ("kaquingi
 * night" for "Juwenfe Kaquingi Night" when a work is called Kaquingi Night), or the start of an
 * identifier other items begin with, has no one answer: it is drawn again from the next item, and
 * the set says how many were.
 */

/** Where a member searches: the society's registries, or their own list. */
export const searchEndpoints = {
  'works registry': '/api/v1/musical-works/search',
  'recordings registry': '/api/v1/sound-recordings/search',
  'own works': '/api/v1/musical-works',
  'own recordings': '/api/v1/sound-recordings',
} as const;
export type SearchEndpoint = keyof typeof searchEndpoints;

export type LabelledQuery = {
  kind: string;
  endpoint: SearchEndpoint;
  /** The query string's parameters, as the web app's search form sends them. */
  params: Record<string, string>;
  meantId: string;
  /** What the member meant, for the report. */
  meant: string;
};

/** What a title query leaves out: a subtitle, "(Live)", "- Remastered 2011", "feat. …" (a POSIX and a JavaScript pattern alike). */
const DECORATION = ' (\\(|- |feat\\. ).*$';
const baseTitle = (title: string) => title.replace(new RegExp(DECORATION), '');
const keyOf = (column: SQL) => sql`lower(unaccented(${column}))`;
const baseKeyOf = (column: SQL) => keyOf(sql`regexp_replace(${column}, ${DECORATION}, '')`);
const writerLikeRoles = sql.raw([...writerRoles, ...modifyingWriterRoles].map((role) => `'${role}'`).join(', '));
const jsonList = (values: readonly string[]) => sql`(select value from json_array_elements_text(${JSON.stringify(values)}::json))`;

type Item = { id: string; title: string; identifier: string | null };
type Named = { id: string; title: string; name: string };

/**
 * Up to `limit` items of a table, in a fixed pseudo-random order, whose title (without its
 * decorations) no other item of `scope` shares.
 */
async function itemsWithOwnTitle(db: Db, table: 'musical_works' | 'sound_recordings', scope: SQL, limit: number): Promise<Item[]> {
  const identifier = sql.raw(table === 'musical_works' ? 'iswc' : 'isrc');
  return executeRows<Item>(
    db,
    sql`with pool as (
          select id, title, ${identifier} as identifier, ${baseKeyOf(sql`title`)} as key from ${sql.raw(table)}
          where ${scope} order by md5(id::text) limit ${limit * 4}),
        same as (
          select ${baseKeyOf(sql`title`)} as key, count(*) as n from ${sql.raw(table)}
          where ${scope} and ${baseKeyOf(sql`title`)} in (select key from pool) group by 1)
        select pool.id, pool.title, pool.identifier from pool join same using (key) where same.n = 1
        order by md5(pool.id::text) limit ${limit}`,
  );
}

/** Writers of exactly one registered work whose name (accents and case aside) no other rights holder bears. */
function loneWriters(db: Db, limit: number): Promise<Named[]> {
  return executeRows<Named>(
    db,
    sql`with lone as (
          select s.rights_holder_id as holder, min(s.work_id::text) as work_id from musical_work_shares s
          join musical_works w on w.id = s.work_id and w.status = 'registered'
          where s.role in (${writerLikeRoles}) group by 1 having count(*) = 1),
        names as (select ${keyOf(sql`name`)} as key, count(*) as n from rights_holders group by 1)
        select lone.work_id as id, w.title, h.name from lone
        join rights_holders h on h.id = lone.holder
        join names on names.key = ${keyOf(sql`h.name`)} and names.n = 1
        join musical_works w on w.id = lone.work_id::uuid
        order by md5(h.id::text) limit ${limit}`,
  );
}

/** Artists (main or featured) of exactly one registered recording. */
function loneArtists(db: Db, limit: number): Promise<Named[]> {
  return executeRows<Named>(
    db,
    sql`with credits as (
          select r.id, r.title, artist from sound_recordings r, unnest(r.main_artists || r.featured_artists) as artist
          where r.status = 'registered')
        select min(id::text) as id, min(title) as title, min(artist) as name from credits
        group by ${keyOf(sql`artist`)} having count(*) = 1
        order by md5(min(id::text)) limit ${limit}`,
  );
}

/**
 * Registered items titled with one of the shared titles ("Intro", "Without You"), carried by three
 * or more items, that one other field (`by`: a writer's name, a label) tells apart.
 */
function sharedTitleTold(db: Db, by: 'writer' | 'label', limit: number): Promise<Named[]> {
  const shared = jsonList(sharedTitles.map((title) => title.toLowerCase()));
  const titled =
    by === 'writer'
      ? sql`select w.id, w.title, h.name from musical_works w
            join musical_work_shares s on s.work_id = w.id and s.role in (${writerLikeRoles})
            join rights_holders h on h.id = s.rights_holder_id
            where w.status = 'registered' and ${keyOf(sql`w.title`)} in ${shared}`
      : sql`select id, title, record_label as name from sound_recordings
            where status = 'registered' and record_label is not null and ${keyOf(sql`title`)} in ${shared}`;
  return executeRows<Named>(
    db,
    sql`with titled as (select *, ${keyOf(sql`title`)} as key, ${keyOf(sql`name`)} as told from (${titled}) t),
        carried as (select key from titled group by key having count(distinct id) >= 3),
        told_apart as (select key, told from titled group by key, told having count(*) = 1)
        select id, title, name from titled join carried using (key) join told_apart using (key, told)
        order by md5(id::text || name) limit ${limit}`,
  );
}

/** The whole identifier as a member might type it: compact in lower case, or in display form. */
function typedIdentifier(identifier: string, random: () => number, format: (value: string) => string): string {
  return random() < 0.5 ? identifier.toLowerCase() : format(identifier);
}

/** The identifier's start as a member might type it: its display form without its last two characters. */
function identifierStart(identifier: string, format: (value: string) => string): string {
  return format(identifier)
    .slice(0, -2)
    .replace(/[-.]+$/, '');
}

/** Where a plan's items are searched: their table and the list (the registry, a member's own). */
type Scope = { table: 'musical_works' | 'sound_recordings'; where: SQL };

/**
 * Whether another item of `scope` answers the query as well as the item meant (see the top of this
 * file): titled as typed; holding every word typed in no more words, when the text typed is not the
 * meant item's title; or, for an identifier's start, beginning with it too.
 */
async function hasRival(db: Db, scope: Scope, params: Record<string, string>, meantId: string): Promise<boolean> {
  const table = sql.raw(scope.table);
  const identifier = sql.raw(scope.table === 'musical_works' ? 'iswc' : 'isrc');
  const typed = params.q ?? params.iswc ?? params.isrc ?? '';
  const compact = typed.toUpperCase().replace(/[^0-9A-Z]/g, '');
  const rivals = await executeRows<{ rival: boolean }>(
    db,
    sql`with typed as (select match_text(${typed}) as text),
        meant as (select title_match, ${identifier} as identifier from ${table} where id = ${meantId})
        select exists (
          select from ${table} as item, typed, meant where ${scope.where} and item.id <> ${meantId} and (
            (meant.identifier like ${compact} || '_%' and item.${identifier} like ${compact} || '%')
            or (typed.text <> '' and match_words_in(item.title_match) @> match_words_in(typed.text) and (
              typed.text = any(string_to_array(item.title_match, ' | '))
              or (typed.text <> all(string_to_array(meant.title_match, ' | '))
                and cardinality(match_words_in(item.title_match)) <= cardinality(match_words_in(meant.title_match))))))
        ) as rival`,
  );
  return rivals[0]?.rival === true;
}

type Plan = {
  kind: string;
  endpoint: SearchEndpoint;
  candidates: readonly (Item | Named)[];
  /** Where the query's answer is sought, when it must single its item out there (a title, an identifier's start). */
  scope?: Scope;
  /** The query's parameters for a candidate, or null when the candidate offers no such query. */
  make(candidate: Item & Named, random: () => number): Record<string, string> | null;
};

/** One parameter, or no query when the candidate gave no text for it. */
const param = (name: string, value: string | null) => (value ? { [name]: value } : null);
const q = (text: string | null) => param('q', text);

/** A name as typed: half the time as written, else without its accents (or in lower case when it has none). */
const typedName = (name: string, random: () => number) => (random() < 0.5 ? name : (withoutAccents(name) ?? name.toLowerCase()));

/** The title kinds every title search is put to. */
const titleKinds: readonly [string, (title: string, random: () => number) => string | null][] = [
  ['misspelt title', (title, random) => misspell(title, random, random() < 0.6 ? 1 : 2)],
  ['missing word', (title, random) => leaveOutWord(title, random)],
  ['word order', (title, random) => reorderWords(title, random)],
  ['accents left out', (title) => withoutAccents(title)],
  ['transposed letters', (title, random) => transposeLetters(title, random)],
];

/**
 * `count` labelled queries over the kinds, about as many of each; `members` are the publisher and
 * the label whose own lists are searched.
 */
export async function relevanceSet(db: Db, count: number, members: { publisherId: string; labelId: string }): Promise<LabelledQuery[]> {
  const poolSize = Math.max(200, count * 2);
  const scopes = {
    registeredWorks: { table: 'musical_works', where: sql`status = 'registered'` },
    registeredRecordings: { table: 'sound_recordings', where: sql`status = 'registered'` },
    ownWorks: { table: 'musical_works', where: sql`owner_id = ${members.publisherId}` },
    ownRecordings: { table: 'sound_recordings', where: sql`owner_id = ${members.labelId}` },
  } satisfies Record<string, Scope>;
  const itemsOf = (scope: Scope) => itemsWithOwnTitle(db, scope.table, scope.where, poolSize);
  const registeredWorks = await itemsOf(scopes.registeredWorks);
  const registeredRecordings = await itemsOf(scopes.registeredRecordings);
  const ownWorks = await itemsOf(scopes.ownWorks);
  const ownRecordings = await itemsOf(scopes.ownRecordings);

  // Each identifier kind twice: whole (an exact match, the quickest answer there is) and its start.
  const identifierKinds = (format: (value: string) => string) =>
    [
      ['whole identifier', (item: Item, random: () => number) => (item.identifier ? typedIdentifier(item.identifier, random, format) : null)],
      ['partial identifier', (item: Item) => (item.identifier ? identifierStart(item.identifier, format) : null)],
    ] as const;
  const iswcKinds = identifierKinds(formatIswc);
  const isrcKinds = identifierKinds(formatIsrc);
  const plans: Plan[] = [
    ...titleKinds.map(([kind, type]): Plan => ({ kind, endpoint: 'works registry', candidates: registeredWorks, scope: scopes.registeredWorks, make: (item, random) => q(type(baseTitle(item.title), random)) })),
    ...iswcKinds.map(([kind, typed]): Plan => ({ kind, endpoint: 'works registry', candidates: registeredWorks, scope: scopes.registeredWorks, make: (item, random) => param('iswc', typed(item, random)) })),
    { kind: 'writer name', endpoint: 'works registry', candidates: await loneWriters(db, poolSize), make: (writer, random) => ({ writer: typedName(writer.name, random) }) },
    { kind: 'shared title + writer', endpoint: 'works registry', candidates: await sharedTitleTold(db, 'writer', poolSize), make: (work) => ({ q: work.title.toLowerCase(), writer: work.name }) },
    ...titleKinds.map(([kind, type]): Plan => ({ kind, endpoint: 'recordings registry', candidates: registeredRecordings, scope: scopes.registeredRecordings, make: (item, random) => q(type(baseTitle(item.title), random)) })),
    ...isrcKinds.map(([kind, typed]): Plan => ({ kind, endpoint: 'recordings registry', candidates: registeredRecordings, scope: scopes.registeredRecordings, make: (item, random) => param('isrc', typed(item, random)) })),
    { kind: 'artist name', endpoint: 'recordings registry', candidates: await loneArtists(db, poolSize), make: (artist, random) => ({ artist: typedName(artist.name, random) }) },
    { kind: 'shared title + label', endpoint: 'recordings registry', candidates: await sharedTitleTold(db, 'label', poolSize), make: (recording) => ({ q: baseTitle(recording.title).toLowerCase(), label: recording.name }) },
    ...(['own works', 'own recordings'] as const).flatMap((endpoint): Plan[] => {
      const candidates = endpoint === 'own works' ? ownWorks : ownRecordings;
      const scope = endpoint === 'own works' ? scopes.ownWorks : scopes.ownRecordings;
      const identifiers = endpoint === 'own works' ? iswcKinds : isrcKinds;
      // The web app's list asks for the best match first while a search text is typed.
      const listSearch = (text: string | null) => {
        const params = q(text);
        return params && { ...params, sort: 'relevance' };
      };
      return [
        { kind: 'misspelt title', endpoint, candidates, scope, make: (item, random) => listSearch(misspell(baseTitle(item.title), random, 1)) },
        { kind: 'accents left out', endpoint, candidates, scope, make: (item) => listSearch(withoutAccents(baseTitle(item.title))) },
        ...identifiers.map(([kind, typed]): Plan => ({ kind, endpoint, candidates, scope, make: (item, random) => listSearch(typed(item, random)) })),
      ];
    }),
  ];

  const random = seededRandom(20_261_128);
  const queries: LabelledQuery[] = [];
  for (const [n, plan] of plans.entries()) {
    const wanted = Math.round(((n + 1) * count) / plans.length) - Math.round((n * count) / plans.length);
    let [made, drawnAgain] = [0, 0];
    for (const candidate of plan.candidates) {
      if (made === wanted) break;
      const params = plan.make({ identifier: null, name: '', ...candidate }, random);
      if (!params) continue;
      if (plan.scope && (await hasRival(db, plan.scope, params, candidate.id))) {
        drawnAgain += 1;
        continue;
      }
      queries.push({ kind: plan.kind, endpoint: plan.endpoint, params, meantId: candidate.id, meant: 'name' in candidate ? `${candidate.title} / ${candidate.name}` : candidate.title });
      made += 1;
    }
    if (drawnAgain > 0) console.log(`  ${plan.kind} · ${plan.endpoint}: ${drawnAgain} queries as typed did not single their item out, drawn again`);
    if (made < wanted) console.log(`  only ${made} of ${wanted} queries for "${plan.kind}" on ${plan.endpoint}: too few items fit`);
  }
  return queries;
}
