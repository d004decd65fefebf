import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createDatabase, executeRows } from '../src/db/database';
import { notify, notifyEveryMember } from '../src/features/notifications/notifications.service';
import { testDatabaseKind } from './support/database';
import { createMember } from './support/factories';
import { deferred } from './support/deferred';
import { openStream } from './support/notification-stream';
import { buildTestApp, listenOnFreePort } from './support/test-app';
import type { TestApp } from './support/test-app';

let t: TestApp;
let baseUrl: string;
beforeAll(async () => {
  t = await buildTestApp();
  baseUrl = await listenOnFreePort(t);
});
afterAll(() => t.close());


type Stream = Awaited<ReturnType<typeof openStream>>;

/**
 * The events a stream has sent for everything committed until now, rather than those that came
 * within some wait: a marker notification is committed last and awaited, and a stream sends in
 * commit order, so nothing committed before it can still be on its way.
 */
async function sentSoFar(stream: Stream, memberId: string): Promise<string[]> {
  const marker = `Marker ${randomUUID()}`;
  await notify(t.db, memberId, { title: marker, message: 'Sent last' });
  return (await stream.waitUntil((event) => event.data.title === marker)).map((event) => event.data.title);
}

/** Waits until a statement of another connection waits for a lock (PostgreSQL only): the second writer is held. */
async function waitForAWriterHeldByALock(timeoutMs = 5_000): Promise<void> {
  const started = Date.now();
  for (;;) {
    const [row] = await executeRows<{ held: number }>(
      t.db,
      sql`select count(*)::int as held from pg_stat_activity where wait_event_type = 'Lock' and pid <> pg_backend_pid() and datname = current_database()`,
    );
    if ((row?.held ?? 0) > 0) return;
    if (Date.now() - started > timeoutMs) throw new Error(`No writer was held by a lock within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('GET /notifications/stream', () => {
  it('sends a notification created after connecting, and none from before', async () => {
    const member = await createMember(t);
    await notify(t.db, member.id, { title: 'Before', message: 'Old news' });
    const stream = await openStream(baseUrl, member.auth);
    await notify(t.db, member.id, { title: 'Work registered', message: 'Blue Harbour is registered', link: '/musical-works' });
    const [event] = await stream.waitFor(1);
    expect(event).toMatchObject({ event: 'notification', data: { title: 'Work registered', link: '/musical-works', readAt: null, user: { full_name: 'Repertoire' } } });
    expect(event?.id).toMatch(/^\d+$/);
    expect(await sentSoFar(stream, member.id)).toEqual(['Work registered']);
    await stream.close();
  });

  it("sends only the member's own notifications, and announcements to every member", async () => {
    const ada = await createMember(t);
    const bo = await createMember(t);
    const stream = await openStream(baseUrl, ada.auth);
    await notify(t.db, bo.id, { title: 'For Bo only', message: 'Private' });
    await t.db.transaction((tx) => notifyEveryMember(tx, { title: 'Office closed', message: 'On Friday' }));
    expect(await sentSoFar(stream, ada.id)).toEqual(['Office closed']);
    await stream.close();
  });

  it('sends nothing for a transaction that rolls back', async () => {
    const member = await createMember(t);
    const stream = await openStream(baseUrl, member.auth);
    await t.db
      .transaction(async (tx) => {
        await notify(tx, member.id, { title: 'Never', message: 'Rolled back' });
        throw new Error('roll back');
      })
      .catch(() => {});
    await notify(t.db, member.id, { title: 'Kept', message: 'Committed' });
    expect(await sentSoFar(stream, member.id)).toEqual(['Kept']);
    await stream.close();
  });

  it('replays exactly the missed notifications on a resume with Last-Event-ID', async () => {
    const member = await createMember(t);
    const first = await openStream(baseUrl, member.auth);
    await notify(t.db, member.id, { title: 'One', message: 'm' });
    await notify(t.db, member.id, { title: 'Two', message: 'm' });
    const seen = await first.waitFor(2);
    await first.close();
    await notify(t.db, member.id, { title: 'Three', message: 'm' });
    await notify(t.db, member.id, { title: 'Four', message: 'm' });

    const resumed = await openStream(baseUrl, member.auth, seen[1]?.id);
    await resumed.waitFor(2);
    await notify(t.db, member.id, { title: 'Five', message: 'm' });
    expect(await sentSoFar(resumed, member.id)).toEqual(['Three', 'Four', 'Five']);
    await resumed.close();

    // From the first event on, everything after it once.
    const fromOne = await openStream(baseUrl, member.auth, seen[0]?.id);
    const titles = await sentSoFar(fromOne, member.id);
    // The marker of the resumed stream above was committed after Five: it is replayed too.
    expect(titles.slice(0, 4)).toEqual(['Two', 'Three', 'Four', 'Five']);
    expect(titles.slice(4)).toEqual([expect.stringMatching(/^Marker /)]);
    await fromOne.close();
  });

  it('sends a notification stamped earlier than one already sent, once, when it is committed after it', async () => {
    // A transaction stamps its rows with the time it began: one that began first can commit last.
    const member = await createMember(t);
    const stream = await openStream(baseUrl, member.auth);
    await notify(t.db, member.id, { title: 'Stamped last, committed first', message: 'm' });
    await stream.waitFor(1);
    await notify(t.db, member.id, { title: 'Stamped first, committed last', message: 'm', createdAt: new Date(Date.now() - 60_000) });
    await stream.waitFor(2);
    await notify(t.db, member.id, { title: 'After both', message: 'm' });
    expect(await sentSoFar(stream, member.id)).toEqual(['Stamped last, committed first', 'Stamped first, committed last', 'After both']);
    await stream.close();

    // A resume after the second replays the third only.
    const resumed = await openStream(baseUrl, member.auth, stream.events[1]?.id);
    const titles = await sentSoFar(resumed, member.id);
    // The first stream's marker was committed after both: it is replayed too.
    expect(titles).toEqual(['After both', expect.stringMatching(/^Marker /)]);
    await resumed.close();
  });

  it('resumes after an event id of the earlier form, <created_at in microseconds>.<notification id>', async () => {
    const member = await createMember(t);
    const { id } = await notify(t.db, member.id, { title: 'Seen before the upgrade', message: 'm' });
    await notify(t.db, member.id, { title: 'Missed', message: 'm' });
    const [row] = await executeRows<{ micros: string }>(
      t.db,
      sql`select (extract(epoch from created_at) * 1000000)::bigint::text as micros from notifications where id = ${id}::uuid`,
    );
    const stream = await openStream(baseUrl, member.auth, `${row?.micros}.${id}`);
    expect(await sentSoFar(stream, member.id)).toEqual(['Missed']);
    await stream.close();
  });

  // Two transactions at once need two connections: PGlite has one, and runs one transaction at a time.
  it.runIf(testDatabaseKind() === 'postgres')('sends, once and in order, a notification whose transaction began first and committed last', async () => {
    const member = await createMember(t);
    const stream = await openStream(baseUrl, member.auth);
    const began = deferred();
    const gate = deferred();
    const earlier = t.db.transaction(async (tx) => {
      await tx.execute(sql`select now()`);
      began.release();
      await gate.promise;
      await notify(tx, member.id, { title: 'Began first, committed last', message: 'm' });
    });
    await began.promise;
    await notify(t.db, member.id, { title: 'Began last, committed first', message: 'm' });
    await stream.waitFor(1);
    gate.release();
    await earlier;
    expect(await sentSoFar(stream, member.id)).toEqual(['Began last, committed first', 'Began first, committed last']);
    // The old cursor, (created_at, id), put the second behind the first and never sent it.
    // In microseconds, as stored: both may fall in one millisecond.
    const stamps = await executeRows<{ title: string; micros: string }>(
      t.db,
      sql`select title, (extract(epoch from created_at) * 1000000)::bigint::text as micros from notifications where user_id = ${member.id}::uuid`,
    );
    const stampOf = (title: string) => BigInt(stamps.find((s) => s.title === title)?.micros ?? '0');
    expect(stampOf('Began first, committed last')).toBeGreaterThan(0n);
    expect(stampOf('Began first, committed last')).toBeLessThan(stampOf('Began last, committed first'));
    await stream.close();
  });

  it.runIf(testDatabaseKind() === 'postgres')('holds a second writer until the first commits, so a stream never passes a notification still in flight', async () => {
    const member = await createMember(t);
    const stream = await openStream(baseUrl, member.auth);
    const inserted = deferred();
    const gate = deferred();
    const first = t.db.transaction(async (tx) => {
      await notify(tx, member.id, { title: 'Drawn first', message: 'm' });
      inserted.release();
      await gate.promise;
    });
    await inserted.promise;
    let secondDone = false;
    const second = notify(t.db, member.id, { title: 'Drawn second', message: 'm' }).then(() => {
      secondDone = true;
    });
    await waitForAWriterHeldByALock();
    // Were the second committed now, a stream would send it and move past the first's place.
    expect(secondDone).toBe(false);
    expect(stream.events).toHaveLength(0);
    gate.release();
    await first;
    await second;
    expect(await sentSoFar(stream, member.id)).toEqual(['Drawn first', 'Drawn second']);
    expect(Number(stream.events[0]?.id)).toBeLessThan(Number(stream.events[1]?.id));
    await stream.close();
  });

  it('needs a session', async () => {
    const res = await fetch(`${baseUrl}/api/v1/notifications/stream`);
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ message: expect.any(String) });
  });

  // Skipped in the PGlite project on purpose: an embedded database belongs to one process, so there is
  // no second instance to deliver to, and no connection that can be cut.
  it.runIf(testDatabaseKind() === 'postgres')('delivers a notification created through another app instance on the same database', async () => {
    const url = (t.database as { url?: string }).url;
    expect(url).toBeDefined();
    const other = await buildTestApp({ database: await createDatabase({ databaseUrl: url, dataDir: 'unused' }) });
    try {
      const otherUrl = await listenOnFreePort(other);
      const member = await createMember(t);
      const stream = await openStream(otherUrl, member.auth);
      // Instance A writes; instance B's stream hears it through LISTEN/NOTIFY.
      await notify(t.db, member.id, { title: 'Across processes', message: 'Through PostgreSQL' });
      const [event] = await stream.waitFor(1);
      expect(event?.data.title).toBe('Across processes');
      // Closing the app ends its open streams instead of waiting for them.
      await other.close();
      await stream.close();
    } catch (error) {
      await other.close();
      throw error;
    }
  });

  it.runIf(testDatabaseKind() === 'postgres')('listens again after its connection is cut, and sends what came meanwhile', async () => {
    const member = await createMember(t);
    const stream = await openStream(baseUrl, member.auth);
    await notify(t.db, member.id, { title: 'Before the cut', message: 'm' });
    await stream.waitFor(1);
    const listeners = await executeRows<{ pid: number }>(
      t.db,
      sql`select pid from pg_stat_activity where datname = current_database() and query ilike 'LISTEN %' and pid <> pg_backend_pid()`,
    );
    expect(listeners.length).toBeGreaterThan(0);
    for (const { pid } of listeners) await executeRows(t.db, sql`select pg_terminate_backend(${pid}::int)`);
    // Sent while nobody listens: the reconnected listener has every stream look again.
    await notify(t.db, member.id, { title: 'During the cut', message: 'm' });
    await stream.waitFor(2, 10_000);
    await notify(t.db, member.id, { title: 'After the cut', message: 'm' });
    await stream.waitFor(3, 10_000);
    expect(stream.events.map((e) => e.data.title)).toEqual(['Before the cut', 'During the cut', 'After the cut']);
    await stream.close();
  });
});

describe('reading notifications', () => {
  it('counts unread ones in the list meta, marks one read, then all', async () => {
    const member = await createMember(t);
    const { id } = await notify(t.db, member.id, { title: 'First', message: 'm' });
    await notify(t.db, member.id, { title: 'Second', message: 'm' });
    await notify(t.db, member.id, { title: 'Third', message: 'm' });
    const list = () => t.app.inject({ method: 'GET', url: '/api/v1/notifications?pageSize=1', headers: member.auth });
    expect((await list()).json().data.meta).toMatchObject({ total: 3, unread: 3 });

    const read = await t.app.inject({ method: 'POST', url: `/api/v1/notifications/${id}/read`, headers: member.auth });
    expect(read.statusCode).toBe(200);
    expect(read.json().data.data).toMatchObject({ _id: id, title: 'First', readAt: expect.any(String) });
    expect((await list()).json().data.meta).toMatchObject({ total: 3, unread: 2 });

    // A second time keeps the first time.
    const again = await t.app.inject({ method: 'POST', url: `/api/v1/notifications/${id}/read`, headers: member.auth });
    expect(again.json().data.data.readAt).toBe(read.json().data.data.readAt);

    const all = await t.app.inject({ method: 'POST', url: '/api/v1/notifications/read-all', headers: member.auth });
    expect(all.statusCode).toBe(200);
    expect(all.json().data.data).toEqual({ marked: 2 });
    expect((await list()).json().data.meta).toMatchObject({ total: 3, unread: 0 });
  });

  it("answers 404 for another member's notification and leaves it unread", async () => {
    const ada = await createMember(t);
    const bo = await createMember(t);
    const { id } = await notify(t.db, bo.id, { title: 'For Bo only', message: 'Private' });
    const res = await t.app.inject({ method: 'POST', url: `/api/v1/notifications/${id}/read`, headers: ada.auth });
    expect(res.statusCode).toBe(404);
    await t.app.inject({ method: 'POST', url: '/api/v1/notifications/read-all', headers: ada.auth });
    const bos = await t.app.inject({ method: 'GET', url: '/api/v1/notifications', headers: bo.auth });
    expect(bos.json().data.meta.unread).toBe(1);
  });

  it('answers 400 for an id that is not one', async () => {
    const member = await createMember(t);
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/notifications/nope/read', headers: member.auth });
    expect(res.statusCode).toBe(400);
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/notifications/read-all' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: `/api/v1/notifications/${crypto.randomUUID()}/read` })).statusCode).toBe(401);
  });
});
