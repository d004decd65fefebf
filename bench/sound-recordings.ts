/**
 * Sound recordings at scale (docs/architecture.md#scale-and-resilience): recordings and their log events in a database of
 * their own (PostgreSQL, and an in-memory PGlite), seeded with set-based inserts; then the
 * member's list, the registry search and the logs timed through the real app (app.inject,
 * p50/p95), the CSV export of the timed member's whole log (time, rows, the process's peak memory),
 * and on PostgreSQL EXPLAIN ANALYZE of the SQL the app sends, showing which indexes it reads.
 * The timed member is a label with a tenth of the catalogue.
 *
 *   npm run bench -- sound-recordings
 *   BENCH_RECORDINGS=1000000 BENCH_EVENTS_PER_RECORDING=10 BENCH_DATABASE=postgres npm run bench -- sound-recordings
 *   BENCH_KEEP=1 …    keep the PostgreSQL database (bench_sound_recordings_<recordings>)
 *   BENCH_REUSE=1 …   time a kept database again without seeding it anew
 *   … -- sound-recordings --plans   print the whole plans
 *
 * PostgreSQL: BENCH_ADMIN_URL, TEST_DATABASE_URL or the local socket (postgres:///postgres?host=/var/run/postgresql).
 */
import { performance } from 'node:perf_hooks';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { executeRows, type Db } from '../apps/server/src/db/database';
import * as schema from '../apps/server/src/db/schema';
import { hashToken } from '../apps/server/src/lib/secrets';
import * as recordings from '../apps/server/src/features/sound-recordings/sound-recordings.service';
import { benchTargets, bulkLoad, envNumber, benchKeep, openReusableBenchDatabase, percentile, type BenchTarget } from './support/bench-database';

const RECORDINGS = envNumber('BENCH_RECORDINGS', 100_000);
const EVENTS_PER_RECORDING = Math.max(3, envNumber('BENCH_EVENTS_PER_RECORDING', 10));
const MEMBERS = 1_000;
/** The member whose screens are timed: a label with 10% of the catalogue and its events. */
const HEAVY_SHARE = 10;
const REQUESTS = envNumber('BENCH_REQUESTS', 50);
const WARM_UP = 5;

const uuidOf = (prefix: string, n: string) => `('${prefix}' || lpad(to_hex(${n}), 12, '0'))::uuid`;
const memberId = (n: string) => uuidOf('00000000-0000-4000-8000-', n);
const recordingId = (n: string) => uuidOf('00000000-0000-4000-9000-', n);
const HEAVY_MEMBER = '00000000-0000-4000-8000-000000000001';

/** Titles of two words from small vocabularies plus a number, so a fuzzy title search has many near matches; hashint4 mixes them. */
const words1 = ['Yesterday', 'Midnight', 'Golden', 'River', 'Summer', 'Electric', 'Broken', 'Silver', 'Dancing', 'Lonely', 'Wild', 'Blue', 'Burning', 'Ocean', 'Heart', 'Dream', 'Shadow', 'Morning', 'Highway', 'Paradise'];
const words2 = ['Love', 'Night', 'Rain', 'Lights', 'Road', 'Sky', 'Song', 'Fire', 'Heaven', 'City', 'Dust', 'Tears', 'Moon', 'Sun', 'Wind', 'Stone', 'Glass', 'Water', 'Roses', 'Thunder', 'Echoes', 'Horizon', 'Garden'];
const sqlArray = (words: string[]) => `array[${words.map((w) => `'${w}'`).join(',')}]`;

