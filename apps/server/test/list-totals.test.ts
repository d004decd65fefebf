import type { PageMeta } from '@repertoire/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOTAL_COUNT_CAP } from '../src/lib/pagination';
import { createMusicalWork, createRightsHolder } from './support/catalogue';
import { createMember, type TestMember } from './support/factories';
import { buildTestApp, type TestApp } from './support/test-app';

/**
 * Lists at scale (docs/architecture.md#scale-and-resilience): a list counts its matches up to 10,000 and then says "more than", an
 * identifier look-up and a short list answer with their exact total, and a misspelt title that
 * closely resembles a page of titles lists those only.
 */

let t: TestApp;
let publisher: TestMember;

type List = { data: { data: { title: string }[]; meta: PageMeta } };

async function list(who: TestMember, url: string): Promise<List['data']> {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: who.auth });
  expect(res.statusCode).toBe(200);
  return (res.json() as List).data;
}

beforeAll(async () => {
  t = await buildTestApp();
  publisher = await createMember(t, { registerAs: 'corporate' });
  // A catalogue past the cap: registered works, newest registered last.
  await t.db.execute(sql`
    insert into musical_works (owner_id, title, search_titles, status, submitted_at, registered_at, updated_at)
    select ${publisher.id}::uuid, 'Catalogue work ' || i, 'Catalogue work ' || i, 'registered',
      timestamptz '2020-01-01' + i * interval '1 minute', timestamptz '2020-01-01' + i * interval '1 minute',
      timestamptz '2020-01-01' + i * interval '1 minute'
    from generate_series(1, ${TOTAL_COUNT_CAP + 5}) i`);
  for (const title of ['Harbour Lights', 'Harbour Lights (Live)', 'Harbour Lights (Radio Edit)']) {
    await createMusicalWork(t, publisher, { title, status: 'registered' });
  }
  await t.db.execute(sql`
    insert into registration_events (kind, owner_id, item_id, item_title, event, actor_name, at)
    select 'sound_recording', ${publisher.id}::uuid, gen_random_uuid(), 'Take ' || i, 'created', 'Label', timestamptz '2020-01-01' + i * interval '1 second'
    from generate_series(1, ${TOTAL_COUNT_CAP + 5}) i`);
}, 120_000);
afterAll(() => t.close());

describe('a list longer than 10,000', () => {
  it('counts a member’s works up to 10,000, says there are more, and pages as far as it counted', async () => {
    const first = await list(publisher, '/musical-works');
    expect(first.meta).toEqual({ page: 1, pageSize: 20, total: TOTAL_COUNT_CAP, totalPages: TOTAL_COUNT_CAP / 20, totalIsCapped: true });
    const last = await list(publisher, `/musical-works?page=${TOTAL_COUNT_CAP / 20}&sort=created_at&order=asc`);
    expect(last.data).toHaveLength(20);
  });

  it('does the same in the registry and the Sound Recording Logs', async () => {
    const registry = await list(publisher, '/musical-works/search');
    expect(registry.meta).toMatchObject({ total: TOTAL_COUNT_CAP, totalIsCapped: true });
    expect(registry.data).toHaveLength(20);
    const logs = await list(publisher, '/sound-recordings/logs');
    expect(logs.meta).toMatchObject({ total: TOTAL_COUNT_CAP, totalIsCapped: true });
  });

  it('gives the exact total of a shorter selection, also on a page past its end', async () => {
    const own = await list(publisher, '/musical-works?q=harbour lights');
    expect(own.meta).toEqual({ page: 1, pageSize: 20, total: 3, totalPages: 1 });
    const past = await list(publisher, '/musical-works/search?q=harbour lights&page=999');
    expect(past.data).toEqual([]);
    expect(past.meta).toEqual({ page: 999, pageSize: 20, total: 3, totalPages: 1 });
    const pastOwn = await list(publisher, '/musical-works?page=999&pageSize=100');
    expect(pastOwn.meta).toMatchObject({ total: TOTAL_COUNT_CAP, totalIsCapped: true });
  });
});

describe('an identifier look-up', () => {
  it('answers with its exact total', async () => {
    const member = await createMember(t);
    await createMusicalWork(t, member, { title: 'Yesterday', iswc: 'T0345246801', status: 'registered' });
    const found = await list(member, '/musical-works/search?iswc=T-034.524.680-1');
    expect(found.data.map((w) => w.title)).toEqual(['Yesterday']);
    expect(found.meta).toEqual({ page: 1, pageSize: 20, total: 1, totalPages: 1 });
  });
});

describe('a misspelt title', () => {
  it('lists only the titles that resemble it closely when a page of them does', async () => {
    const member = await createMember(t);
    for (let i = 1; i <= 22; i += 1) await createMusicalWork(t, member, { title: `Midnight Thunder ${i}`, status: 'registered' });
    await createMusicalWork(t, member, { title: 'Thunder Road', status: 'registered' });
    const close = await list(member, '/musical-works/search?q=Midnigt Thunder&pageSize=5');
    expect(close.meta).toMatchObject({ total: 22, totalPages: 5 });
    expect(close.data.every((w) => w.title.startsWith('Midnight Thunder'))).toBe(true);
  });

  it('lists the looser matches too when few titles resemble it closely', async () => {
    const member = await createMember(t);
    await createMusicalWork(t, member, { title: 'Yesterday', status: 'registered' });
    await createMusicalWork(t, member, { title: 'Yesterday Once More', status: 'registered' });
    const found = await list(member, '/musical-works/search?q=yestarday');
    expect(found.data.map((w) => w.title)).toEqual(expect.arrayContaining(['Yesterday', 'Yesterday Once More']));
  });
});

describe('a work’s share table', () => {
  it('takes at most 50 lines, also when they are added one at a time', async () => {
    const member = await createMember(t);
    const work = await createMusicalWork(t, member, { title: 'Crowded' });
    for (let i = 1; i <= 50; i += 1) {
      const coWriter = await createRightsHolder(t, `Co-writer ${i}`);
      await t.db.execute(sql`
        insert into musical_work_shares (work_id, rights_holder_id, role, performance_bp, mechanical_bp, position)
        values (${work}::uuid, ${coWriter}::uuid, 'composer', 0, 0, ${i})`);
    }
    const extra = await createRightsHolder(t, 'One Too Many');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/musical-works/${work}/rights-holders`,
      headers: member.auth,
      payload: { rights_holder_id: extra, role: 'composer', performance_share: 0, mechanical_share: 0 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'A work can have at most 50 share lines' });
  });
});
