/**
 * What the API adds to the one query an authenticated read needs. In one run, on
 * PostgreSQL and on PGlite, it measures the rate of
 * - the query alone, straight through the driver the app uses (node-postgres on the app's pool,
 *   PGlite's client), as many in flight as the load generator keeps connections: the session
 *   by its token hash joined to its user;
 * - a bare Fastify route answering a small JSON body (the HTTP ceiling of this machine);
 * - the real app's `GET /api/v1/user/profile` with a Bearer token and with the session cookie,
 *   the same without a session (401), and an unknown endpoint (404);
 * - the member's dashboard, `GET /api/v1/dashboard/summary`, the first screen of every member and
 *   the read with the most to gather: the bench member and BENCH_OTHER_MEMBERS others (default 50)
 *   each hold a realistic catalogue (support/member-catalogue.ts: 300 works, 150 recordings, their
 *   audit trail, 400 notifications, earlier logins);
 * over HTTP on real ports, with autocannon (keep-alive connections) in a process of its own, and
 * prints each rate and its ratio to the query's, and the CPU time each request cost the server and the
 * database (this process, which runs the app and, on PGlite, the database; on PostgreSQL also the
 * backends of the bench's database, read from /proc). Where other work shares the machine, a rate falls
 * with it but a request's CPU time hardly moves: compare trees by it when the machine is not quiet. The app runs as in production (NODE_ENV=production,
 * request logging at LOG_LEVEL, default info, written to /dev/null).
 *
 *   npm run bench -- api-overhead
 *   BENCH_SECONDS=10 BENCH_CONNECTIONS=10 BENCH_DATABASE=postgres|pglite|both BENCH_CASES=profile npm run bench -- api-overhead
 *
 * A CPU profile of the server side while the chosen cases run (not the set-up), for Chrome DevTools
 * or speedscope: `BENCH_CASES=bearer BENCH_CPU_PROFILE=/tmp/app.cpuprofile npm run bench -- api-overhead`
 * (the load generator is another process and stays out of it).
 */
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';
import Fastify, { type FastifyInstance } from 'fastify';
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import { users } from '../apps/server/src/db/schema';
import { hashToken } from '../apps/server/src/lib/secrets';
import { resolveSession, startSession } from '../apps/server/src/session/session.service';
import { readDashboard } from '../apps/server/src/features/dashboard/dashboard.repository';
import { SESSION_COOKIE } from '../apps/server/src/session/session-cookie';
import { benchTargets, envNumber, openBenchDatabase, type BenchDatabase, type BenchTarget } from './support/bench-database';
import { listen, startBenchApp } from './support/bench-app';
import { seedMemberCatalogues } from './support/member-catalogue';

const SECONDS = envNumber('BENCH_SECONDS', 5);
const WARM_UP_SECONDS = envNumber('BENCH_WARM_UP_SECONDS', 2);
/** The cases take turns, round after round, so a burst of other load on the machine does not fall on one case only. */
const ROUNDS = Math.max(1, envNumber('BENCH_ROUNDS', 3));
const CONNECTIONS = envNumber('BENCH_CONNECTIONS', 10);
const CASES = process.env.BENCH_CASES?.split(',').map((c) => c.trim()).filter(Boolean) ?? [];
const CPU_PROFILE = process.env.BENCH_CPU_PROFILE;
const OTHER_MEMBERS = envNumber('BENCH_OTHER_MEMBERS', 50);
const autocannonBin = createRequire(import.meta.url).resolve('autocannon/autocannon.js');

/** The one query `GET /user/profile` needs: the live session by its token hash, with its user. */
const SESSION_WITH_USER = `select s.id as session_id, s.expires_at as session_expires_at, u.*
  from sessions s join users u on u.id = s.user_id
  where s.token_hash = $1 and s.expires_at > $2 limit 1`;

type Rate = { perSecond: number; p50: number; p99: number; non2xx: number; errors: number; total: number };

/** Clock ticks a second of /proc/<pid>/stat's CPU times (USER_HZ, 100 on Linux). */
const CLOCK_TICKS_PER_SECOND = 100;

