/**
 * Batch matching on a realistic catalogue (apps/server/src/matching/batch-match.ts): seeds works and recordings
 * (support/realistic-catalogue.ts), or reuses the database the search bench kept, draws a labelled batch from it (rows
 * as a society receives them: exact, misspelt, without accents, a shared title with its writer, an ISWC, a work the
 * registry does not hold, each with the work meant), matches it BATCH rows a call and prints lookups per second,
 * then per kind of row precision (answered rows whose answer is the work meant, alone) and recall (rows whose work
 * meant is in the answer); the same for recordings; the machine's load average before and after.
 *
 *   npm run bench -- matching
 *   BENCH_MATCH_WORKS=1000000 BENCH_MATCH_RECORDINGS=1000000 BENCH_DATABASE=postgres BENCH_REUSE=1 npm run bench -- matching
 *   BENCH_MATCH_ROWS=…         rows per batch of each kind of item (default a tenth of the works: 100,000 at a million)
 *   BENCH_MATCH_BATCH=5000     rows a call
 *   BENCH_MATCH_CONCURRENCY=1  calls at once (PostgreSQL only: PGlite is one connection)
 *   BENCH_KEEP=1 …             keep the PostgreSQL database (bench_search_<works>[_<recordings>], the search bench's)
 *   BENCH_REUSE=1 …            match against a kept database; it is only read, and one that does not hold the catalogue stops the bench
 *
 * PostgreSQL: BENCH_ADMIN_URL, TEST_DATABASE_URL or the local socket (postgres:///postgres?host=/var/run/postgresql).
 */
import { execFileSync } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { modifyingWriterRoles, writerRoles } from '@repertoire/contract';
import { sql } from 'drizzle-orm';
import { executeRows, type Db } from '../apps/server/src/db/database';
import { matchRecordingBatch, matchWorkBatch, type RecordingBatchRow, type WorkBatchRow } from '../apps/server/src/matching';
import { seededRandom } from '../apps/server/test/support/seeded-random';
import { benchTargets, envNumber, openReusableBenchDatabase, type BenchTarget } from './support/bench-database';
import { realisticCatalogue } from './support/realistic-catalogue';
import { holdsCatalogue, seedRealisticCatalogue } from './support/realistic-catalogue-seed';
import { misspell, withoutAccents } from './support/query-distortions';

const WORKS = envNumber('BENCH_MATCH_WORKS', 100_000);
const RECORDINGS = envNumber('BENCH_MATCH_RECORDINGS', WORKS);
const ROWS = envNumber('BENCH_MATCH_ROWS', Math.round(WORKS / 10));
const BATCH = Math.max(1, envNumber('BENCH_MATCH_BATCH', 5_000));
const CONCURRENCY = Math.max(1, envNumber('BENCH_MATCH_CONCURRENCY', 1));

const loadAverage = () => execFileSync('uptime', { encoding: 'utf8' }).trim();

/** A row of the batch with the item it means (null: the registry holds nothing it means). */
type Labelled<Row> = { kind: string; row: Row; meantId: string | null };
type Answer = { key: string; id: string };

type Drawn = { id: string; title: string; identifier: string | null; people: string[]; alone: boolean };

const writerLike = sql.raw([...writerRoles, ...modifyingWriterRoles].map((role) => `'${role}'`).join(', '));

/** Registered works in a fixed pseudo-random order, with their writers and whether no other work bears their title. */
function drawWorks(db: Db, limit: number, where = sql`w.status = 'registered'`): Promise<Drawn[]> {
  return executeRows<Drawn>(
    db,
    sql`select w.id, w.title, w.iswc as identifier,
          array(select h.name from musical_work_shares s join rights_holders h on h.id = s.rights_holder_id
                where s.work_id = w.id and s.role in (${writerLike}) order by s.position) as people,
          (select count(*) from (select from musical_works o where o.title_match = w.title_match limit 2) as t) = 1 as alone
        from musical_works w where ${where} order by md5(w.id::text) limit ${limit}`,
  );
}

/** Works whose title three or more registered works bear, with the one writer no other of them has (by name). */
function worksToldByWriter(db: Db, limit: number): Promise<Drawn[]> {
  return executeRows<Drawn>(
    db,
    sql`with shared as (select title_match from musical_works where status = 'registered' group by 1 having count(*) >= 3),
        credits as (
          select w.id, w.title, w.title_match, h.name, lower(unaccented(h.name)) as told from musical_works w
          join shared using (title_match)
          join musical_work_shares s on s.work_id = w.id and s.role in (${writerLike})
          join rights_holders h on h.id = s.rights_holder_id
          where w.status = 'registered'),
        told_apart as (select title_match, told from credits group by 1, 2 having count(distinct id) = 1)
        select distinct on (md5(id::text)) id, title, null as identifier, array[name] as people, false as alone
        from credits join told_apart using (title_match, told) order by md5(id::text), name limit ${limit}`,
  );
}