const seedSql = `
insert into users (id, email, password_hash, register_as, email_verified_at, given_name, other_names)
select ${memberId('i')}, 'member' || i || '@bench.test', 'not-a-hash', 'individual', now(), 'Member', i::text
from generate_series(1, ${MEMBERS}) i;

insert into rights_holders (id, name, kind, user_id, created_by_id)
select ${uuidOf('00000000-0000-4000-a000-', 'i')}, 'Member ' || i, 'person', ${memberId('i')}, ${memberId('i')}
from generate_series(1, ${MEMBERS}) i;

insert into sound_recordings (id, owner_id, title, version, isrc, main_artists, featured_artists, artist_names,
  duration, p_year, p_owner, release_title, release_date, record_label, genre, status, submitted_at, registered_at, created_at, updated_at)
select
  ${recordingId('i')},
  case when i % ${HEAVY_SHARE} = 0 then '${HEAVY_MEMBER}'::uuid else ${memberId(`(2 + i % ${MEMBERS - 1})`)} end,
  (${sqlArray(words1)})[1 + abs(hashint4(i)) % ${words1.length}] || ' ' || (${sqlArray(words2)})[1 + abs(hashint4(i + 7)) % ${words2.length}] || ' ' || (i % 997),
  case when i % 7 = 0 then 'Radio edit' end,
  'GBBEN' || lpad(((i / 100000) + 20)::text, 2, '0') || lpad((i % 100000)::text, 5, '0'),
  array['Artist ' || (i % 5000)],
  case when i % 4 = 0 then array['Guest ' || (i % 777)] else '{}'::text[] end,
  'Artist ' || (i % 5000) || case when i % 4 = 0 then ' · Guest ' || (i % 777) else '' end,
  120 + i % 240,
  2000 + i % 25,
  'Label ' || (i % 300),
  'Release ' || (i / 12),
  date '2000-01-01' + (i % 9000),
  'Label ' || (i % 300) || ' Records',
  'Pop',
  case when abs(hashint4(i + 13)) % 10 < 7 then 'registered' when abs(hashint4(i + 13)) % 10 = 7 then 'submitted' else 'draft' end,
  case when abs(hashint4(i + 13)) % 10 < 8 then now() - (${RECORDINGS} - i) * interval '5 minutes' + interval '2 minutes' end,
  case when abs(hashint4(i + 13)) % 10 < 7 then now() - (${RECORDINGS} - i) * interval '5 minutes' + interval '3 minutes' end,
  now() - (${RECORDINGS} - i) * interval '5 minutes',
  now() - (${RECORDINGS} - i) * interval '5 minutes' + interval '4 minutes'
from generate_series(1, ${RECORDINGS}) i;

insert into registration_events (kind, owner_id, item_id, item_title, item_identifier, event, actor_id, actor_name, changes, reason, at)
select 'sound_recording', r.owner_id, r.id, r.title, r.isrc,
  case when k = 1 then 'created' when k = 2 and r.status <> 'draft' then 'submitted'
       when k = 3 and r.status = 'registered' then 'registered' when k = ${EVENTS_PER_RECORDING} and r.status = 'draft' then 'rejected' else 'updated' end,
  r.owner_id, 'Member', 
  case when k > 3 then jsonb_build_array(jsonb_build_object('field', 'version', 'old', 'Take ' || (k - 1), 'new', 'Take ' || k)) else '[]'::jsonb end,
  case when k = ${EVENTS_PER_RECORDING} and r.status = 'draft' then 'The ISRC belongs to another label' end,
  r.created_at + k * interval '20 seconds'
from sound_recordings r cross join generate_series(1, ${EVENTS_PER_RECORDING}) k;

insert into sessions (user_id, token_hash, expires_at)
values ('${HEAVY_MEMBER}', '${hashToken('bench-token')}', now() + interval '1 day');
`;


type Case = [name: string, path: string];

/** Each case through app.inject: p50 and p95 of REQUESTS after WARM_UP, and what the first answer held. */
async function timeCases(app: Awaited<ReturnType<typeof buildApp>>, cases: Case[]): Promise<void> {
  console.log(`  ${'case'.padEnd(48)} ${'p50'.padStart(7)} ${'p95'.padStart(7)}  rows/total`);
  for (const [name, path] of cases) {
    const times: number[] = [];
    let summary = '';
    for (let i = 0; i < WARM_UP + REQUESTS; i += 1) {
      const t0 = performance.now();
      const response = await app.inject({ method: 'GET', url: path, headers: { authorization: 'Bearer bench-token' } });
      const elapsed = performance.now() - t0;
      if (response.statusCode !== 200) throw new Error(`${path} answered ${response.statusCode}: ${response.body.slice(0, 300)}`);
      if (i >= WARM_UP) times.push(elapsed);
      if (i === 0) {
        if (path.includes('/export')) summary = `${response.body.split('\r\n').length - 2} CSV rows`;
        else {
          const body = response.json() as { data: { data: unknown[]; meta: { total: number; totalIsCapped?: boolean } } };
          summary = `${body.data.data.length}/${body.data.meta.totalIsCapped ? 'more than ' : ''}${body.data.meta.total}`;
        }
      }
    }
    times.sort((a, b) => a - b);
    console.log(`  ${name.padEnd(48)} ${percentile(times, 50).toFixed(1).padStart(7)} ${percentile(times, 95).toFixed(1).padStart(7)}  ${summary}`);
  }
}

