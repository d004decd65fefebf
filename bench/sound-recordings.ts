/**
 * Sound recordings at scale (issue 4): 100,000 recordings and 1,000,000 log events in a
 * PostgreSQL database created for the run, then the member's list, the registry search and the
 * logs timed through the real app (app.inject, p50/p95), and EXPLAIN ANALYZE of the SQL the
 * app sends, showing which indexes it reads.
 *
 *   npm run bench -- sound-recordings
 *   BENCH_ADMIN_URL=postgres://… npm run bench -- sound-recordings   (another server)
 *   … -- sound-recordings --keep                                     (keep the database)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { createDatabase, type Db } from '../apps/server/src/db/database';
import * as schema from '../apps/server/src/db/schema';
import { hashToken } from '../apps/server/src/lib/secrets';
import * as recordings from '../apps/server/src/features/sound-recordings/sound-recordings.service';

const ADMIN_URL = process.env.BENCH_ADMIN_URL ?? 'postgres:///postgres?host=/var/run/postgresql';
/** Not repertoire_bench_* / repertoire_test_*: other runs clean those up. */
const DB_NAME = 'bench_sound_recordings';
const RECORDINGS = 100_000;
const EVENTS_PER_RECORDING = 10;
const MEMBERS = 1_000;
/** The member whose screens are timed: a label with 10% of the catalogue and 100,000 events. */
const HEAVY_SHARE = 10;
const REQUESTS = 50;
const WARM_UP = 5;
const keep = process.argv.includes('--keep');

function databaseUrl(name: string): string {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  if (!url.username && !url.searchParams.has('user')) url.searchParams.set('user', process.env.PGUSER ?? process.env.USER ?? 'postgres');
  return url.toString();
}

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl(new URL(ADMIN_URL).pathname.slice(1) || 'postgres') });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

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

insert into sound_recording_events (owner_id, recording_id, recording_title, recording_isrc, event, actor_id, actor_name, changes, reason, created_at)
select r.owner_id, r.id, r.title, r.isrc,
  case when k = 1 then 'created' when k = 2 and r.status <> 'draft' then 'submitted'
       when k = 3 and r.status = 'registered' then 'registered' when k = 10 and r.status = 'draft' then 'rejected' else 'updated' end,
  r.owner_id, 'Member', 
  case when k > 3 then jsonb_build_array(jsonb_build_object('field', 'version', 'old', 'Take ' || (k - 1), 'new', 'Take ' || k)) else '[]'::jsonb end,
  case when k = 10 and r.status = 'draft' then 'The ISRC belongs to another label' end,
  r.created_at + k * interval '20 seconds'
from sound_recordings r cross join generate_series(1, ${EVENTS_PER_RECORDING}) k;

insert into sessions (user_id, token_hash, expires_at)
values ('${HEAVY_MEMBER}', '${hashToken('bench-token')}', now() + interval '1 day');
`;

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? NaN;
}

async function main() {
  const started = performance.now();
  await admin(async (client) => {
    await client.query(`drop database if exists ${DB_NAME} with (force)`);
    await client.query(`create database ${DB_NAME}`);
  });
  const url = databaseUrl(DB_NAME);
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-recordings-'));
  const database = await createDatabase({ databaseUrl: url, dataDir });
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await database.migrate();
    console.log(`Seeding ${RECORDINGS.toLocaleString('en')} recordings and ${(RECORDINGS * EVENTS_PER_RECORDING).toLocaleString('en')} events…`);
    const t = performance.now();
    await client.query(seedSql);
    await client.query('vacuum analyze');
    console.log(`  seeded and analysed in ${((performance.now() - t) / 1000).toFixed(1)} s`);
    const counts = await client.query<{ recordings: string; registered: string; events: string; own: string; own_events: string }>(`
      select (select count(*) from sound_recordings) recordings,
             (select count(*) from sound_recordings where status = 'registered') registered,
             (select count(*) from sound_recording_events) events,
             (select count(*) from sound_recordings where owner_id = '${HEAVY_MEMBER}') own,
             (select count(*) from sound_recording_events where owner_id = '${HEAVY_MEMBER}') own_events`);
    const c = counts.rows[0];
    console.log(`  ${c?.recordings} recordings (${c?.registered} registered), ${c?.events} events; the timed member owns ${c?.own} recordings with ${c?.own_events} events`);

    const config = loadConfig({
      NODE_ENV: 'test',
      DATABASE_URL: url,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      ENCRYPTION_KEY: '0'.repeat(64),
    });
    const app = await buildApp({ config, database, logger: false });
    const someRecording = (await client.query<{ id: string }>(`select id from sound_recordings where owner_id = '${HEAVY_MEMBER}' order by created_at desc limit 1 offset 100`)).rows[0]?.id;
    const registeredIsrc = (await client.query<{ isrc: string }>(`select isrc from sound_recordings where status = 'registered' order by id limit 1 offset 4321`)).rows[0]?.isrc ?? '';

    const cases: [string, string][] = [
      ['list: own recordings, newest change first', '/api/v1/sound-recordings'],
      ['list: page 50 by title', '/api/v1/sound-recordings?sort=title&order=asc&page=50'],
      ['list: search "midnight" + status registered', '/api/v1/sound-recordings?q=midnight&status=registered'],
      ['registry: misspelt title "Midnigt Thunder"', '/api/v1/sound-recordings/search?q=Midnigt%20Thunder'],
      ['registry: ISRC', `/api/v1/sound-recordings/search?isrc=${registeredIsrc}`],
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
    console.log(`\nTimings through app.inject, ${REQUESTS} requests each after ${WARM_UP} warm-ups (ms):`);
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
            const body = response.json() as { data: { data: unknown[]; meta: { total: number } } };
            summary = `${body.data.data.length}/${body.data.meta.total}`;
          }
        }
      }
      times.sort((a, b) => a - b);
      console.log(`  ${name.padEnd(48)} ${percentile(times, 50).toFixed(1).padStart(7)} ${percentile(times, 95).toFixed(1).padStart(7)}  ${summary}`);
    }
    await app.close();

    // The SQL the services send, captured through Drizzle's logger and explained on the same data.
    const captured: { sql: string; params: unknown[] }[] = [];
    const pool = new pg.Pool({ connectionString: url, max: 2 });
    pool.on('error', () => {});
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
        const kind = /select count\(\*\)/i.test(query.sql) ? 'count' : 'rows ';
        console.log(
          `  ${name.padEnd(18)} ${kind} ${time.padStart(10)}  ${indexes.length > 0 ? `index: ${indexes.join(', ')}` : ''}${seqScans.length > 0 ? `  seq scan: ${seqScans.join(', ')}` : ''}`,
        );
        if (process.argv.includes('--plans')) console.log(lines.map((line) => `      ${line}`).join('\n'));
      }
      await client.query('commit');
    }
    await pool.end();
  } finally {
    await client.end();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
    if (!keep) await admin((admin) => admin.query(`drop database if exists ${DB_NAME} with (force)`));
  }
  console.log(`\nTotal ${((performance.now() - started) / 1000).toFixed(1)} s${keep ? `; database ${DB_NAME} kept` : ''}`);
}

function monthAgo(months: number): string {
  const date = new Date();
  date.setUTCMonth(date.getUTCMonth() - months);
  return date.toISOString().slice(0, 10);
}

await main();
