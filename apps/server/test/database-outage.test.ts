import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getTableName } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../src/db/database';
import { musicalWorks } from '../src/db/schema';
import { DisposablePostgres } from './support/disposable-postgres';
import { createMember } from './support/factories';
import type { TestMember } from './support/factories';
import { buildTestApp } from './support/test-app';
import type { TestApp } from './support/test-app';

/**
 * The API outlives its PostgreSQL server (docs/architecture.md#scale-and-resilience): requests in flight when the server goes away
 * and every request while it is away answer 503, nothing ends the process, and service resumes
 * on its own once the server is back. The server is the test's own (support/disposable-postgres),
 * stopped with `-m immediate` as a crash would. This file runs in the postgres project only.
 */
const UNAVAILABLE = { message: 'The database is not answering: please try again in a moment' };

let server: DisposablePostgres;
let t: TestApp;
/** A built web app of one page, for the pages the server still sends while the database is away. */
const webDist = mkdtempSync(join(tmpdir(), 'repertoire-dist-'));
const indexHtml = '<!doctype html><title>Repertoire</title><div id="root"></div>';
writeFileSync(join(webDist, 'index.html'), indexHtml);
let member: TestMember;
const uncaught: unknown[] = [];
const recordUncaught = (error: unknown) => uncaught.push(error);

beforeAll(async () => {
  server = await DisposablePostgres.create();
  const database = await createDatabase({ databaseUrl: server.url, dataDir: 'unused' });
  await database.migrate();
  t = await buildTestApp({ database, env: { WEB_DIST: webDist } });
  member = await createMember(t);
  // An unhandled 'error' event of a pg client is thrown from the event emitter: it would land here.
  process.on('uncaughtException', recordUncaught);
});

afterAll(async () => {
  process.off('uncaughtException', recordUncaught);
  try {
    await t?.close();
  } finally {
    await server?.remove();
    rmSync(webDist, { recursive: true, force: true });
  }
});

function createWork(title: string) {
  return t.app.inject({ method: 'POST', url: '/api/v1/musical-works', headers: member.auth, payload: { title } });
}

/** A client of the test's own on the server, whose death with the server is expected. */
async function adminClient(): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: server.url });
  client.on('error', () => {});
  await client.connect();
  return client;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The app's connection pool, to count the connections it lends. */
function pool(): pg.Pool {
  return (t.db as unknown as { $client: pg.Pool }).$client;
}

async function waitUntil(condition: () => Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting until ${what}`);
    await sleep(50);
  }
}

describe('losing PostgreSQL', () => {
  it('answers writes in flight with 503, answers 503 while the server is away, and serves again once it is back', async () => {
    expect((await createWork('Before the outage')).statusCode).toBe(201);

    // Writes held inside their transactions: the table is locked by another session, so each
    // request has begun, inserted nothing yet and waits on the server when the server stops.
    const locker = await adminClient();
    await locker.query('begin');
    await locker.query(`lock table "${getTableName(musicalWorks)}" in exclusive mode`);
    const held = Array.from({ length: 4 }, (_, i) => createWork(`Held write ${i}`));
    const watcher = await adminClient();
    await waitUntil(async () => {
      const { rows } = await watcher.query<{ waiting: number }>(
        "select count(*)::int as waiting from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()",
      );
      return (rows[0]?.waiting ?? 0) >= held.length;
    }, 'the held writes wait on the lock');

    // More writes race the stop itself, one every few milliseconds until just after it: some
    // check out a connection that is being cut, and fail on BEGIN or on a write (EPIPE).
    const racing: ReturnType<typeof createWork>[] = [];
    let stopped = false;
    const pump = (async () => {
      for (let i = 0; !stopped; i += 1) {
        racing.push(createWork(`Racing write ${i}`));
        await sleep(5);
      }
    })();
    await server.stopImmediately();
    await sleep(100);
    stopped = true;
    await pump;

    for (const res of await Promise.all(held)) {
      expect(res.statusCode, res.body).toBe(503);
      expect(res.json()).toEqual(UNAVAILABLE);
      expect(res.headers['retry-after']).toBe('5');
    }
    const raced = await Promise.all(racing);
    for (const res of raced) expect([201, 503], res.body).toContain(res.statusCode);
    expect(raced.some((res) => res.statusCode === 503)).toBe(true);

    // Every connection that served them went back to the pool (or was dropped from it): none is
    // lost, or the pool would shrink with every outage until no request could be served.
    expect(pool().totalCount - pool().idleCount).toBe(0);

    // While the server is away: reads, writes and the health check, never a 500 nor a 401.
    for (const request of [
      { method: 'GET' as const, url: '/api/v1/musical-works', headers: member.auth },
      { method: 'POST' as const, url: '/api/v1/sound-recordings', headers: member.auth, payload: { title: 'During the outage' } },
      { method: 'GET' as const, url: '/api/v1/user/profile', headers: member.auth },
      { method: 'GET' as const, url: '/api/v1/health' },
    ]) {
      const res = await t.app.inject(request);
      expect(res.statusCode, `${request.method} ${request.url}: ${res.body}`).toBe(503);
      expect(res.json()).toEqual(UNAVAILABLE);
    }

    // A member's page is still sent, without the preloads its session would have named: the app shows the outage itself.
    const page = await t.app.inject({ method: 'GET', url: '/dashboard', headers: { accept: 'text/html', cookie: `_session_id=${member.token}` } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toBe(indexHtml);
    expect(page.headers.link).toBeUndefined();

    // Back: the same app instance, its pool opening new connections by itself.
    await server.start();
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/health' })).statusCode).toBe(200);
    const after = await createWork('After the outage');
    expect(after.statusCode, after.body).toBe(201);
    const list = await t.app.inject({ method: 'GET', url: '/api/v1/musical-works?pageSize=100', headers: member.auth });
    expect(list.statusCode).toBe(200);
    const titles = list.json<{ data: { data: { title: string }[] } }>().data.data.map((work) => work.title);
    expect(titles).toEqual(expect.arrayContaining(['Before the outage', 'After the outage']));
    // The held writes had not committed: their transactions died with the server and left nothing.
    expect(titles.filter((title) => title.startsWith('Held write'))).toEqual([]);

    expect(uncaught).toEqual([]);
  }, 60_000);
});
