/**
 * Batch matching on a realistic catalogue (apps/server/src/matching/batch-match.ts): seeds works and recordings
 * (support/realistic-catalogue.ts), or reuses the database the search bench kept, draws a labelled batch from it (rows
 * as a society receives them: exact, misspelt, without accents, a shared title with its writer, an ISWC, a work the
 * registry does not hold, each with the item meant), matches it BATCH rows a call and prints lookups per second, the
 * CPU a row costs the database and this process (on a shared machine the figure that holds whatever else runs), then
 * per kind of row precision (answered rows whose answer is the item meant, alone), recall (rows whose item meant is
 * in the answer) and a row it got wrong, and what a row of each kind costs matched alone; the same for recordings;
 * the machine's load average before and after.
 *
 *   npm run bench -- matching
 *   BENCH_MATCH_WORKS=1000000 BENCH_MATCH_RECORDINGS=1000000 BENCH_DATABASE=postgres BENCH_REUSE=1 npm run bench -- matching
 *   BENCH_MATCH_ROWS=…         labelled rows of works, and again of recordings (default a tenth of the works: 100,000 at a million)
 *   BENCH_MATCH_BATCH=5000     rows a call
 *   BENCH_MATCH_CONCURRENCY=1  calls at once (PostgreSQL only: PGlite is one connection)
 *   BENCH_KEEP=1 …             keep the PostgreSQL database (bench_search_<works>[_<recordings>], the search bench's)
 *   BENCH_REUSE=1 …            match against a kept database without seeding it; one that holds another catalogue stops the bench
 *
 * PostgreSQL: BENCH_ADMIN_URL, TEST_DATABASE_URL or the local socket (postgres:///postgres?host=/var/run/postgresql).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { modifyingWriterRoles, writerRoles } from '@repertoire/contract';
import { sql } from 'drizzle-orm';
import { executeRows, type Db } from '../apps/server/src/db/database';
import { matchRecordingBatch, matchWorkBatch, type RecordingBatchRow, type WorkBatchRow } from '../apps/server/src/matching';
import { seededRandom } from '../apps/server/test/support/seeded-random';
import { benchTargets, envNumber, type BenchTarget } from './support/bench-database';
import { realisticCatalogue } from './support/realistic-catalogue';
import { openRealisticCatalogue } from './support/realistic-catalogue-seed';
import { misspell, withoutAccents } from './support/query-distortions';

const WORKS = envNumber('BENCH_MATCH_WORKS', 100_000);
const RECORDINGS = envNumber('BENCH_MATCH_RECORDINGS', WORKS);
const ROWS = envNumber('BENCH_MATCH_ROWS', Math.round(WORKS / 10));
const BATCH = Math.max(1, envNumber('BENCH_MATCH_BATCH', 5_000));
const CONCURRENCY = Math.max(1, envNumber('BENCH_MATCH_CONCURRENCY', 1));

const loadAverage = () => execFileSync('uptime', { encoding: 'utf8' }).trim();

type BatchRow = { title: string; people: string[]; identifier: string | null };
/** A row of the batch with the item it means (null: the registry holds nothing it means) and that item's title. */
type Labelled = { kind: string; row: BatchRow; meantId: string | null; meant: string };
type Answer = { key: string; id: string; score: number; reasons: string[] };

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

/**
 * Items whose title three or more registered items bear, each with the one person (a writer, a main artist) no other
 * of them has, by name.
 */