/** Registered recordings in a fixed pseudo-random order, with their artists. */
function drawRecordings(db: Db, limit: number, where = sql`r.status = 'registered'`): Promise<Drawn[]> {
  return executeRows<Drawn>(
    db,
    sql`select r.id, r.title, r.isrc as identifier, r.main_artists || r.featured_artists as people,
          (select count(*) from (select from sound_recordings o where o.title_match = r.title_match limit 2) as t) = 1 as alone
        from sound_recordings r where ${where} order by md5(r.id::text) limit ${limit}`,
  );
}

type Kind = { name: string; share: number; pool: 'registered' | 'told apart' | 'unregistered'; make: (item: Drawn, random: () => number) => { title: string; people: string[]; identifier: string | null } | null };

const plainPeople = (people: readonly string[]) => people.map((name) => withoutAccents(name) ?? name);

/** The kinds of row in a batch, with their share of it. */
const kinds = (person: string): Kind[] => [
  { name: `exact title + ${person}s`, share: 0.35, pool: 'registered', make: (item) => ({ title: item.title, people: item.people, identifier: null }) },
  {
    name: `misspelt title + ${person}s`,
    share: 0.2,
    pool: 'registered',
    make: (item, random) => {
      const title = misspell(item.title, random, random() < 0.6 ? 1 : 2);
      return title ? { title, people: item.people, identifier: null } : null;
    },
  },
  {
    name: `accents left out`,
    share: 0.05,
    pool: 'registered',
    make: (item) => {
      const title = withoutAccents(item.title);
      return title ? { title, people: plainPeople(item.people), identifier: null } : null;
    },
  },
  { name: `exact title, no ${person}s`, share: 0.05, pool: 'registered', make: (item) => (item.alone ? { title: item.title, people: [], identifier: null } : null) },
  {
    name: 'identifier, misspelt title',
    share: 0.05,
    pool: 'registered',
    make: (item, random) => (item.identifier ? { title: misspell(item.title, random, 1) ?? item.title, people: [], identifier: item.identifier } : null),
  },
  { name: `shared title + ${person}`, share: 0.15, pool: 'told apart', make: (item) => ({ title: item.title, people: item.people, identifier: null }) },
  { name: 'not registered', share: 0.15, pool: 'unregistered', make: (item) => ({ title: item.title, people: item.people, identifier: null }) },
];

/** `count` labelled rows over the kinds, each kind drawing from its own pool in order. */
function labelledRows(count: number, pools: Record<Kind['pool'], Drawn[]>, person: string) {
  const random = seededRandom(20_261_201);
  const rows: Labelled<{ title: string; people: string[]; identifier: string | null }>[] = [];
  const used = new Set<string>();
  const next = { registered: 0, 'told apart': 0, unregistered: 0 };
  for (const kind of kinds(person)) {
    const wanted = Math.round(count * kind.share);
    let made = 0;
    const pool = pools[kind.pool];
    while (made < wanted && next[kind.pool] < pool.length) {
      const item = pool[next[kind.pool]++];
      if (!item || used.has(item.id)) continue;
      const row = kind.make(item, random);
      if (!row) continue;
      used.add(item.id);
      rows.push({ kind: kind.name, row, meantId: kind.pool === 'unregistered' ? null : item.id });
      made += 1;
    }
    if (made < wanted) console.log(`  only ${made} of ${wanted} rows for "${kind.name}": too few items fit`);
  }
  // Kinds mixed through the batches, as a real file has them.
  for (let i = rows.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [rows[i], rows[j]] = [rows[j] as (typeof rows)[number], rows[i] as (typeof rows)[number]];
  }
  return rows;
}

/** Matches the rows BATCH at a time, CONCURRENCY calls at once; the answers and the seconds taken. */
async function timeBatches<Row>(rows: readonly Row[], match: (batch: readonly Row[]) => Promise<Answer[]>, concurrency: number) {
  const batches: Row[][] = [];
  for (let i = 0; i < rows.length; i += BATCH) batches.push(rows.slice(i, i + BATCH));
  const answers: Answer[] = [];
  const started = performance.now();
  let taken = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (taken < batches.length) {
        const batch = batches[taken++] ?? [];
        answers.push(...(await match(batch)));
      }
    }),
  );
  return { answers, seconds: (performance.now() - started) / 1000 };
}

function printFigures<Row>(label: string, rows: readonly Labelled<Row>[], answers: readonly Answer[], seconds: number): void {
  const answered = new Map<string, string[]>();
  for (const answer of answers) answered.set(answer.key, [...(answered.get(answer.key) ?? []), answer.id]);
  type Tally = { rows: number; answered: number; right: number; meant: number; found: number; ambiguous: number };
  const tallies = new Map<string, Tally>();
  const total: Tally = { rows: 0, answered: 0, right: 0, meant: 0, found: 0, ambiguous: 0 };
  rows.forEach((labelled, i) => {
    const tally = tallies.get(labelled.kind) ?? { rows: 0, answered: 0, right: 0, meant: 0, found: 0, ambiguous: 0 };
    tallies.set(labelled.kind, tally);
    const ids = answered.get(String(i)) ?? [];
    for (const t of [tally, total]) {
      t.rows += 1;
      if (ids.length > 0) t.answered += 1;
      if (ids.length > 1) t.ambiguous += 1;
      if (ids.length === 1 && ids[0] === labelled.meantId) t.right += 1;
      if (labelled.meantId !== null) t.meant += 1;
      if (labelled.meantId !== null && ids.includes(labelled.meantId)) t.found += 1;
    }
  });
  const line = (kind: string, t: Tally) => ({
    kind,
    rows: t.rows,
    answered: t.answered,
    precision: t.answered > 0 ? (t.right / t.answered).toFixed(3) : '–',
    recall: t.meant > 0 ? (t.found / t.meant).toFixed(3) : '–',
    'several tied': t.ambiguous,
  });
  console.log(`  ${label}: ${rows.length.toLocaleString('en')} rows in ${seconds.toFixed(1)} s, ${Math.round(rows.length / seconds).toLocaleString('en')} lookups/s`);
  console.table([...[...tallies].map(([kind, t]) => line(kind, t)), line('overall', total)]);
}