/** What the heap holds after a full collection: not the garbage a stream leaves behind it. */
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;
function retainedHeap(): number {
  collectGarbage();
  return process.memoryUsage().heapUsed;
}

/**
 * The whole log of the timed member as CSV over HTTP, read as it arrives: its rows, its time and
 * how far the server process's retained heap grew while it streamed.
 */
async function timeFullExport(app: Awaited<ReturnType<typeof buildApp>>, expectedRows: number): Promise<void> {
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const heapBefore = retainedHeap();
  let peakHeap = heapBefore;
  const t0 = performance.now();
  const response = await fetch(`${address}/api/v1/sound-recordings/logs/export`, { headers: { authorization: 'Bearer bench-token' } });
  if (!response.ok || !response.body) throw new Error(`export answered ${response.status}`);
  let lines = 0;
  let bytes = 0;
  let chunks = 0;
  let pending = '';
  const decoder = new TextDecoder();
  for await (const chunk of response.body) {
    bytes += chunk.byteLength;
    chunks += 1;
    const parts = (pending + decoder.decode(chunk, { stream: true })).split('\r\n');
    pending = parts.pop() ?? '';
    lines += parts.length;
    if (chunks % 200 === 0) peakHeap = Math.max(peakHeap, retainedHeap());
  }
  const seconds = (performance.now() - t0) / 1000;
  const rows = lines - 1;
  console.log(
    `  CSV export of the whole log: ${rows.toLocaleString('en')} rows (${expectedRows.toLocaleString('en')} expected), ${(bytes / 1e6).toFixed(1)} MB in ${seconds.toFixed(1)} s` +
      ` (${Math.round(rows / seconds).toLocaleString('en')} rows/s); retained heap grew by at most ${((peakHeap - heapBefore) / 1e6).toFixed(1)} MB`,
  );
  if (rows !== expectedRows || pending !== '') throw new Error(`the export held ${rows} rows, not ${expectedRows}`);
}

async function isSeeded(db: Db): Promise<boolean> {
  const [row] = await executeRows<{ recordings: number }>(db, sql`select count(*)::int as recordings from sound_recordings`);
  return row?.recordings === RECORDINGS;
}

