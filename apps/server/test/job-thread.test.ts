import type { AddressInfo } from 'node:net';
import { JOB_EVENT, type Job } from '@repertoire/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { musicalWorks } from '../src/db/schema';
import { queueJob, registerJobKind } from '../src/features/jobs';
import { catalogueImportApi, type Answer } from './support/catalogue-imports';
import { createTestDatabase } from './support/database';
import { createMember } from './support/factories';
import { openStream } from './support/notification-stream';
import { buildTestApp, type TestApp } from './support/test-app';

// The thread opens its own connections: PostgreSQL only (the PGlite project leaves this file out, vitest.config.ts).
let t: TestApp;
beforeAll(async () => {
  const database = await createTestDatabase();
  if (!database.url) throw new Error('The job thread needs a PostgreSQL database');
  t = await buildTestApp({ database, env: { DATABASE_URL: database.url } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

const { request, uploaded, checked, imported } = catalogueImportApi(() => t);

// Known to this thread only: the job thread loads the features, not the tests.
registerJobKind('test.thread.main-only', async () => ({ ranIn: 'main' }));

describe('jobs in a thread of their own', () => {
  it('is where jobs run by default on PostgreSQL', () => {
    expect(t.config.jobRunner).toBe('thread');
  });

  it('runs a member’s catalogue import from upload to the last row saved, its progress told to the member', async () => {
    const member = await createMember(t);
    const file = ['Title;Writer 1 Name;Writer 1 Role;Writer 1 Share;Code', 'Harbour Lights;Ada Lovelace;CA;100;T1', 'Quiet Tide;;;;T2'].join('\r\n');
    const upload = await checked(member, await uploaded(member, file));
    expect(upload.summary).toMatchObject({ rows: 2, ready: 2, new: 2 });
    const stream = await openStream(`http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`, member.auth);
    const done = await imported(member, upload.id, false);
    const isEnd = (event: { event: string; data: unknown }) => event.event === JOB_EVENT && (event.data as unknown as Job).state === 'succeeded';
    await stream.waitUntil(isEnd, 10_000);
    await stream.close();
    expect(done.state).toBe('imported');
    expect(done.result).toMatchObject({ created: 2 });
    const saved = await t.db.select({ title: musicalWorks.title }).from(musicalWorks).where(eq(musicalWorks.ownerId, member.id));
    expect(saved.map((row) => row.title).sort()).toEqual(['Harbour Lights', 'Quiet Tide']);
    const job = (await request(member, 'GET', `/jobs/${done.job_id ?? ''}`)).json<Answer<Job>>().data.data;
    expect(job).toMatchObject({ state: 'succeeded', progress: { done: 2, total: 2 } });
  });

  it('does not run jobs in the thread that answers requests: a kind only this thread knows is refused by the job thread', async () => {
    const member = await createMember(t);
    const job = await queueJob({ db: t.db, clock: () => new Date() }, { id: member.id, role: 'member', name: 'Member' }, 'test.thread.main-only', {});
    t.app.jobRunner.wake();
    await t.app.jobRunner.drain();
    const ended = (await request(member, 'GET', `/jobs/${job.id}`)).json<Answer<Job>>().data.data;
    expect(ended).toMatchObject({ state: 'failed', error: 'This server cannot run jobs of kind "test.thread.main-only"' });
  });

  it('stops with the jobs under way finished, and starts again', async () => {
    await t.app.jobRunner.stop();
    const member = await createMember(t);
    const upload = await uploaded(member, 'Title;Code\r\nHeld Back;H1');
    const res = await request(member, 'PUT', `/catalogue/imports/${upload.id}/mapping`, { mapping: upload.mapping });
    expect(res.statusCode).toBe(200);
    expect(await t.app.jobRunner.drain()).toBe(0);
    t.app.jobRunner.start();
    await t.app.jobRunner.drain();
    const after = (await request(member, 'GET', `/catalogue/imports/${upload.id}`)).json<Answer<{ summary: object | null }>>().data.data;
    expect(after.summary).toMatchObject({ rows: 1, ready: 1 });
  });
});
