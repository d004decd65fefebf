/**
 * Issue 3's quality bar: how the registry search and the member's own list behave on a
 * catalogue of 100,000 registered works. Seeds the catalogue (works, writers, publishers,
 * shares) into a fresh PostgreSQL database on the local server and into an in-memory PGlite,
 * then times the API through app.inject and shows the plans.
 *
 *   npm run bench -- musical-works-search
 *   BENCH_WORKS=100000 BENCH_REQUESTS=50 BENCH_DATABASE=postgres|pglite|both npm run bench -- musical-works-search
 *
 * PostgreSQL: TEST_DATABASE_URL or the local socket (postgres:///postgres?host=/var/run/postgresql);
 * the bench creates repertoire_bench_<pid> and drops it afterwards.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql, type SQLWrapper } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { createDatabase, executeRows, type Database, type Db } from '../apps/server/src/db/database';
import { ownWorksQuery, registeredWorksQuery } from '../apps/server/src/features/musical-works/musical-works.repository';
import { startSession } from '../apps/server/src/session/session.service';

// Options come from the environment: npm would take `--works=…` for one of its own settings.
const WORKS = Number(process.env.BENCH_WORKS ?? 100_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 50);
const ONLY = process.env.BENCH_DATABASE ?? 'both';
const MEMBERS = 100;
const WRITERS = 5000;

// Catalogue text --------------------------------------------------------------------------------

const titleWords = (
  'love heart night dream fire rain summer winter river road home light shadow blue golden silver ' +
  'morning evening midnight city ocean mountain desert garden window mirror letter story song ' +
  'dance waltz blues ballad lullaby anthem echo thunder lightning storm breeze harbour island ' +
  'valley forest meadow sparrow raven falcon wolf tiger lion rose violet lily orchid willow ' +
  'cedar maple autumn spring yesterday tomorrow forever never always somewhere nowhere ' +
  'together alone stranger lover sister brother mother father daughter angel devil saint sinner ' +
  'highway railway station carnival circus theatre velvet satin diamond crystal paper glass ' +
  'stone iron copper whisper promise secret memory wonder miracle journey voyage return escape ' +
  'horizon paradise kingdom empire castle tower bridge lantern candle ember flame smoke ' +
  'northern southern eastern western wild quiet broken hidden lost endless electric neon ' +
  'crimson scarlet amber emerald sapphire ivory ebony copperhead tangerine lavender'
).split(' ');

const firstNames = (
  'Ada Amara Bea Carlos Chen Dara Elena Emeka Farah Felix Grace Hana Ibrahim Ines Jonas Kai Keiko ' +
  'Lena Luca Maya Mateo Nia Noah Olga Omar Priya Quinn Rafael Rosa Sami Sofia Tariq Uma Viktor ' +
  'Wanjiru Xavier Yara Yusuf Zoe Anders Birgit Ciaran Dmitri Esther Fatima Giorgio Hiroshi Ingrid'
).split(' ');
const lastNames = (
  'Okafor Smith Garcia Chen Novak Haddad Kowalski Silva Johansson Moreau Rossi Tanaka Mensah ' +
  'Petrov Nguyen Schmidt Oduya Fernandes Lindqvist Byrne Kaur Haas Duarte Mbeki Larsen Costa ' +
  'Ivanova Akhtar Romero Walsh Dubois Yilmaz Kim Osei Horvath Jensen Moretti Adeyemi Castillo Berg'
).split(' ');

/** An IPI name number with valid check digits (shared/ref/identifiers.md). */
function ipiNameNumber(n: number): string {
  const body = String(n).padStart(9, '0');
  const r = [...body].reduce((sum, digit, i) => sum + Number(digit) * (10 - i), 0) % 101;
  const check = r === 0 ? 0 : (101 - r) % 100;
  return `${body}${String(check).padStart(2, '0')}`;
}

const textArray = (values: readonly string[]) => sql`array[${sql.join(values.map((v) => sql`${v}`), sql`, `)}]::text[]`;

// Seeding ---------------------------------------------------------------------------------------