async function runOn(target: BenchTarget): Promise<void> {
  console.log(`\n[${target}] load at start: ${loadAverage()}`);
  const catalogue = realisticCatalogue({ works: WORKS, recordings: RECORDINGS });
  const { bench, name, existed } = await openReusableBenchDatabase(target, {
    keptName: `bench_search_${WORKS}${RECORDINGS === WORKS ? '' : `_${RECORDINGS}`}`,
    scratchName: `repertoire_bench_matching_${process.pid}`,
  });
  const { db } = bench.database;
  const concurrency = target === 'postgres' ? CONCURRENCY : 1;
  try {
    if (existed) {
      if (!(await holdsCatalogue(db, catalogue))) throw new Error(`${name} does not hold ${WORKS} works and ${RECORDINGS} recordings: not matching against it`);
      console.log(`[${target}] reusing ${name}`);
    } else {
      console.log(`[${target}] seeding ${WORKS.toLocaleString('en')} works and ${RECORDINGS.toLocaleString('en')} recordings…`);
      const started = performance.now();
      await seedRealisticCatalogue(db, catalogue);
      await db.execute(sql.raw(target === 'postgres' ? 'vacuum analyze' : 'analyze'));
      console.log(`[${target}] seeded and analysed in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    }

    let started = performance.now();
    const workRows = labelledRows(
      ROWS,
      {
        registered: await drawWorks(db, Math.ceil(ROWS * 1.5)),
        'told apart': await worksToldByWriter(db, ROWS),
        unregistered: await drawWorks(
          db,
          ROWS,
          sql`w.status <> 'registered' and not exists (select from musical_works o where o.title_match = w.title_match and o.status = 'registered')`,
        ),
      },
      'writer',
    );
    console.log(`[${target}] ${workRows.length.toLocaleString('en')} labelled work rows drawn in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    const asWork = (labelled: Labelled<{ title: string; people: string[]; identifier: string | null }>, i: number): WorkBatchRow => ({
      key: String(i),
      title: labelled.row.title,
      writers: labelled.row.people,
      iswc: labelled.row.identifier,
    });
    const matchWorks = async (batch: readonly WorkBatchRow[]) => (await matchWorkBatch(db, batch)).map((match) => ({ key: match.key, id: match.workId }));
    await matchWorks(workRows.slice(0, Math.min(BATCH, 500)).map(asWork));
    console.log(`[${target}] load before matching works: ${loadAverage()}`);
    const works = await timeBatches(workRows.map(asWork), matchWorks, concurrency);
    printFigures(`works, ${BATCH.toLocaleString('en')} rows a call, ${concurrency} at once`, workRows, works.answers, works.seconds);
    console.log(`[${target}] load after: ${loadAverage()}`);

    started = performance.now();
    const recordingRows = labelledRows(
      ROWS,
      {
        registered: await drawRecordings(db, Math.ceil(ROWS * 1.5)),
        'told apart': [],
        unregistered: await drawRecordings(
          db,
          ROWS,
          sql`r.status <> 'registered' and not exists (select from sound_recordings o where o.title_match = r.title_match and o.status = 'registered')`,
        ),
      },
      'artist',
    );
    console.log(`[${target}] ${recordingRows.length.toLocaleString('en')} labelled recording rows drawn in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    const asRecording = (labelled: Labelled<{ title: string; people: string[]; identifier: string | null }>, i: number): RecordingBatchRow => ({
      key: String(i),
      title: labelled.row.title,
      artists: labelled.row.people,
      isrc: labelled.row.identifier,
    });
    const matchRecordings = async (batch: readonly RecordingBatchRow[]) =>
      (await matchRecordingBatch(db, batch)).map((match) => ({ key: match.key, id: match.recordingId }));
    const recordings = await timeBatches(recordingRows.map(asRecording), matchRecordings, concurrency);
    printFigures(`recordings, ${BATCH.toLocaleString('en')} rows a call, ${concurrency} at once`, recordingRows, recordings.answers, recordings.seconds);
  } finally {
    await bench.dispose();
  }
  console.log(`[${target}] load at end: ${loadAverage()}`);
}

for (const target of benchTargets()) await runOn(target);
