import type { PGlite } from '@electric-sql/pglite';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import type { Config } from '../src/config';
import type { Database } from '../src/db/database';
import { jobs } from '../src/db/schema';
import { JOBS_CHANNEL, cancelJob, createJobRunner, getJob, listJobs, queueJob, registerJobKind } from '../src/features/jobs';
import type { JobRunner } from '../src/features/jobs';
import { claimJobs } from '../src/features/jobs/jobs.repository';
import type { Actor } from '../src/lib/actor';
import { NotFound } from '../src/lib/errors';
import { createLocalDiskStorage } from '../src/storage/local-disk-storage';
import { createTestClock } from './support/clock';
import { createTestDatabase } from './support/database';
import { deferred } from './support/deferred';
import { createMember } from './support/factories';

const silent = { info: () => {}, warn: () => {}, error: () => {} };

let database: Database & { url?: string };
let config: Config;
const clock = createTestClock();

const actorOf = (member: { id: string }): Actor => ({ id: member.id, role: 'member', name: 'Member' });
const deps = () => ({ db: database.db, clock });
/** What every runner of these tests is given: the test database and clock, no file is stored. */
const runnerBase = () => ({ db: database.db, driver: database.driver, clock, config, storage: createLocalDiskStorage(config.dataDir), logger: silent, pollIntervalMs: 60_000 });
const runner = (options: { maxAttempts?: number; leaseMs?: number } = {}): JobRunner => createJobRunner({ ...runnerBase(), ...options });

// Each test's kind is its own, so a job of one test never meets another test's handler.
const counted = new Map<string, number>();
registerJobKind('test.count', async ({ input, reportProgress }) => {
  const { to } = input as { to: number };
  for (let done = 1; done <= to; done += 1) await reportProgress(done, to);
  return { counted: to };
});
registerJobKind('test.fail', async () => {
  throw new Error('The file has no header row');
});
registerJobKind('test.tally', async ({ job }) => {
  counted.set(job.id, (counted.get(job.id) ?? 0) + 1);
  return null;
});
const midway = { reached: deferred(), go: deferred() };
registerJobKind('test.cancellable', async ({ reportProgress, isCancelled }) => {
  await reportProgress(1, 3);
  midway.reached.release();
  await midway.go.promise;
  await reportProgress(2, 3);
  if (isCancelled()) return null;
  await reportProgress(3, 3);
  return { finished: true };
});

beforeAll(async () => {
  database = await createTestDatabase();
  config = loadConfig({ NODE_ENV: 'test', DATA_DIR: '/nonexistent', APP_URL: 'http://localhost:3000', ENCRYPTION_KEY: randomBytes(32).toString('hex') });
});
afterAll(async () => {
  await database.close();
});

/** Every payload said on the jobs channel from now on, as `{ userId, jobId }`. */
async function listenToJobEvents() {
  const heard: { userId: string; jobId: string }[] = [];
  const hear = (payload: string) => heard.push(JSON.parse(payload) as { userId: string; jobId: string });
  if (database.driver === 'pglite') {
    const client = (database.db as unknown as { $client: PGlite }).$client;
    const stop = await client.listen(JOBS_CHANNEL, hear);
    return { heard, stop };
  }
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  client.on('notification', (message) => hear(message.payload ?? 'null'));
  await client.query(`LISTEN ${JOBS_CHANNEL}`);
  return { heard, stop: () => client.end() };
}