async function seedCatalogue(db: Db): Promise<{ memberId: string }> {
  await db.execute(sql`select setseed(0.42)`);
  await db.execute(sql`
    insert into users (email, password_hash, register_as, corporation_name, corporation_kind, country, email_verified_at)
    select 'bench-publisher-' || i || '@example.com', 'not-a-login', 'corporate', 'Bench Publishing ' || i, 'publisher', 'GB', now()
    from generate_series(1, ${MEMBERS}) i`);
  await db.execute(sql`
    insert into rights_holders (name, kind, roles, nationality, user_id, created_by_id)
    select corporation_name, 'organisation', '{publisher}', 'GB', id, id from users where email like 'bench-publisher-%'`);

  const writers = Array.from({ length: WRITERS }, (_, i) => ({
    name: `${firstNames[i % firstNames.length]} ${lastNames[Math.floor(i / firstNames.length) % lastNames.length]}${i >= firstNames.length * lastNames.length ? ` ${Math.floor(i / (firstNames.length * lastNames.length)) + 1}` : ''}`,
    ipi: ipiNameNumber(100000 + i),
  }));
  for (let start = 0; start < writers.length; start += 1000) {
    const batch = writers.slice(start, start + 1000);
    await db.execute(sql`
      insert into rights_holders (name, kind, ipi_name_number, roles)
      select name, 'person', ipi, '{songwriter}'
      from unnest(${textArray(batch.map((w) => w.name))}, ${textArray(batch.map((w) => w.ipi))}) as w(name, ipi)`);
  }

  // Member 1 is a large publisher with a tenth of the catalogue; the rest is spread over the others.
  await db.execute(sql`
    with words as (select ${textArray(titleWords)} as w),
    members as (select array_agg(id order by substring(email from '[0-9]+')::int) as ids from users where email like 'bench-publisher-%'),
    numbered as (
      select i,
        initcap(w[1 + floor(random() * array_length(w, 1))::int] || ' ' || w[1 + floor(random() * array_length(w, 1))::int]
          || case when random() < 0.6 then ' ' || w[1 + floor(random() * array_length(w, 1))::int] else '' end
          || case when random() < 0.2 then ' ' || w[1 + floor(random() * array_length(w, 1))::int] else '' end) as title,
        lpad(i::text, 9, '0') as digits
      from generate_series(1, ${WORKS}) i, words
    )
    insert into musical_works (owner_id, title, search_titles, iswc, language, genre, duration, creation_year,
                               status, submitted_at, registered_at, created_at, updated_at)
    select case when i % 10 = 0 then ids[1] else ids[2 + i % ${MEMBERS - 1}] end,
      title, title,
      'T' || digits || ((10 - (1 + (select sum(k * substr(digits, k, 1)::int) from generate_series(1, 9) k)) % 10) % 10)::text,
      'en', 'Pop', 120 + i % 240, 1960 + i % 60,
      'registered', now() - make_interval(mins => i + 60), now() - make_interval(mins => i), now() - make_interval(mins => i + 90), now() - make_interval(mins => i)
    from numbered, members`);

  // Two writers and the owning publisher on every work: 33.33 / 33.33 / 33.34 performance, 25 / 25 / 50 mechanical.
  await db.execute(sql`
    with writers as (select array_agg(id order by id) as ids from rights_holders where user_id is null)
    insert into musical_work_shares (work_id, rights_holder_id, role, performance_bp, mechanical_bp, position)
    select w.id, writers.ids[1 + floor(random() * array_length(writers.ids, 1))::int], 'composer', 3333, 2500, 0 from musical_works w, writers
    union all
    select w.id, writers.ids[1 + floor(random() * array_length(writers.ids, 1))::int], 'author', 3333, 2500, 1 from musical_works w, writers
    union all
    select w.id, rh.id, 'original_publisher', 3334, 5000, 2 from musical_works w join rights_holders rh on rh.user_id = w.owner_id`);
  await db.execute(sql`analyze`);

  const [member] = await executeRows<{ id: string }>(db, sql`select id from users where email = 'bench-publisher-1@example.com'`);
  const memberId = member?.id;
  if (!memberId) throw new Error('bench member missing after seeding');
  return { memberId };
}

// Measuring -------------------------------------------------------------------------------------

function percentile(sorted: readonly number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] ?? Number.NaN;
}

/** A plausible typo: two neighbouring letters of the longest word swapped. */
function misspell(title: string): string {
  const words = title.split(' ');
  const longest = words.reduce((a, b) => (b.length > a.length ? b : a), '');
  const i = Math.floor(longest.length / 2);
  const typo = longest.slice(0, i - 1) + (longest[i] ?? '') + (longest[i - 1] ?? '') + longest.slice(i + 1);
  return words.map((w) => (w === longest ? typo : w)).join(' ').toLowerCase();
}

type Figures = { label: string; p50: number; p95: number; mean: number; total: number; first: string };

async function measure(label: string, send: () => Promise<{ statusCode: number; body: string }>): Promise<Figures> {
  for (let i = 0; i < 5; i += 1) await send();
  const times: number[] = [];
  let total = 0;
  let first = '';
  for (let i = 0; i < REQUESTS; i += 1) {
    const started = performance.now();
    const response = await send();
    times.push(performance.now() - started);
    if (response.statusCode !== 200) throw new Error(`${label}: ${response.statusCode} ${response.body}`);
    const body = JSON.parse(response.body) as { data: { data: { title: string }[]; meta: { total: number } } };
    total = body.data.meta.total;
    first = body.data.data[0]?.title ?? '';
  }
  times.sort((a, b) => a - b);
  return { label, p50: percentile(times, 50), p95: percentile(times, 95), mean: times.reduce((a, b) => a + b, 0) / times.length, total, first };
}

