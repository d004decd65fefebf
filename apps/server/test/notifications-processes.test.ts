import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { notifications } from '../src/db/schema';
import { createTestDatabase, testDatabaseKind } from './support/database';
import { startSession } from '../src/session/session.service';
import { createMember, createStaff } from './support/factories';
import { Mailbox } from './support/mailbox';
import { openStream } from './support/notification-stream';
import { serverProcesses, type ServerProcess } from './support/server-process';
import { sessionEndings } from './support/session-endings';
import {
  MAX_STREAMS_PER_MEMBER,
  MAX_STREAMS_PER_SESSION,
  TOO_MANY_STREAMS_OF_MEMBER,
  TOO_MANY_STREAMS_OF_SESSION,
} from '../src/features/notifications/notifications.open-streams';

// Skipped in the PGlite project on purpose: an embedded database belongs to one process, so a
// second server process cannot open it (it refuses the data folder a live one holds).
describe.runIf(testDatabaseKind() === 'postgres')('two server processes on one PostgreSQL database', () => {
  const servers = serverProcesses();
  const keyDir = mkdtempSync(join(tmpdir(), 'repertoire-processes-'));
  // Both processes and the factories here share one key, as the instances of one deployment do.
  const encryptionKey = randomBytes(32).toString('hex');
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: keyDir, ENCRYPTION_KEY: encryptionKey, LOG_LEVEL: 'silent' });
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  /** The deployment's mail server: production requires one, and reset links arrive here. */
  const mailbox = new Mailbox();
  let a: ServerProcess;
  let b: ServerProcess;

  beforeAll(async () => {
    // A fresh database of the suite's PostgreSQL server, migrated, that close() drops again.
    database = await createTestDatabase();
    const databaseUrl = database.url;
    if (!databaseUrl) throw new Error('A PostgreSQL test database has a URL');
    const smtpUrl = `smtp://127.0.0.1:${await mailbox.listen()}`;
    const env = { NODE_ENV: 'production', DATABASE_URL: databaseUrl, ENCRYPTION_KEY: encryptionKey, SMTP_URL: smtpUrl, LOG_LEVEL: 'warn' };
    // One after the other: each migrates on start, and the second finds nothing left to do.
    a = await servers.startServer({ env });
    b = await servers.startServer({ env });
  }, 120_000);

  afterAll(async () => {
    servers.killAll();
    await database.close();
    await mailbox.close();
    rmSync(keyDir, { recursive: true, force: true });
  });

  const anotherSession = async (userId: string) => {
    const { token } = await startSession(database.db, userId, config.sessionTtlHours, { ip: '127.0.0.1', userAgent: 'another browser' });
    return { authorization: `Bearer ${token}` };
  };
  const streamRequest = (server: ServerProcess, auth: Record<string, string>) =>
    fetch(`${new URL(server.url).origin}/api/v1/notifications/stream`, { headers: { ...auth, accept: 'text/event-stream' }, signal: AbortSignal.timeout(5_000) });

  it("delivers a notification written through one process on a member's stream opened on the other", async () => {
    const t = { db: database.db, config };
    const member = await createMember(t);
    const staff = await createStaff(t);
    const stream = await openStream(new URL(a.url).origin, member.auth);
    try {
      const sent = await fetch(`${b.url}/staff/announcements`, {
        method: 'POST',
        headers: { ...staff.auth, 'content-type': 'application/json' },
        body: JSON.stringify({ audience: 'member', memberId: member.id, title: 'Across processes', message: 'Written by B, heard by A' }),
      });
      expect(sent.status, await sent.clone().text()).toBe(201);

      // Process A hears of it only through PostgreSQL's LISTEN/NOTIFY: nothing in A wrote it.
      const [event] = await stream.waitFor(1, 20_000);
      const [row] = await database.db
        .select({ id: notifications.id })
        .from(notifications)
        .where(and(eq(notifications.userId, member.id), eq(notifications.title, 'Across processes')));
      expect(row).toBeDefined();
      expect(event).toMatchObject({ event: 'notification', data: { _id: row?.id, title: 'Across processes', message: 'Written by B, heard by A' } });
      expect(event?.id).toBeTruthy();
    } finally {
      await stream.close();
    }
    expect(a.output()).not.toMatch(/"level":(50|60)/);
    expect(b.output()).not.toMatch(/"level":(50|60)/);
  }, 60_000);

  it(`caps a member's streams at ${MAX_STREAMS_PER_MEMBER} over both processes, and a place freed on one is taken on the other`, async () => {
    const member = await createMember({ db: database.db, config });
    const sessions = [member.auth, await anotherSession(member.id)];
    const streams: Awaited<ReturnType<typeof openStream>>[] = [];
    try {
      // Each session's streams split between the processes: neither process alone holds the cap.
      for (const auth of sessions) {
        for (let i = 0; i < MAX_STREAMS_PER_SESSION; i += 1) streams.push(await openStream(new URL((i % 2 ? a : b).url).origin, auth));
      }
      for (const server of [a, b]) {
        const refused = await streamRequest(server, await anotherSession(member.id));
        expect(refused.status).toBe(429);
        expect(await refused.json()).toEqual({ message: TOO_MANY_STREAMS_OF_MEMBER });
      }
      const ofSession = await streamRequest(a, member.auth);
      expect(await ofSession.json()).toEqual({ message: TOO_MANY_STREAMS_OF_SESSION });

      // A stream held by B closes: A gives its place to a new one.
      await streams.shift()?.close();
      await expect.poll(async () => {
        const res = await streamRequest(a, member.auth);
        await res.body?.cancel();
        return res.status;
      }).toBe(200);
    } finally {
      for (const stream of streams) await stream.close();
    }
  }, 60_000);

  describe("a stream on one process ends within seconds when its session ends through the other", () => {
    /** The notice crosses processes through PostgreSQL's LISTEN/NOTIFY, then one query. */
    const ENDS_WITHIN_MS = 5_000;

    for (const ending of sessionEndings) {
      it(`after ${ending.name}`, async () => {
        const member = await createMember({ db: database.db, config });
        const stream = await openStream(new URL(a.url).origin, member.auth);
        try {
          expect(await stream.endsWithin(300)).toBe(false);
          await ending.end({ api: b.url, db: database.db, mailbox, ttlHours: config.sessionTtlHours }, member);
          expect(await stream.endsWithin(ENDS_WITHIN_MS)).toBe(true);
        } finally {
          await stream.close();
        }
      }, 60_000);
    }

    it('when it expires', async () => {
      const member = await createMember({ db: database.db, config });
      const { token } = await startSession(database.db, member.id, 2 / 3600, { ip: '127.0.0.1', userAgent: 'short-lived' });
      const stream = await openStream(new URL(a.url).origin, { authorization: `Bearer ${token}` });
      try {
        expect(await stream.endsWithin(500)).toBe(false);
        expect(await stream.endsWithin(2_000 + ENDS_WITHIN_MS)).toBe(true);
      } finally {
        await stream.close();
      }
    }, 60_000);
  });
});
