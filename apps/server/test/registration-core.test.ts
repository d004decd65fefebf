import type {
  MusicalWorkDetails,
  MusicalWorkHistoryEntry,
  MusicalWorkListItem,
  MusicalWorkRegistryItem,
  RightsHolderDetails,
  SoundRecordingDetails,
  SoundRecordingListItem,
  SoundRecordingRegistryItem,
} from '@repertoire/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../src/seed/seed';
import { completeRecording, createRegisteredRecording, decideRecording } from './support/catalogue';
import { createMember, createStaff, type TestMember } from './support/factories';
import { asMember, createRightsHolder, decide, ownRightsHolder, registeredWork } from './support/musical-works';
import { buildTestApp, type TestApp } from './support/test-app';

/**
 * What the registration core gives every kind (docs/decisions/0001): a registered item edited by
 * its member stays public in its registered version until staff decide; share lines keep their
 * ids; identifiers are found in any spelling. On both databases.
 */

let t: TestApp;
let ada: TestMember;
let bo: TestMember;
let staff: TestMember;
let coWriter: string;

beforeAll(async () => {
  t = await buildTestApp();
  ada = await createMember(t, { givenName: 'Ada', otherNames: 'Okafor' });
  bo = await createMember(t, { givenName: 'Bo', otherNames: 'Lindqvist' });
  staff = await createStaff(t);
  coWriter = await createRightsHolder(t, ada, { name: 'Tariq Mensah', ipi_name_number: '00000000199' });
});
afterAll(() => t.close());

const data = <T>(body: unknown) => (body as { data: { data: T } }).data.data;
const titles = (items: { title: string }[]) => items.map((item) => item.title);

describe('a registered work edited by its member', () => {
  let work: MusicalWorkDetails;
  beforeAll(async () => {
    work = await registeredWork(t, ada, coWriter, { title: 'Lantern Street', genre: 'Folk' });
    const edited = await asMember(t, ada).patch(`/musical-works/${work.id}`, {
      title: 'Lantern Street (Reprise)',
      genre: 'Jazz',
      shares: [
        { rights_holder_id: ownRightsHolder(ada), role: 'composer', performance_share: 60, mechanical_share: 50 },
        { rights_holder_id: coWriter, role: 'author', performance_share: 40, mechanical_share: 50 },
      ],
    });
    expect(edited.status).toBe(200);
  });

  it('is still found by another member under its registered title and shares, never the change', async () => {
    const registry = await asMember(t, bo).get('/musical-works/search?q=Lantern');
    const found = data<MusicalWorkRegistryItem[]>(registry.body).find((item) => item.id === work.id);
    expect(found?.title).toBe('Lantern Street');
    expect(found?.parties.map((p) => p.name)).toEqual(['Ada Okafor', 'Tariq Mensah']);
    const byNewTitle = data<MusicalWorkRegistryItem[]>((await asMember(t, bo).get('/musical-works/search?q=Reprise')).body);
    expect(byNewTitle.map((item) => item.id)).not.toContain(work.id);
  });

  it('stays on its rights holders’ pages and in the recordings’ work picker', async () => {
    const holder = data<RightsHolderDetails>((await asMember(t, bo).get(`/rights-holders/${coWriter}`)).body);
    expect(holder.works).toContainEqual({ id: work.id, title: 'Lantern Street', iswc: null, role: 'author', in_dispute: false });
    const linked = await asMember(t, bo).post('/sound-recordings', { title: 'Lantern Street (cover)', musical_work_id: work.id });
    expect(linked.status).toBe(201);
    expect(data<SoundRecordingDetails>(linked.body).musical_work).toMatchObject({ id: work.id, title: 'Lantern Street', is_own: false });
  });

  it('shows its member the change in review on their own pages', async () => {
    const mine = data<MusicalWorkDetails>((await asMember(t, ada).get(`/musical-works/${work.id}`)).body);
    expect(mine).toMatchObject({
      title: 'Lantern Street (Reprise)',
      genre: 'Jazz',
      status: 'submitted',
      totals: { performance: 100, mechanical: 100 },
      change: { status: 'submitted', reason: null, decided_at: null },
    });
    expect(mine.change?.changes).toEqual(
      expect.arrayContaining([
        { field: 'title', old: 'Lantern Street', new: 'Lantern Street (Reprise)' },
        { field: 'genre', old: 'Folk', new: 'Jazz' },
        { field: 'performance_share', old: 50, new: 60 },
      ]),
    );
  });

  it('stays registered in its member’s list and status filter, marked with its change in review', async () => {
    // The registered version is what the registry shows: the list names it, and says a change waits.
    const registered = data<MusicalWorkListItem[]>((await asMember(t, ada).get('/musical-works?status=registered&pageSize=100')).body);
    expect(registered.find((item) => item.id === work.id)).toMatchObject({ title: 'Lantern Street', status: 'registered', change_in_review: true });
    const inReview = data<MusicalWorkListItem[]>((await asMember(t, ada).get('/musical-works?status=submitted&pageSize=100')).body);
    expect(inReview.map((item) => item.id)).not.toContain(work.id);
    expect(inReview.every((item) => !item.change_in_review)).toBe(true);
  });

  it('keeps its share lines’ ids through the change and its approval, and the approval publishes it', async () => {
    const approved = await decide(t, work.id, { decision: 'registered' });
    expect(approved).toMatchObject({ title: 'Lantern Street (Reprise)', status: 'registered', change: null });
    expect(approved.shares.map((share) => share.id)).toEqual(work.shares.map((share) => share.id));
    const registry = data<MusicalWorkRegistryItem[]>((await asMember(t, bo).get('/musical-works/search?q=Reprise')).body);
    expect(registry.find((item) => item.id === work.id)?.title).toBe('Lantern Street (Reprise)');
    const history = data<MusicalWorkHistoryEntry[]>((await asMember(t, ada).get(`/musical-works/${work.id}/history`)).body);
    expect(history.slice(0, 2).map((entry) => entry.event)).toEqual(['registered', 'share_updated']);
  });
});