async function explain(db: Db, statement: SQLWrapper): Promise<string> {
  const plan = await executeRows<Record<string, string>>(db, sql`explain (analyze, costs off) ${statement}`);
  return plan.map((row) => Object.values(row)[0]).join('\n');
}

/** node-pg needs a user name where libpq would take the OS user's. */
function withUser(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  if (!url.username && !url.searchParams.has('user')) url.searchParams.set('user', process.env.PGUSER ?? userInfo().username);
  return url.toString();
}

async function runOn(target: 'postgres' | 'pglite'): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), `repertoire-bench-${target}-`));
  let admin: pg.Client | undefined;
  let databaseName: string | undefined;
  let databaseUrl: string | undefined;
  if (target === 'postgres') {
    const adminUrl = withUser(process.env.TEST_DATABASE_URL ?? 'postgres:///postgres?host=/var/run/postgresql');
    databaseName = `repertoire_bench_${process.pid}`;
    admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${databaseName}`);
    await admin.query(`create database ${databaseName}`);
    const url = new URL(adminUrl);
    url.pathname = `/${databaseName}`;
    databaseUrl = url.toString();
  }

  let database: Database | undefined;
  try {
    database = await createDatabase({ databaseUrl, dataDir: target === 'pglite' ? 'memory://' : dataDir });
    await database.migrate();
    const { db } = database;
    let started = performance.now();
    const { memberId } = await seedCatalogue(db);
    const [c] = await executeRows<{ works: number; shares: number; holders: number }>(db, sql`
      select (select count(*)::int from musical_works) as works, (select count(*)::int from musical_work_shares) as shares,
             (select count(*)::int from rights_holders) as holders`);
    console.log(`\n[${target}] seeded ${c?.works} registered works, ${c?.shares} share lines, ${c?.holders} rights holders in ${((performance.now() - started) / 1000).toFixed(1)} s`);

    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) });
    const app = await buildApp({ config, database, logger: false });
    const { token } = await startSession(db, memberId, 1, { ip: null, userAgent: 'bench' });
    const headers = { authorization: `Bearer ${token}` };

    const [sample] = await executeRows<{ title: string }>(db, sql`select title from musical_works where length(title) > 14 order by iswc limit 1 offset 4321`);
    const title = sample?.title ?? 'Golden River Song';
    const typo = misspell(title);
    const ownWord = title.split(' ')[0]?.toLowerCase() ?? 'love';
    const [writer] = await executeRows<{ name: string }>(db, sql`select name from rights_holders where user_id is null and name !~ '[0-9]' order by name limit 1 offset 777`);
    const writerTypo = misspell(writer?.name ?? 'Ada Okafor');
    console.log(`[${target}] title "${title}" searched as "${typo}"; own list q="${ownWord}"; writer "${writer?.name}" searched as "${writerTypo}"`);

    const inject = (url: string) => () => app.inject({ method: 'GET', url, headers });
    const figures: Figures[] = [];
    started = performance.now();
    figures.push(await measure(`GET /musical-works/search?q=${typo}`, inject(`/api/v1/musical-works/search?q=${encodeURIComponent(typo)}`)));
    figures.push(await measure(`GET /musical-works/search?writer=${writerTypo}`, inject(`/api/v1/musical-works/search?writer=${encodeURIComponent(writerTypo)}`)));
    figures.push(await measure('GET /musical-works/search (no filter, newest first)', inject('/api/v1/musical-works/search')));
    figures.push(await measure(`GET /musical-works?q=${ownWord} (member with ${WORKS / 10} works)`, inject(`/api/v1/musical-works?q=${encodeURIComponent(ownWord)}`)));
    figures.push(await measure('GET /musical-works (first page, newest change first)', inject('/api/v1/musical-works')));
    console.log(`[${target}] ${REQUESTS} requests each after 5 warm-up (app.inject, one at a time):`);
    console.table(
      figures.map((f) => ({ request: f.label, 'p50 ms': f.p50.toFixed(1), 'p95 ms': f.p95.toFixed(1), 'mean ms': f.mean.toFixed(1), matches: f.total, 'first hit': f.first })),
    );

    console.log(`\n[${target}] EXPLAIN ANALYZE of the registry page for q="${typo}":`);
    console.log(await explain(db, registeredWorksQuery(db, { q: typo }, { limit: 20, offset: 0 })));
    console.log(`\n[${target}] EXPLAIN ANALYZE of the member's list for q="${ownWord}":`);
    console.log(
      await explain(db, ownWorksQuery(db, memberId, { q: ownWord, sort: 'updated_at', order: 'desc' }, { limit: 20, offset: 0 })),
    );
    await app.close();
  } finally {
    await database?.close();
    if (admin && databaseName) {
      await admin.query(`drop database if exists ${databaseName} with (force)`);
      await admin.end();
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
}

for (const target of ['postgres', 'pglite'] as const) {
  if (ONLY === 'both' || ONLY === target) await runOn(target);
}