describe('jobs', () => {
  it('runs a job to success, its progress recorded', async () => {
    const owner = await createMember({ db: database.db, config });
    const job = await queueJob(deps(), actorOf(owner), 'test.count', { to: 3 });
    expect(job.state).toBe('queued');
    expect(await runner().drain()).toBe(1);
    const done = await getJob(deps(), actorOf(owner), job.id);
    expect(done).toMatchObject({ state: 'succeeded', progressDone: 3, progressTotal: 3, result: { counted: 3 }, attempts: 1 });
    expect(done.finishedAt).not.toBeNull();
  });

  it('ends a job whose handler throws as failed, with its message', async () => {
    const owner = await createMember({ db: database.db, config });
    const job = await queueJob(deps(), actorOf(owner), 'test.fail', {});
    await runner().drain();
    expect(await getJob(deps(), actorOf(owner), job.id)).toMatchObject({ state: 'failed', error: 'The file has no header row', result: null });
  });

  it('never runs a queued job cancelled by its owner', async () => {
    const owner = await createMember({ db: database.db, config });
    const job = await queueJob(deps(), actorOf(owner), 'test.tally', {});
    expect(await cancelJob(deps(), actorOf(owner), job.id)).toMatchObject({ outcome: 'cancelled', row: { state: 'cancelled' } });
    await runner().drain();
    expect(counted.get(job.id)).toBeUndefined();
    expect(await getJob(deps(), actorOf(owner), job.id)).toMatchObject({ state: 'cancelled', attempts: 0 });
  });

  it('ends a running job cancelled midway as cancelled', async () => {
    const owner = await createMember({ db: database.db, config });
    const job = await queueJob(deps(), actorOf(owner), 'test.cancellable', {});
    const draining = runner().drain();
    await midway.reached.promise;
    expect(await cancelJob(deps(), actorOf(owner), job.id)).toMatchObject({ outcome: 'stopping', row: { state: 'running' } });
    midway.go.release();
    await draining;
    expect(await getJob(deps(), actorOf(owner), job.id)).toMatchObject({ state: 'cancelled', progressDone: 2, result: null });
  });

  it('takes up a job whose lease lapsed, and fails it once its attempts are spent', async () => {
    const owner = await createMember({ db: database.db, config });
    const job = await queueJob(deps(), actorOf(owner), 'test.tally', {});
    const leaseMs = 30_000;
    // A process that claims the job and dies: no heartbeat, no end.
    const claimAsDead = async () => {
      const now = clock();
      return claimJobs(database.db, { now, limit: 10, lockedUntil: new Date(now.getTime() + leaseMs), maxAttempts: 2 });
    };
    expect((await claimAsDead()).map((row) => row.id)).toContain(job.id);
    expect(await runner({ maxAttempts: 2, leaseMs }).drain()).toBe(0);
    clock.advance(leaseMs + 1);
    expect((await claimAsDead()).map((row) => row.id)).toContain(job.id);
    clock.advance(leaseMs + 1);
    await runner({ maxAttempts: 2, leaseMs }).drain();
    expect(counted.get(job.id)).toBeUndefined();
    const ended = await getJob(deps(), actorOf(owner), job.id);
    expect(ended).toMatchObject({ state: 'failed', attempts: 2, lockedUntil: null });
    expect(ended.error).toMatch(/stopped unexpectedly/);
  });

  it('never runs one job on two runners', async () => {
    const owner = await createMember({ db: database.db, config });
    const queued = [];
    for (let i = 0; i < 6; i += 1) queued.push(await queueJob(deps(), actorOf(owner), 'test.tally', { i }));
    const first = runner();
    const second = createJobRunner({ ...runnerBase(), concurrency: 2 });
    const ran = (await Promise.all([first.drain(), second.drain()])).reduce((a, b) => a + b, 0);
    expect(ran).toBe(6);
    for (const job of queued) expect(counted.get(job.id)).toBe(1);
  });

  it("hides a member's job from another member", async () => {
    const owner = await createMember({ db: database.db, config });
    const other = await createMember({ db: database.db, config });
    const job = await queueJob(deps(), actorOf(owner), 'test.tally', {});
    await expect(getJob(deps(), actorOf(other), job.id)).rejects.toBeInstanceOf(NotFound);
    await expect(cancelJob(deps(), actorOf(other), job.id)).rejects.toBeInstanceOf(NotFound);
    expect((await listJobs(deps(), actorOf(other), { page: 1, pageSize: 20 })).items).toEqual([]);
    expect((await listJobs(deps(), actorOf(owner), { page: 1, pageSize: 20 })).items.map((row) => row.id)).toEqual([job.id]);
    const [row] = await database.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(row?.cancelRequestedAt).toBeNull();
  });

  it("tells the owner's channel of a job's progress and end, naming no one else", async () => {
    const owner = await createMember({ db: database.db, config });
    const listening = await listenToJobEvents();
    try {
      const job = await queueJob(deps(), actorOf(owner), 'test.count', { to: 5 });
      await runner().drain();
      await expect.poll(() => listening.heard.filter((event) => event.jobId === job.id).length).toBeGreaterThanOrEqual(3);
      const ofJob = listening.heard.filter((event) => event.jobId === job.id);
      expect(new Set(ofJob.map((event) => event.userId))).toEqual(new Set([owner.id]));
      // Five progress reports within one second of the test clock: one progress event, throttled.
      expect(ofJob.length).toBe(3);
    } finally {
      await listening.stop();
    }
  });
});