describe('a registered work whose change is rejected', () => {
  it('keeps its registered version in public, and shows its member the rejected change with the reason', async () => {
    const work = await registeredWork(t, ada, coWriter, { title: 'Quay Song' });
    await asMember(t, ada).patch(`/musical-works/${work.id}`, { title: 'Quay Song (Extended)' });
    const rejected = await decide(t, work.id, { decision: 'rejected', reason: 'The extended version is a new work: register it on its own' });
    expect(rejected).toMatchObject({
      title: 'Quay Song',
      status: 'registered',
      change: { status: 'rejected', reason: 'The extended version is a new work: register it on its own', decided_at: expect.any(String) },
    });
    expect(rejected.change?.changes).toEqual([{ field: 'title', old: 'Quay Song', new: 'Quay Song (Extended)' }]);
    const registry = data<MusicalWorkRegistryItem[]>((await asMember(t, bo).get('/musical-works/search?q=Quay')).body);
    expect(registry.find((item) => item.id === work.id)?.title).toBe('Quay Song');

    // The member may try again: the new change replaces the rejected one.
    const again = await asMember(t, ada).patch(`/musical-works/${work.id}`, { genre: 'Folk' });
    expect(data<MusicalWorkDetails>(again.body)).toMatchObject({ title: 'Quay Song', genre: 'Folk', status: 'submitted', change: { status: 'submitted', reason: null } });
  });
});