async function runOn(target: BenchTarget): Promise<void> {
  const started = performance.now();
  const { bench, name, existed } = await openReusableBenchDatabase(target, { keptName: `bench_sound_recordings_${RECORDINGS}`, scratchName: `repertoire_bench_recordings_${process.pid}` });
  const { db } = bench.database;
  try {
    if (existed && (await isSeeded(db))) {
      console.log(`\n[${target}] reusing ${name}`);
    } else {
      console.log(`\n[${target}] seeding ${RECORDINGS.toLocaleString('en')} recordings and ${(RECORDINGS * EVENTS_PER_RECORDING).toLocaleString('en')} events…`);
      const t = performance.now();
      // One statement at a time: PGlite's extended protocol takes no more.
      const statements = seedSql.split(/;\s*\n/).filter((part) => part.trim());
      await bulkLoad(db, ['sound_recordings', 'registration_events'], async (tx) => {
        for (const statement of statements) await tx.execute(sql.raw(statement));
      });
      await db.execute(sql.raw(target === 'postgres' ? 'vacuum analyze' : 'analyze'));
      console.log(`  seeded and analysed in ${((performance.now() - t) / 1000).toFixed(1)} s`);
    }
    const [c] = await executeRows<{ recordings: number; registered: number; events: number; own: number; own_events: number }>(db, sql.raw(`
      select (select count(*)::int from sound_recordings) recordings,
             (select count(*)::int from sound_recordings where status = 'registered') registered,
             (select count(*)::int from registration_events) events,
             (select count(*)::int from sound_recordings where owner_id = '${HEAVY_MEMBER}') own,
             (select count(*)::int from registration_events where owner_id = '${HEAVY_MEMBER}' and kind = 'sound_recording') own_events`));
    console.log(`  ${c?.recordings} recordings (${c?.registered} registered), ${c?.events} events; the timed member owns ${c?.own} recordings with ${c?.own_events} events`);

    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: bench.dataDir,
      LOG_LEVEL: 'silent',
      ENCRYPTION_KEY: '0'.repeat(64),
      ...(bench.url ? { DATABASE_URL: bench.url } : {}),
    });
    const app = await buildApp({ config, database: bench.database, logger: false });
    const [some] = await executeRows<{ id: string }>(db, sql.raw(`select id from sound_recordings where owner_id = '${HEAVY_MEMBER}' order by created_at desc limit 1 offset 100`));
    const [registered] = await executeRows<{ isrc: string }>(db, sql.raw(`select isrc from sound_recordings where status = 'registered' order by id limit 1 offset 4321`));
    const someRecording = some?.id ?? '';
    const registeredIsrc = registered?.isrc ?? '';

    const cases: Case[] = [
      ['list: own recordings, newest change first', '/api/v1/sound-recordings'],
      ['list: page 50 by title', '/api/v1/sound-recordings?sort=title&order=asc&page=50'],
      ['list: search "midnight" + status registered', '/api/v1/sound-recordings?q=midnight&status=registered'],
      ['list: status submitted', '/api/v1/sound-recordings?status=submitted'],
      ['registry: misspelt title "Midnigt Thunder"', '/api/v1/sound-recordings/search?q=Midnigt%20Thunder'],
      ['registry: ISRC', `/api/v1/sound-recordings/search?isrc=${registeredIsrc}`],
      ['registry: ISRC start (country, registrant, year)', `/api/v1/sound-recordings/search?isrc=${registeredIsrc.slice(0, 7)}`],
      ['registry: ISRC start (country, registrant)', `/api/v1/sound-recordings/search?isrc=${registeredIsrc.slice(0, 5)}`],
      ['registry: artist "Artist 4242"', '/api/v1/sound-recordings/search?artist=Artist%204242'],
      ['registry: label "Label 42 Records"', '/api/v1/sound-recordings/search?label=Label%2042%20Records'],
      ['registry: no filter (newest registered)', '/api/v1/sound-recordings/search'],
      ['logs: newest first', '/api/v1/sound-recordings/logs'],
      ['logs: page 100', '/api/v1/sound-recordings/logs?page=100'],
      ['logs: event rejected', '/api/v1/sound-recordings/logs?event=rejected'],
      ['logs: one month', `/api/v1/sound-recordings/logs?from=${monthAgo(3)}&to=${monthAgo(2)}`],
      ['logs: one recording', `/api/v1/sound-recordings/logs?recording_id=${someRecording}`],
      ['logs: CSV of one month', `/api/v1/sound-recordings/logs/export?from=${monthAgo(3)}&to=${monthAgo(2)}`],
    ];
    console.log(`\n[${target}] timings through app.inject, ${REQUESTS} requests each after ${WARM_UP} warm-ups (ms):`);
    await timeCases(app, cases);
    await timeFullExport(app, c?.own_events ?? 0);
    await app.close();
    if (bench.url) await explainServiceQueries(bench.url, someRecording, registeredIsrc);
  } finally {
    await bench.dispose();
  }
  console.log(`\n[${target}] total ${((performance.now() - started) / 1000).toFixed(1)} s${benchKeep() && target === 'postgres' ? `; database ${name} kept` : ''}`);
}