/** The CPU time, in µs, the processes of these pids have used (user and system); a pid gone meanwhile counts nothing. */
function processesCpuMicros(pids: number[]): number {
  let ticks = 0;
  for (const pid of pids) {
    try {
      // Fields 14 and 15 (utime, stime), counted after the command name, which may hold spaces.
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // The backend ended: its time is lost to both readings alike.
    }
  }
  return (ticks * 1_000_000) / CLOCK_TICKS_PER_SECOND;
}

/** CPU time used so far by this process and, on PostgreSQL, by the backends serving the bench's database. */
type CpuMeter = () => Promise<number>;

/** Runs autocannon in a process of its own (so it does not take the server's event loop) and reads its JSON summary. */
function autocannon(url: string, headers: Record<string, string>, seconds: number): Promise<Rate> {
  const args = [autocannonBin, '-j', '-n', '-c', String(CONNECTIONS), '-d', String(seconds)];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}=${value}`);
  args.push(url);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`autocannon exited with ${code}`));
      const result = JSON.parse(out) as {
        requests: { average: number; total: number };
        latency: { p50: number; p99: number };
        non2xx: number;
        errors: number;
        duration: number;
      };
      resolve({
        perSecond: result.requests.total / result.duration,
        p50: result.latency.p50,
        p99: result.latency.p99,
        non2xx: result.non2xx,
        errors: result.errors,
        total: result.requests.total,
      });
    });
  });
}

/** `CONNECTIONS` callers each running the query back to back for `seconds`. */
async function queryRate(run: () => Promise<unknown>, seconds: number): Promise<Rate> {
  const latencies: number[] = [];
  const end = performance.now() + seconds * 1000;
  const caller = async () => {
    while (performance.now() < end) {
      const started = performance.now();
      await run();
      latencies.push(performance.now() - started);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: CONNECTIONS }, caller));
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? Number.NaN;
  return { perSecond: latencies.length / elapsed, p50: at(50), p99: at(99), non2xx: 0, errors: 0, total: latencies.length };
}

/** The same answer shape as the app's, with no plugin, hook or schema: what HTTP and Fastify cost alone. */
async function bareFastify(): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  app.get('/ping', async () => ({ message: 'Pong', data: { data: null } }));
  return app;
}

async function seedMember(bench: BenchDatabase): Promise<string> {
  const [member] = await bench.database.db
    .insert(users)
    .values({
      email: 'overhead@example.com',
      passwordHash: 'not-a-login',
      registerAs: 'individual',
      givenName: 'Ada',
      otherNames: 'Okafor',
      country: 'GB',
      phone: '+44 20 7946 0000',
      address: '1 Bench Street, London',
      roles: ['songwriter', 'performer'],
      emailVerifiedAt: new Date(),
    })
    .returning({ id: users.id });
  if (!member) throw new Error('bench member missing after seeding');
  const others = await bench.database.db
    .insert(users)
    .values(Array.from({ length: OTHER_MEMBERS }, (_, i) => ({ email: `overhead-other-${i}@example.com`, passwordHash: 'not-a-login', registerAs: 'individual' as const })))
    .returning({ id: users.id });
  await seedMemberCatalogues(bench.database.db, [member.id, ...others.map((other) => other.id)]);
  return member.id;
}

type Row = { case: string; rate: Rate; cpuMicros: number };

/** The meter of one bench database: its backends are listed at each reading (the pool may open more). */
function cpuMeterOf(bench: BenchDatabase): CpuMeter {
  return async () => {
    const own = process.cpuUsage();
    if (bench.target !== 'postgres') return own.user + own.system;
    const { rows } = await (bench.database.db as unknown as { $client: pg.Pool }).$client.query('select pid from pg_stat_activity where datname = current_database()');
    return own.user + own.system + processesCpuMicros((rows as { pid: number }[]).map((row) => row.pid));
  };
}

/** Starts the V8 profiler of this process; the function it returns stops it and hands over the profile. */
async function startProfiling(): Promise<() => Promise<object>> {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  return async () => {
    const { profile } = await session.post('Profiler.stop');
    session.disconnect();
    return profile;
  };
}

async function runOn(target: BenchTarget): Promise<void> {
  const bench = await openBenchDatabase(target, { name: `repertoire_bench_overhead_${process.pid}` });
  const apps: FastifyInstance[] = [];
  try {
    const memberId = await seedMember(bench);
    const { token } = await startSession(bench.database.db, memberId, 24, { ip: null, userAgent: 'bench' });
    const tokenHash = hashToken(token);

    // The driver the app itself holds: its pool of node-postgres clients, or its PGlite.
    const client = (bench.database.db as unknown as { $client: pg.Pool | PGlite }).$client;
    const query = client.query.bind(client) as (text: string, values: unknown[]) => Promise<{ rows: unknown[] }>;
    const rawQuery = () => query(SESSION_WITH_USER, [tokenHash, new Date()]);
    // The app sends it as a named prepared statement, which PostgreSQL parses and plans once per
    // connection; PGlite takes only text, which drizzle's prepared queries send as it is.
    const preparedQuery =
      target === 'postgres'
        ? () => query({ name: 'bench_session_with_user', text: SESSION_WITH_USER } as unknown as string, [tokenHash, new Date()])
        : rawQuery;
    for (const run of [rawQuery, preparedQuery]) {
      if ((await run()).rows.length !== 1) throw new Error('the raw query did not find the session');
    }

    // The dashboard's one query as its repository sends it: the floor under GET /dashboard/summary.
    const sessionId = (await resolveSession(bench.database.db, token))?.session.id;
    if (!sessionId) throw new Error('the bench session was not found');
    const monthStarts = Array.from({ length: 12 }, (_, i) => new Date(Date.UTC(2026, i, 1)));
    const dashboardQuery = () => readDashboard(bench.database.db, memberId, sessionId, monthStarts);

    const { app, url: appUrl } = await startBenchApp(bench);
    apps.push(app);
    const bare = await bareFastify();
    apps.push(bare);
    const bareUrl = await listen(bare);

    const dashboard = (await (await fetch(`${appUrl}/api/v1/dashboard/summary`, { headers: { authorization: `Bearer ${token}` } })).json()) as {
      data: { data: { counts: unknown; drafts: unknown[]; in_review: unknown[]; decisions: unknown[]; activity: unknown[] } };
    };
    const { counts, drafts, in_review: inReview, decisions, activity } = dashboard.data.data;
    console.log(
      `[${target}] the bench member's dashboard: counts ${JSON.stringify(counts)}; ${drafts.length} drafts, ${inReview.length} in review, ` +
        `${decisions.length} decisions since the last visit, ${activity.length} events of activity shown`,
    );

    const driver = target === 'postgres' ? 'node-postgres' : 'PGlite';
    const http = (url: string, headers: Record<string, string>, expected: number) => ({
      probe: async () => {
        const response = await fetch(url, { headers });
        if (response.status !== expected) throw new Error(`${url} answered ${response.status}, not ${expected}: ${await response.text()}`);
      },
      run: (seconds: number) => autocannon(url, headers, seconds),
      expected,
    });
    const bearer = { authorization: `Bearer ${token}` };
    const cases: { name: string; probe?: () => Promise<void>; run: (seconds: number) => Promise<Rate>; expected: number }[] = [
      { name: `${driver}: session ⋈ user${target === 'postgres' ? ', prepared' : ''}`, run: (s) => queryRate(preparedQuery, s), expected: 200 },
      ...(target === 'postgres' ? [{ name: `${driver}: session ⋈ user, unprepared`, run: (s: number) => queryRate(rawQuery, s), expected: 200 }] : []),
      { name: `${driver}: the dashboard's query alone`, run: (s) => queryRate(dashboardQuery, s), expected: 200 },
      { name: 'bare Fastify: GET /ping', ...http(`${bareUrl}/ping`, {}, 200) },
      { name: 'app: GET /user/profile (Bearer)', ...http(`${appUrl}/api/v1/user/profile`, bearer, 200) },
      { name: 'app: GET /user/profile (cookie)', ...http(`${appUrl}/api/v1/user/profile`, { cookie: `${SESSION_COOKIE}=${token}` }, 200) },
      { name: 'app: GET /dashboard/summary (Bearer)', ...http(`${appUrl}/api/v1/dashboard/summary`, bearer, 200) },
      { name: 'app: GET /user/profile, no session (401)', ...http(`${appUrl}/api/v1/user/profile`, {}, 401) },
      { name: 'app: GET /no-such-endpoint (404)', ...http(`${appUrl}/api/v1/no-such-endpoint`, {}, 404) },
    ];
    const chosen = cases.filter((c) => CASES.length === 0 || CASES.some((filter) => c.name.toLowerCase().includes(filter.toLowerCase())));

    for (const c of chosen) {
      // Each case's answer first, so a rate of errors is never reported as a rate of reads.
      await c.probe?.();
      if (WARM_UP_SECONDS > 0) await c.run(WARM_UP_SECONDS);
    }
    const rounds = new Map<string, { rate: Rate; cpuMicros: number }[]>(chosen.map((c) => [c.name, []]));
    const cpu = cpuMeterOf(bench);
    const profiler = CPU_PROFILE ? await startProfiling() : undefined;
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const c of chosen) {
        const cpuBefore = await cpu();
        const rate = await c.run(SECONDS);
        const cpuMicros = (await cpu()) - cpuBefore;
        if (rate.errors > 0) throw new Error(`${c.name}: ${rate.errors} connection errors`);
        if (c.expected === 200 && rate.non2xx > 0) throw new Error(`${c.name}: ${rate.non2xx} answers were not 2xx`);
        rounds.get(c.name)?.push({ rate, cpuMicros: cpuMicros / Math.max(1, rate.total) });
      }
    }
    if (profiler && CPU_PROFILE) {
      const file = CPU_PROFILE.replace(/(\.cpuprofile)?$/, `-${target}.cpuprofile`);
      writeFileSync(file, JSON.stringify(await profiler()));
      console.log(`[${target}] CPU profile of the measured rounds: ${file}`);
    }
    // The median round of each case, by rate; the median of its rounds' CPU time a request.
    const rows: Row[] = chosen.map((c) => {
      const measured = rounds.get(c.name) ?? [];
      const median = [...measured].sort((a, b) => a.rate.perSecond - b.rate.perSecond)[Math.floor(measured.length / 2)];
      const cpuMicros = measured.map((round) => round.cpuMicros).sort((a, b) => a - b)[Math.floor(measured.length / 2)];
      if (!median || cpuMicros === undefined) throw new Error(`${c.name}: no round`);
      return { case: c.name, rate: median.rate, cpuMicros };
    });

    const rawRate = rows.find((r) => r.case.startsWith(driver))?.rate.perSecond;
    const unpreparedRate = rows.find((r) => r.case.endsWith('unprepared'))?.rate.perSecond;
    const bareRate = rows.find((r) => r.case.startsWith('bare'))?.rate.perSecond;
    console.log(
      `\n[${target}] ${CONNECTIONS} connections; the median of ${ROUNDS} rounds of ${SECONDS} s each, after ${WARM_UP_SECONDS} s of warm-up; "of query": of the first row's rate:`,
    );
    console.table(
      rows.map((r) => ({
        case: r.case,
        'req/s': Math.round(r.rate.perSecond),
        'p50 ms': r.rate.p50.toFixed(2),
        'p99 ms': r.rate.p99.toFixed(2),
        'CPU µs/req': Math.round(r.cpuMicros),
        'of query': rawRate ? `${((100 * r.rate.perSecond) / rawRate).toFixed(0)}%` : '',
        'of bare': bareRate ? `${((100 * r.rate.perSecond) / bareRate).toFixed(0)}%` : '',
      })),
    );
    const profileRate = rows.find((r) => r.case.includes('(Bearer)'))?.rate.perSecond;
    if (rawRate && profileRate) {
      const share = profileRate / rawRate;
      const ofUnprepared = unpreparedRate ? `; ${((100 * profileRate) / unpreparedRate).toFixed(0)}% of the unprepared query's` : '';
      console.log(`[${target}] GET /user/profile at ${(100 * share).toFixed(0)}% of the query's rate (goal: 80% or more)${ofUnprepared}`);
      if (bareRate) {
        // An authenticated read is an HTTP exchange and the query, one after the other: on a machine
        // whose cores the load generator and the database share, its rate cannot pass the rate at which
        // one of each runs in turn, whatever the app adds.
        const ceiling = 1 / (1 / rawRate + 1 / bareRate);
        console.log(
          `[${target}] the query and the bare HTTP exchange in turn: ${Math.round(ceiling)} req/s, ${((100 * ceiling) / rawRate).toFixed(0)}% of the query's rate; ` +
            `GET /user/profile at ${((100 * profileRate) / ceiling).toFixed(0)}% of that`,
        );
      }
    }
  } finally {
    for (const app of apps) await app.close();
    await bench.dispose();
  }
}

for (const target of benchTargets()) await runOn(target);