describe('a registered recording edited by its member', () => {
  it('stays in the registry in its registered version until the change is approved', async () => {
    const label = await createRightsHolder(t, ada, { name: 'Quayside Records', kind: 'organisation' });
    const recording = await createRegisteredRecording(t, ada, staff, completeRecording(label, { title: 'Tidewater', isrc: 'GB-QSR-24-00001' }));
    const edited = await asMember(t, ada).patch(`/sound-recordings/${recording.id}`, { title: 'Tidewater (2024 mix)', isrc: 'GB-QSR-24-00002' });
    expect(data<SoundRecordingDetails>(edited.body)).toMatchObject({ title: 'Tidewater (2024 mix)', status: 'submitted', change: { status: 'submitted' } });

    const registry = data<SoundRecordingRegistryItem[]>((await asMember(t, bo).get('/sound-recordings/search?isrc=GBQSR2400001')).body);
    expect(registry.map((item) => [item.id, item.title])).toEqual([[recording.id, 'Tidewater']]);
    const own = data<SoundRecordingListItem[]>((await asMember(t, ada).get('/sound-recordings?status=registered')).body);
    expect(own.find((item) => item.id === recording.id)).toMatchObject({ title: 'Tidewater', status: 'registered', change_in_review: true });
    const inReview = data<SoundRecordingListItem[]>((await asMember(t, ada).get('/sound-recordings?status=submitted')).body);
    expect(inReview.map((item) => item.id)).not.toContain(recording.id);

    const approved = await decideRecording(t, staff, recording.id, { decision: 'registered' });
    expect(approved).toMatchObject({ title: 'Tidewater (2024 mix)', isrc: 'GBQSR2400002', status: 'registered', change: null });
    expect(approved.ownership.map((owner) => owner.id)).toEqual(recording.ownership.map((owner) => owner.id));
    expect(approved.performers.map((p) => p.id)).toEqual(recording.performers.map((p) => p.id));
    const listed = data<SoundRecordingListItem[]>((await asMember(t, ada).get('/sound-recordings?status=registered')).body);
    expect(listed.find((item) => item.id === recording.id)).toMatchObject({ title: 'Tidewater (2024 mix)', change_in_review: false });
    const after = data<SoundRecordingRegistryItem[]>((await asMember(t, bo).get('/sound-recordings/search?isrc=GB-QSR-24-00002')).body);
    expect(after.map((item) => item.title)).toEqual(['Tidewater (2024 mix)']);
  });
});

describe('stable share lines', () => {
  it('keeps the ids of the lines that stay and records a changed line as an update', async () => {
    const created = await asMember(t, ada).post('/musical-works', {
      title: 'Steady Lines',
      shares: [
        { rights_holder_id: ownRightsHolder(ada), role: 'composer', performance_share: 50, mechanical_share: 50 },
        { rights_holder_id: coWriter, role: 'author', performance_share: 50, mechanical_share: 50 },
      ],
    });
    const work = data<MusicalWorkDetails>(created.body);
    const [composer, author] = work.shares;
    const saved = await asMember(t, ada).patch(`/musical-works/${work.id}`, {
      shares: [
        { rights_holder_id: coWriter, role: 'author', performance_share: 40, mechanical_share: 50 },
        { rights_holder_id: ownRightsHolder(ada), role: 'composer', performance_share: 60, mechanical_share: 50 },
      ],
    });
    const after = data<MusicalWorkDetails>(saved.body).shares;
    expect(after.map((share) => share.id)).toEqual([author?.id, composer?.id]);
    const history = data<MusicalWorkHistoryEntry[]>((await asMember(t, ada).get(`/musical-works/${work.id}/history`)).body);
    expect(history.filter((entry) => entry.event === 'share_updated')).toHaveLength(2);
    expect(history.some((entry) => entry.event === 'share_added' && entry.at !== history.at(-1)?.at)).toBe(false);
  });
});

describe('identifiers in any spelling', () => {
  it('finds a seeded recording by its ISRC typed with or without hyphens or in lower case', async () => {
    const seeded = await buildTestApp();
    try {
      await seedDemoData(seeded.db);
      const member = await createMember(seeded);
      for (const spelling of ['GB-NLR-21-00001', 'GBNLR2100001', 'gb-nlr-21-00001', 'ISRC gbnlr2100001']) {
        const res = await asMember(seeded, member).get(`/sound-recordings/search?isrc=${encodeURIComponent(spelling)}`);
        expect(titles(data<SoundRecordingRegistryItem[]>(res.body)), spelling).toEqual(['Northern Waltz']);
      }
      const works = await asMember(seeded, member).get(`/musical-works/search?iswc=${encodeURIComponent('t-034.524.680-1')}`);
      expect(titles(data<MusicalWorkRegistryItem[]>(works.body))).toEqual(['Northern Waltz']);

      // A registered ISRC typed with hyphens is still taken.
      const holder = await createRightsHolder(seeded, member, { name: 'Copycat Records', kind: 'organisation' });
      const copy = await asMember(seeded, member).post('/sound-recordings', completeRecording(holder, { isrc: 'gb-nlr-21-00001' }));
      expect(copy.status).toBe(409);
      expect(copy.body.message).toBe('ISRC GB-NLR-21-00001 is already registered to the recording “Northern Waltz” by Ada Okafor');
    } finally {
      await seeded.close();
    }
  });
});