/** The SQL the services send, captured through Drizzle's logger and explained on the same data. */
async function explainServiceQueries(url: string, someRecording: string, registeredIsrc: string): Promise<void> {
  const captured: { sql: string; params: unknown[] }[] = [];
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  pool.on('error', () => {});
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const db = drizzle({
      client: pool,
      schema,
      logger: { logQuery: (sql, params) => captured.push({ sql, params }) },
    }) as unknown as Db;
    const actor = { id: HEAVY_MEMBER, role: 'member' as const, name: 'Member 1' };
    const explained: [string, () => Promise<unknown>][] = [
      ['list', () => recordings.listSoundRecordings(db, actor, { sort: 'updated_at', order: 'desc', page: 1, pageSize: 20 })],
      ['list search', () => recordings.listSoundRecordings(db, actor, { q: 'midnight', status: 'registered', sort: 'updated_at', order: 'desc', page: 1, pageSize: 20 })],
      ['registry title', () => recordings.searchSoundRecordingRegistry(db, { q: 'Midnigt Thunder', page: 1, pageSize: 20 })],
      ['registry ISRC', () => recordings.searchSoundRecordingRegistry(db, { isrc: registeredIsrc, page: 1, pageSize: 20 })],
      ['registry ISRC start', () => recordings.searchSoundRecordingRegistry(db, { isrc: registeredIsrc.slice(0, 5), page: 1, pageSize: 20 })],
      ['registry artist', () => recordings.searchSoundRecordingRegistry(db, { artist: 'Artist 4242', page: 1, pageSize: 20 })],
      ['registry label', () => recordings.searchSoundRecordingRegistry(db, { label: 'Label 42 Records', page: 1, pageSize: 20 })],
      ['logs', () => recordings.listSoundRecordingLogs(db, actor, { page: 1, pageSize: 20 })],
      ['logs by event', () => recordings.listSoundRecordingLogs(db, actor, { event: 'rejected', page: 1, pageSize: 20 })],
      ['logs by recording', () => recordings.listSoundRecordingLogs(db, actor, { recording_id: someRecording, page: 1, pageSize: 20 })],
    ];
    console.log('\nEXPLAIN ANALYZE of each query the services send (indexes read, execution time):');
    for (const [name, run] of explained) {
      captured.length = 0;
      await run();
      // The same statements in one transaction, so a SET LOCAL before a search holds for its plan.
      await client.query('begin');
      for (const query of captured) {
        if (/^(set|begin|commit)/i.test(query.sql)) {
          if (/^set/i.test(query.sql)) await client.query(query.sql);
          continue;
        }
        const plan = await client.query<{ 'QUERY PLAN': string }>(`explain (analyze, costs off) ${query.sql}`, query.params);
        const lines = plan.rows.map((row) => row['QUERY PLAN']);
        const indexes = [...new Set(lines.flatMap((line) => [...line.matchAll(/(?:Index Scan|Index Only Scan|Bitmap Index Scan)(?: Backward)? (?:using|on) (\w+)/g)].map((m) => m[1])))];
        const seqScans = [...new Set(lines.flatMap((line) => [...line.matchAll(/Seq Scan on (\w+)/g)].map((m) => m[1])))];
        const time = lines.find((line) => line.startsWith('Execution Time'))?.replace('Execution Time: ', '') ?? '';
        const kind = /count\(\*\)/i.test(query.sql) ? 'count' : 'rows ';
        console.log(
          `  ${name.padEnd(18)} ${kind} ${time.padStart(10)}  ${indexes.length > 0 ? `index: ${indexes.join(', ')}` : ''}${seqScans.length > 0 ? `  seq scan: ${seqScans.join(', ')}` : ''}`,
        );
        if (process.argv.includes('--plans')) console.log(lines.map((line) => `      ${line}`).join('\n'));
      }
      await client.query('commit');
    }
  } finally {
    await pool.end();
    await client.end();
  }
}

function monthAgo(months: number): string {
  const date = new Date();
  date.setUTCMonth(date.getUTCMonth() - months);
  return date.toISOString().slice(0, 10);
}

for (const target of benchTargets()) await runOn(target);