function toldApart(db: Db, table: 'musical_works' | 'sound_recordings', limit: number): Promise<Drawn[]> {
  const credits =
    table === 'musical_works'
      ? sql`select w.id, w.title, w.title_match, h.name from musical_works w join shared using (title_match)
            join musical_work_shares s on s.work_id = w.id and s.role in (${writerLike})
            join rights_holders h on h.id = s.rights_holder_id where w.status = 'registered'`
      : sql`select r.id, r.title, r.title_match, artist as name from sound_recordings r join shared using (title_match), unnest(r.main_artists) as artist
            where r.status = 'registered'`;
  return executeRows<Drawn>(
    db,
    sql`with shared as (select title_match from ${sql.raw(table)} where status = 'registered' group by 1 having count(*) >= 3),
        credits as (select *, lower(unaccented(name)) as told from (${credits}) as credited),
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

type Kind = { name: string; share: number; pool: 'registered' | 'told apart' | 'unregistered'; make: (item: Drawn, random: () => number) => BatchRow | null };

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
  const rows: Labelled[] = [];
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
      rows.push({ kind: kind.name, row, meantId: kind.pool === 'unregistered' ? null : item.id, meant: item.title });
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

/**
 * Seconds of CPU used so far by this process (PGlite runs in it) and by the bench's own PostgreSQL connections (those
 * opened since it started, read from Linux's /proc): on a shared machine, what a row costs whatever else runs.
 */
async function cpuSeconds(db: Db, target: BenchTarget): Promise<{ node: number; database: number }> {
  const { user, system } = process.cpuUsage();
  let database = 0;
  if (target === 'postgres') {
    const since = new Date(Date.now() - process.uptime() * 1000).toISOString();
    const backends = await executeRows<{ pid: number }>(
      db,
      sql`select pid from pg_stat_activity where datname = current_database() and usename = current_user and backend_start >= ${since}`,
    );
    for (const { pid } of backends) {
      try {
        // utime and stime, in clock ticks (a hundredth of a second), after the command name in parentheses.
        const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
        database += (Number(fields[11]) + Number(fields[12])) / 100;
      } catch {
        // A connection closed since, or a server on another machine: its time goes uncounted.
      }
    }
  }
  return { node: (user + system) / 1e6, database };
}

/** Matches the rows BATCH at a time, CONCURRENCY calls at once; the answers, the seconds taken and the CPU used. */
async function timeBatches<Row>(db: Db, target: BenchTarget, rows: readonly Row[], match: (batch: readonly Row[]) => Promise<Answer[]>, concurrency: number) {
  const batches: Row[][] = [];
  for (let i = 0; i < rows.length; i += BATCH) batches.push(rows.slice(i, i + BATCH));
  const answers: Answer[] = [];
  const cpuBefore = await cpuSeconds(db, target);
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
  const seconds = (performance.now() - started) / 1000;
  const cpuAfter = await cpuSeconds(db, target);
  return { answers, seconds, cpu: { node: cpuAfter.node - cpuBefore.node, database: cpuAfter.database - cpuBefore.database } };
}

/** A row as typed, and what it was answered, for the report. */
function example(labelled: Labelled, answers: readonly Answer[]): string {
  const typed = `"${labelled.row.title}"${labelled.row.people.length > 0 ? ` by ${labelled.row.people.join(', ')}` : ''}${labelled.row.identifier ? ` (${labelled.row.identifier})` : ''}`;
  const meant = labelled.meantId === null ? 'nothing' : `"${labelled.meant}"`;
  const answered = answers.length === 0 ? 'nothing' : answers.map((answer) => `${answer.id === labelled.meantId ? 'it' : 'another'} (${answer.score}: ${answer.reasons.join(', ')})`).join('; ');
  return `${typed} meant ${meant}, answered ${answered}`;
}

/**
 * Per kind of row: precision (answered rows whose answer is the item meant, alone), recall (rows whose item meant is in
 * the answer) and how many were answered with several items as likely; then an example of a row each kind got wrong.
 */
function printFigures(label: string, rows: readonly Labelled[], { answers, seconds, cpu }: Awaited<ReturnType<typeof timeBatches>>): void {
  const answered = new Map<string, Answer[]>();
  for (const answer of answers) answered.set(answer.key, [...(answered.get(answer.key) ?? []), answer]);
  type Tally = { rows: number; answered: number; right: number; meant: number; found: number; ambiguous: number; wrong?: string };
  const tallies = new Map<string, Tally>();
  const total: Tally = { rows: 0, answered: 0, right: 0, meant: 0, found: 0, ambiguous: 0 };
  rows.forEach((labelled, i) => {
    const tally = tallies.get(labelled.kind) ?? { rows: 0, answered: 0, right: 0, meant: 0, found: 0, ambiguous: 0 };
    tallies.set(labelled.kind, tally);
    const answer = answered.get(String(i)) ?? [];
    const ids = answer.map((match) => match.id);
    const isRight = ids.length === 1 && ids[0] === labelled.meantId;
    const isFound = labelled.meantId !== null && ids.includes(labelled.meantId);
    for (const t of [tally, total]) {
      t.rows += 1;
      if (ids.length > 0) t.answered += 1;
      if (ids.length > 1) t.ambiguous += 1;
      if (isRight) t.right += 1;
      if (labelled.meantId !== null) t.meant += 1;
      if (isFound) t.found += 1;
    }
    if ((labelled.meantId === null ? ids.length > 0 : !isRight) && !tally.wrong) tally.wrong = example(labelled, answer);
  });
  const line = (kind: string, t: Tally) => ({
    kind,
    rows: t.rows,
    answered: t.answered,
    precision: t.answered > 0 ? (t.right / t.answered).toFixed(3) : '–',
    recall: t.meant > 0 ? (t.found / t.meant).toFixed(3) : '–',
    'several tied': t.ambiguous,
  });
  const perRow = (cpuSeconds: number) => `${Math.round((cpuSeconds * 1e6) / rows.length)} µs`;
  console.log(`  ${label}: ${rows.length.toLocaleString('en')} rows in ${seconds.toFixed(1)} s, ${Math.round(rows.length / seconds).toLocaleString('en')} lookups/s`);
  console.log(
    `  CPU a row: ${cpu.database > 0 ? `database ${perRow(cpu.database)}, ` : ''}this process ${perRow(cpu.node)}; ` +
      `${Math.round(rows.length / (cpu.database + cpu.node)).toLocaleString('en')} lookups per CPU second`,
  );
  console.table([...[...tallies].map(([kind, t]) => line(kind, t)), line('overall', total)]);
  console.log('  a row of each kind answered otherwise than meant:');
  for (const [kind, t] of tallies) if (t.wrong) console.log(`    ${kind}: ${t.wrong}`);
}

/**
 * Matches the labelled rows (as `match` takes them, `rows`) BATCH at a time and prints the figures; then each kind of
 * row alone, for what a row of that kind costs.
 */
async function matchLabelled<Row>(db: Db, target: BenchTarget, label: string, rows: readonly Row[], labelled: readonly Labelled[], match: (batch: readonly Row[]) => Promise<Answer[]>) {
  const concurrency = target === 'postgres' ? CONCURRENCY : 1;
  await match(rows.slice(0, Math.min(BATCH, 500)));
  console.log(`[${target}] load before matching ${label}: ${loadAverage()}`);
  const timed = await timeBatches(db, target, rows, match, concurrency);
  printFigures(`${label}, ${BATCH.toLocaleString('en')} rows a call, ${concurrency} at once`, labelled, timed);
  const kinds = new Map<string, Row[]>();
  labelled.forEach((row, i) => kinds.set(row.kind, [...(kinds.get(row.kind) ?? []), rows[i] as Row]));
  const alone = [];
  for (const [kind, ofKind] of kinds) {
    const { seconds, cpu } = await timeBatches(db, target, ofKind, match, concurrency);
    const perRow = (cpuSeconds: number) => Math.round((cpuSeconds * 1e6) / ofKind.length);
    alone.push({ kind, rows: ofKind.length, 'lookups/s': Math.round(ofKind.length / seconds), 'database µs a row': target === 'postgres' ? perRow(cpu.database) : '–', 'this process µs a row': perRow(cpu.node) });
  }
  console.log(`  ${label}, each kind of row alone:`);
  console.table(alone);
  console.log(`[${target}] load after: ${loadAverage()}`);
}

async function runOn(target: BenchTarget): Promise<void> {
  console.log(`\n[${target}] load at start: ${loadAverage()}`);
  const catalogue = realisticCatalogue({ works: WORKS, recordings: RECORDINGS });
  const { bench } = await openRealisticCatalogue(target, catalogue, `repertoire_bench_matching_${process.pid}`);
  const { db } = bench.database;
  try {
    let started = performance.now();
    const workRows = labelledRows(
      ROWS,
      {
        registered: await drawWorks(db, Math.ceil(ROWS * 1.5)),
        'told apart': await toldApart(db, 'musical_works', ROWS),
        unregistered: await drawWorks(
          db,
          ROWS,
          sql`w.status <> 'registered' and not exists (select from musical_works o where o.title_match = w.title_match and o.status = 'registered')`,
        ),
      },
      'writer',
    );
    console.log(`[${target}] ${workRows.length.toLocaleString('en')} labelled work rows drawn in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    const asWork = (labelled: Labelled, i: number): WorkBatchRow => ({ key: String(i), title: labelled.row.title, writers: labelled.row.people, iswc: labelled.row.identifier });
    await matchLabelled(db, target, 'works', workRows.map(asWork), workRows, async (batch) =>
      (await matchWorkBatch(db, batch)).map(({ workId, ...match }) => ({ ...match, id: workId })),
    );

    started = performance.now();
    const recordingRows = labelledRows(
      ROWS,
      {
        registered: await drawRecordings(db, Math.ceil(ROWS * 1.5)),
        'told apart': await toldApart(db, 'sound_recordings', ROWS),
        unregistered: await drawRecordings(
          db,
          ROWS,
          sql`r.status <> 'registered' and not exists (select from sound_recordings o where o.title_match = r.title_match and o.status = 'registered')`,
        ),
      },
      'artist',
    );
    console.log(`[${target}] ${recordingRows.length.toLocaleString('en')} labelled recording rows drawn in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    const asRecording = (labelled: Labelled, i: number): RecordingBatchRow => ({ key: String(i), title: labelled.row.title, artists: labelled.row.people, isrc: labelled.row.identifier });
    await matchLabelled(db, target, 'recordings', recordingRows.map(asRecording), recordingRows, async (batch) =>
      (await matchRecordingBatch(db, batch)).map(({ recordingId, ...match }) => ({ ...match, id: recordingId })),
    );
  } finally {
    await bench.dispose();
  }
  console.log(`[${target}] load at end: ${loadAverage()}`);
}

for (const target of benchTargets()) await runOn(target);
