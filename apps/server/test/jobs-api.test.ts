import { JOB_EVENT, type Job } from '@repertoire/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queueJob, registerJobKind } from '../src/features/jobs';
import type { Actor } from '../src/lib/actor';
import { deferred } from './support/deferred';
import { createMember, type TestMember } from './support/factories';
import { openStream } from './support/notification-stream';
import { buildTestApp, listenOnFreePort, type TestApp } from './support/test-app';

let t: TestApp;
let base: string;
const actorOf = (member: TestMember): Actor => ({ id: member.id, role: 'member', name: 'Member' });

// A job that waits for the test before it ends, reporting its progress on the way.
const gate = { reached: deferred(), go: deferred() };
registerJobKind('test.api.gated', async ({ reportProgress }) => {
  await reportProgress(1, 2);
  gate.reached.release();
  await gate.go.promise;
  await reportProgress(2, 2);
  return { rows: 2 };
});

beforeAll(async () => {
  t = await buildTestApp();
  base = await listenOnFreePort(t);
});
afterAll(() => t.close());

const get = (member: TestMember | null, url: string) => t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: member?.auth ?? {} });
const queue = (member: TestMember, kind = 'test.api.never-run') => queueJob({ db: t.db, clock: () => new Date() }, actorOf(member), kind, { file: 'works.csv' });

describe('a member’s jobs', () => {
  it('shows a job to its owner alone: 404 to another member, 401 without a session', async () => {
    const owner = await createMember(t);
    const other = await createMember(t);
    const job = await queue(owner);

    const mine = await get(owner, `/jobs/${job.id}`);
    expect(mine.statusCode).toBe(200);
    expect(mine.json<{ data: { data: Job } }>().data.data).toMatchObject({ id: job.id, kind: 'test.api.never-run', state: 'queued', progress: { done: 0, total: null } });

    const theirs = await get(other, `/jobs/${job.id}`);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ message: 'No such job' });
    expect((await get(other, '/jobs')).json<{ data: { data: Job[] } }>().data.data).toEqual([]);
    expect((await t.app.inject({ method: 'POST', url: `/api/v1/jobs/${job.id}/cancel`, headers: other.auth })).statusCode).toBe(404);
    expect((await get(null, `/jobs/${job.id}`)).statusCode).toBe(401);
  });

  it('lists the owner’s jobs newest first, a page at a time, by kind on request', async () => {
    const owner = await createMember(t);
    const queued: string[] = [];
    for (let i = 0; i < 3; i += 1) queued.push((await queue(owner)).id);
    const other = (await queue(owner, 'test.api.other-kind')).id;

    const first = (await get(owner, '/jobs?pageSize=2')).json<{ data: { data: Job[]; meta: { total: number; totalPages: number } } }>().data;
    expect(first.meta).toMatchObject({ total: 4, totalPages: 2 });
    expect(first.data.map((job) => job.id)).toEqual([other, queued[2]]);
    const ofKind = (await get(owner, '/jobs?kind=test.api.never-run')).json<{ data: { data: Job[] } }>().data.data;
    expect(ofKind.map((job) => job.id)).toEqual([...queued].reverse());
  });

  it('cancels a queued job at once, and says so', async () => {
    const owner = await createMember(t);
    const job = await queue(owner);
    const res = await t.app.inject({ method: 'POST', url: `/api/v1/jobs/${job.id}/cancel`, headers: owner.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'The job has been cancelled', data: { data: { state: 'cancelled', cancel_requested: true } } });
    const again = await t.app.inject({ method: 'POST', url: `/api/v1/jobs/${job.id}/cancel`, headers: owner.auth });
    expect(again.json()).toMatchObject({ message: 'The job had already ended', data: { data: { state: 'cancelled' } } });
  });

  it('refuses an id that is not one', async () => {
    const owner = await createMember(t);
    const res = await get(owner, '/jobs/not-an-id');
    expect(res.statusCode).toBe(400);
  });

  it('tells the owner’s notification stream how the job moves, and no one else’s', async () => {
    const owner = await createMember(t);
    const other = await createMember(t);
    const stream = await openStream(base, owner.auth);
    const otherStream = await openStream(base, other.auth);
    try {
      const job = await queue(owner, 'test.api.gated');
      await gate.reached.promise;
      gate.go.release();
      const isEnd = (event: { event: string; data: unknown }) => event.event === JOB_EVENT && (event.data as unknown as Job).state === 'succeeded';
      const before = await stream.waitUntil(isEnd, 10_000);
      const jobEvents = [...before, ...stream.events.filter(isEnd)].filter((event) => event.event === JOB_EVENT).map((event) => event.data as unknown as Job);
      expect(jobEvents.every((event) => event.id === job.id)).toBe(true);
      expect(jobEvents.at(-1)).toMatchObject({ state: 'succeeded', progress: { done: 2, total: 2 }, result: { rows: 2 } });
      expect(otherStream.events.filter((event) => event.event === JOB_EVENT)).toEqual([]);
    } finally {
      await stream.close();
      await otherStream.close();
    }
  });
});
