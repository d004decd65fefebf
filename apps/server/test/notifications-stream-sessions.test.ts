import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notify } from '../src/features/notifications/notifications.service';
import {
  MAX_STREAMS_PER_MEMBER,
  MAX_STREAMS_PER_SESSION,
  STREAM_PLACE_STALE_SECONDS,
  TOO_MANY_STREAMS_OF_MEMBER,
  TOO_MANY_STREAMS_OF_SESSION,
} from '../src/features/notifications/notifications.open-streams';
import { notificationStreams } from '../src/db/schema';
import { startSession } from '../src/session/session.service';
import { createMember, type TestMember } from './support/factories';
import { openStream } from './support/notification-stream';
import { sessionEndings } from './support/session-endings';
import { buildTestApp, listenOnFreePort } from './support/test-app';
import type { TestApp } from './support/test-app';

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await buildTestApp();
  base = await listenOnFreePort(t);
});
afterAll(() => t.close());

/** "Within seconds": the notice travels through the database's channel, then one query. */
const ENDS_WITHIN_MS = 5_000;

function streamRequest(auth: Record<string, string>, method = 'GET') {
  return fetch(`${base}/api/v1/notifications/stream`, { method, headers: { ...auth, accept: 'text/event-stream' }, signal: AbortSignal.timeout(5_000) });
}

async function anotherSession(member: TestMember, ttlHours = t.config.sessionTtlHours) {
  const { token } = await startSession(t.db, member.id, ttlHours, { ip: '127.0.0.1', userAgent: 'another browser' });
  return { authorization: `Bearer ${token}` };
}

describe('a notification stream ends with its session', () => {
  for (const ending of sessionEndings) {
    it(`ends within seconds after ${ending.name}, and sends nothing more`, async () => {
      const member = await createMember(t);
      const stream = await openStream(base, member.auth);
      try {
        await notify(t.db, member.id, { title: 'Still yours', message: 'Sent while the session lives' });
        await stream.waitFor(1);

        await ending.end({ api: `${base}/api/v1`, db: t.db, mailbox: t.mailbox, ttlHours: t.config.sessionTtlHours }, member);
        expect(await stream.endsWithin(ENDS_WITHIN_MS)).toBe(true);
        await notify(t.db, member.id, { title: 'Bank details changed', message: 'Not for a stolen token' });
        expect(stream.events.map((e) => e.data.title)).toEqual(['Still yours']);
      } finally {
        await stream.close();
      }
    });
  }

  it('ends at the moment its session expires', async () => {
    const member = await createMember(t);
    const shortLived = await anotherSession(member, 2 / 3600);
    const stream = await openStream(base, shortLived);
    try {
      expect(await stream.endsWithin(500)).toBe(false);
      expect(await stream.endsWithin(2_000 + ENDS_WITHIN_MS)).toBe(true);
    } finally {
      await stream.close();
    }
  });

  it("keeps the member's streams of other sessions open when one session logs out", async () => {
    const member = await createMember(t);
    const kept = await openStream(base, member.auth);
    const other = await anotherSession(member);
    const ended = await openStream(base, other);
    try {
      expect((await fetch(`${base}/api/v1/auth/logout`, { method: 'POST', headers: other })).status).toBe(200);
      expect(await ended.endsWithin(ENDS_WITHIN_MS)).toBe(true);
      await notify(t.db, member.id, { title: 'For the session still open', message: 'Delivered' });
      expect((await kept.waitFor(1)).map((e) => e.data.title)).toEqual(['For the session still open']);
      expect(await kept.endsWithin(300)).toBe(false);
    } finally {
      await kept.close();
      await ended.close();
    }
  });
});

describe('HEAD /notifications/stream', () => {
  it("answers at once with the stream's headers and no body", async () => {
    const member = await createMember(t);
    const res = await streamRequest(member.auth, 'HEAD');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-cache, no-transform');
    expect(await res.text()).toBe('');
  });

  it('answers 401 without a session', async () => {
    const res = await streamRequest({}, 'HEAD');
    expect(res.status).toBe(401);
    expect(await res.text()).toBe('');
  });
});

describe('how many streams a member may hold', () => {
  it(`refuses a stream beyond ${MAX_STREAMS_PER_SESSION} of one session with 429, and takes one again when another closes`, async () => {
    const member = await createMember(t);
    const streams = [];
    try {
      for (let i = 0; i < MAX_STREAMS_PER_SESSION; i += 1) streams.push(await openStream(base, member.auth));
      const refused = await streamRequest(member.auth);
      expect(refused.status).toBe(429);
      expect(await refused.json()).toEqual({ message: TOO_MANY_STREAMS_OF_SESSION });

      await streams.pop()?.close();
      // The server hears of the closed connection a moment later.
      await expect.poll(async () => {
        const res = await streamRequest(member.auth);
        await res.body?.cancel();
        return res.status;
      }).toBe(200);
    } finally {
      for (const stream of streams) await stream.close();
    }
  });

  it(`refuses a stream beyond ${MAX_STREAMS_PER_MEMBER} of one member, whatever the session, and no other member is affected`, async () => {
    const member = await createMember(t);
    const streams = [];
    try {
      for (let i = 0; i < MAX_STREAMS_PER_MEMBER / MAX_STREAMS_PER_SESSION; i += 1) {
        const session = await anotherSession(member);
        for (let j = 0; j < MAX_STREAMS_PER_SESSION; j += 1) streams.push(await openStream(base, session));
      }
      const refused = await streamRequest(await anotherSession(member));
      expect(refused.status).toBe(429);
      expect(await refused.json()).toEqual({ message: TOO_MANY_STREAMS_OF_MEMBER });

      const someoneElse = await createMember(t);
      const theirs = await openStream(base, someoneElse.auth);
      await theirs.close();
    } finally {
      for (const stream of streams) await stream.close();
    }
  });

  it('counts no place of a process that stopped renewing it (one killed, say), and every place of a live one', async () => {
    const member = await createMember(t);
    const longAgo = new Date(Date.now() - (STREAM_PLACE_STALE_SECONDS + 30) * 1000);
    const place = { userId: member.id, sessionId: randomUUID() };
    // A dead process's streams: the member's whole cap, last renewed long ago.
    await t.db.insert(notificationStreams).values(Array.from({ length: MAX_STREAMS_PER_MEMBER }, () => ({ ...place, openedAt: longAgo, seenAt: longAgo })));
    const stream = await openStream(base, member.auth);
    await stream.close();
    // Another process's streams, renewed just now, count.
    await t.db.insert(notificationStreams).values(Array.from({ length: MAX_STREAMS_PER_MEMBER }, () => ({ ...place, openedAt: new Date(), seenAt: new Date() })));
    const refused = await streamRequest(member.auth);
    expect(refused.status).toBe(429);
  });
});
