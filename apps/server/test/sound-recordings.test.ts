import { randomUUID } from 'node:crypto';
import type { SoundRecordingDetails, SoundRecordingListItem, SoundRecordingRegistryItem } from '@repertoire/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../src/seed/seed';
import { registrationEvents, soundRecordings } from '../src/db/schema';
import { soundRecordings as recordingRegistrations } from '../src/features/sound-recordings/sound-recordings.service';
import {
  completeRecording,
  createMusicalWork,
  createRecording,
  createRegisteredRecording,
  createRightsHolder,
  decideRecording,
  submitRecording,
} from './support/catalogue';
import { createMember, createStaff, type TestMember } from './support/factories';
import { createTestDatabase } from './support/database';
import { buildTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let staff: TestMember;
let label: string;
let publisher: string;

beforeAll(async () => {
  t = await buildTestApp();
  staff = await createStaff(t);
  label = await createRightsHolder(t, 'Harbour Lights Records');
  publisher = await createRightsHolder(t, 'Northern Songs');
});
afterAll(() => t.close());

type Json = Record<string, unknown>;

function call(member: TestMember | null, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: Json) {
  return t.app.inject({ method, url: `/api/v1${url}`, headers: member?.auth ?? {}, ...(payload ? { payload } : {}) });
}

function details(res: { json(): unknown }): SoundRecordingDetails {
  return (res.json() as { data: { data: SoundRecordingDetails } }).data.data;
}

function daysFromToday(days: number): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** ISRCs unique to each test, so registrations never collide across tests. */
let isrcSequence = 0;
function nextIsrc(): string {
  isrcSequence += 1;
  return `GB-TST-24-${String(isrcSequence).padStart(5, '0')}`;
}

describe('adding a recording', () => {
  it('saves a draft with only its title, with defaults and what still blocks submission', async () => {
    const member = await createMember(t);
    const res = await call(member, 'POST', '/sound-recordings', { title: '  Blackbird  ' });
    expect(res.statusCode).toBe(201);
    const recording = details(res);
    expect(recording).toMatchObject({
      title: 'Blackbird',
      status: 'draft',
      content_type: 'audio',
      isrc: null,
      main_artists: [],
      featured_artists: [],
      performers: [],
      ownership: [],
      ownership_total: 0,
      musical_work: null,
      submitted_at: null,
      registered_at: null,
    });
    expect(recording.warnings).toEqual([
      'Add the ISRC: a recording is registered under its ISRC',
      'Add at least one main artist',
      'Add at least one featured performer',
      'Master ownership shares add up to 0.00%: they must add up to exactly 100%',
    ]);
  });

  it('stores every field, identifiers compact, shares in percent', async () => {
    const member = await createMember(t);
    const work = await createMusicalWork(t, member, { title: 'Yesterday', iswc: 'T0345246801' });
    const res = await call(member, 'POST', '/sound-recordings', {
      title: 'Yesterday',
      version: 'Remastered 2009',
      isrc: 'gb emi 03 00013',
      main_artists: ['The Beatles'],
      featured_artists: ['George Martin'],
      content_type: 'music_video',
      duration: 125,
      p_year: 1965,
      p_owner: 'Calderstone Productions',
      release_title: 'Help!',
      release_date: '1965-08-06',
      record_label: 'Parlophone',
      upc: '036000291452',
      genre: 'Pop',
      recording_country: 'gb',
      commissioning_country: 'GB',
      musical_work_id: work,
      performers: [
        { name: 'Paul McCartney', role: 'featured', instrument_or_part: 'Vocals', rights_holder_id: null },
        { name: 'Tony Gilbert', role: 'non_featured', instrument_or_part: 'Violin' },
      ],
      ownership: [
        { rights_holder_id: label, share: 66.67 },
        { rights_holder_id: publisher, share: 33.33 },
      ],
    });
    expect(res.statusCode).toBe(201);
    const recording = details(res);
    expect(recording).toMatchObject({
      isrc: 'GBEMI0300013',
      upc: '036000291452',
      recording_country: 'GB',
      musical_work: { id: work, title: 'Yesterday', iswc: 'T0345246801', is_own: true },
      ownership_total: 100,
      warnings: [],
    });
    expect(recording.performers.map((p) => [p.name, p.role, p.instrument_or_part, p.rights_holder])).toEqual([
      ['Paul McCartney', 'featured', 'Vocals', null],
      ['Tony Gilbert', 'non_featured', 'Violin', null],
    ]);
    expect(recording.ownership.map((o) => [o.rights_holder.name, o.share])).toEqual([
      ['Harbour Lights Records', 66.67],
      ['Northern Songs', 33.33],
    ]);
    const reread = await call(member, 'GET', `/sound-recordings/${recording.id}`);
    expect(details(reread)).toEqual(recording);
  });

  it('accepts the ISRC, UPC-A and EAN-13 that validate', async () => {
    const member = await createMember(t);
    for (const upc of ['036000291452', '4006381333931']) {
      const res = await call(member, 'POST', '/sound-recordings', { title: 'Vectors', isrc: 'GB-EMI-03-00013', upc });
      expect(res.statusCode).toBe(201);
      expect(details(res)).toMatchObject({ isrc: 'GBEMI0300013', upc });
    }
  });

  it.each([
    ['an ISRC one digit short', { isrc: 'GB-EMI-03-0001' }, 'isrc', 'ISRC must look like CC-XXX-YY-NNNNN (12 characters)'],
    ['a UPC with a wrong check digit', { upc: '036000291453' }, 'upc', 'UPC/EAN must be 12 or 13 digits with a valid check digit'],
    ['an EAN with a wrong check digit', { upc: '4006381333932' }, 'upc', 'UPC/EAN must be 12 or 13 digits with a valid check digit'],
    ['a release date in the future', { release_date: daysFromToday(3) }, 'release_date', 'Release date cannot be in the future'],
    ['a release date that is not a date', { release_date: '06/08/1965' }, 'release_date', 'Release date must be a date (YYYY-MM-DD)'],
    ['a title over 200 characters', { title: 'x'.repeat(201) }, 'title', 'Title must be at most 200 characters'],
    ['a record label over 200 characters', { record_label: 'x'.repeat(201) }, 'record_label', 'Record label must be at most 200 characters'],
    ['a blank title', { title: '   ' }, 'title', 'Title is required'],
    ['a negative duration', { duration: -5 }, 'duration', 'Duration cannot be negative'],
    ['a ℗ year in the future', { p_year: new Date().getUTCFullYear() + 1 }, 'p_year', `℗ year cannot be after ${new Date().getUTCFullYear()}`],
    ['an unknown content type', { content_type: 'podcast' }, 'content_type', 'Choose audio or music video'],
    ['a performer without a role', { performers: [{ name: 'Ringo Starr' }] }, 'performers.0.role', 'Choose featured or non-featured'],
  ])('refuses %s with a clear message', async (_name, fields, path, message) => {
    const member = await createMember(t);
    const res = await call(member, 'POST', '/sound-recordings', { title: 'Bad input', ...fields });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message, errors: expect.arrayContaining([{ path, message }]) });
  });

  it('refuses master ownership above 100%, even for a draft', async () => {
    const member = await createMember(t);
    const res = await call(member, 'POST', '/sound-recordings', {
      title: 'Overclaimed',
      ownership: [
        { rights_holder_id: label, share: 60 },
        { rights_holder_id: publisher, share: 50.01 },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'Master ownership shares add up to 110.01%: they cannot be more than 100%' });
  });

  it.each([
    [-1, 'Ownership share cannot be negative'],
    [33.333, 'Ownership share can have at most two decimals'],
    [100.01, 'Ownership share cannot be more than 100%'],
    ['50', 'Ownership share must be a number'],
  ])('refuses an ownership share of %j', async (share, message) => {
    const member = await createMember(t);
    const res = await call(member, 'POST', '/sound-recordings', { title: 'Shares', ownership: [{ rights_holder_id: label, share }] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errors: [{ path: 'ownership.0.share', message }] });
  });

  it('refuses the same owner twice', async () => {
    const member = await createMember(t);
    const res = await call(member, 'POST', '/sound-recordings', {
      title: 'Twice',
      ownership: [
        { rights_holder_id: label, share: 50 },
        { rights_holder_id: label, share: 50 },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      errors: [{ path: 'ownership.1.rights_holder_id', message: 'This rights holder is already an owner: give them one share' }],
    });
  });

  it('refuses rights holders that are not in the directory', async () => {
    const member = await createMember(t);
    const res = await call(member, 'POST', '/sound-recordings', {
      title: 'Ghosts',
      performers: [{ name: 'Nobody', role: 'featured', rights_holder_id: randomUUID() }],
      ownership: [{ rights_holder_id: randomUUID(), share: 100 }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'Rights holder not found',
      errors: [
        { path: 'performers.0.rights_holder_id', message: 'Rights holder not found' },
        { path: 'ownership.0.rights_holder_id', message: 'Rights holder not found' },
      ],
    });
  });

  it('links the member’s own works and registered works, never another member’s unregistered work or an unknown one', async () => {
    const member = await createMember(t);
    const other = await createMember(t);
    const ownDraft = await createMusicalWork(t, member, { title: 'Own draft work' });
    const othersRegistered = await createMusicalWork(t, other, { title: 'Registered elsewhere', status: 'registered' });
    const othersDraft = await createMusicalWork(t, other, { title: 'Private draft' });

    for (const [work, isOwn] of [
      [ownDraft, true],
      [othersRegistered, false],
    ] as const) {
      const res = await call(member, 'POST', '/sound-recordings', { title: 'Linked', musical_work_id: work });
      expect(res.statusCode).toBe(201);
      // Another member's work is not the member's to open: the details say so, so the page links to the registry.
      expect(details(res).musical_work).toMatchObject({ id: work, is_own: isOwn });
    }
    for (const work of [othersDraft, randomUUID()]) {
      const res = await call(member, 'POST', '/sound-recordings', { title: 'Linked', musical_work_id: work });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: 'Musical work not found: choose one of your works or a registered work',
        errors: [{ path: 'musical_work_id', message: 'Musical work not found: choose one of your works or a registered work' }],
      });
    }
  });

  it('refuses fields the contract does not know, such as a status', async () => {
    const member = await createMember(t);
    const res = await call(member, 'POST', '/sound-recordings', { title: 'Sneaky', status: 'registered' });
    expect(res.statusCode).toBe(400);
  });

  it('needs a session', async () => {
    const res = await call(null, 'POST', '/sound-recordings', { title: 'Anonymous' });
    expect(res.statusCode).toBe(401);
  });
});

describe('editing a recording', () => {
  it('changes only the fields sent, clears blank ones and replaces whole lists', async () => {
    const member = await createMember(t);
    const recording = await createRecording(t, member, {
      title: 'Let It Be',
      version: 'Single version',
      main_artists: ['The Beatles'],
      performers: [
        { name: 'Paul McCartney', role: 'featured' },
        { name: 'Billy Preston', role: 'non_featured', instrument_or_part: 'Organ' },
      ],
      ownership: [{ rights_holder_id: label, share: 100 }],
    });
    const res = await call(member, 'PATCH', `/sound-recordings/${recording.id}`, {
      version: '',
      performers: [{ name: 'John Lennon', role: 'featured', instrument_or_part: 'Bass' }],
    });
    expect(res.statusCode).toBe(200);
    const updated = details(res);
    expect(updated).toMatchObject({ title: 'Let It Be', version: null, main_artists: ['The Beatles'], status: 'draft' });
    expect(updated.performers.map((p) => p.name)).toEqual(['John Lennon']);
    expect(updated.ownership.map((o) => o.share)).toEqual([100]);

    const cleared = details(await call(member, 'PATCH', `/sound-recordings/${recording.id}`, { ownership: [], performers: [] }));
    expect(cleared.ownership).toEqual([]);
    expect(cleared.performers).toEqual([]);
  });

  it('refuses ownership above 100% and bad identifiers on edit too', async () => {
    const member = await createMember(t);
    const recording = await createRecording(t, member, { title: 'Get Back' });
    const over = await call(member, 'PATCH', `/sound-recordings/${recording.id}`, {
      ownership: [
        { rights_holder_id: label, share: 99.99 },
        { rights_holder_id: publisher, share: 0.02 },
      ],
    });
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({ message: 'Master ownership shares add up to 100.01%: they cannot be more than 100%' });
    const isrc = await call(member, 'PATCH', `/sound-recordings/${recording.id}`, { isrc: 'GB-EMI-03-0001' });
    expect(isrc.statusCode).toBe(400);
    expect(isrc.json()).toMatchObject({ errors: [{ path: 'isrc', message: 'ISRC must look like CC-XXX-YY-NNNNN (12 characters)' }] });
  });

  it('answers 400 for an id that is not a uuid and 404 for an unknown one', async () => {
    const member = await createMember(t);
    const bad = await call(member, 'GET', '/sound-recordings/not-an-id');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: 'Not a valid id' });
    const unknown = await call(member, 'PATCH', `/sound-recordings/${randomUUID()}`, { title: 'Nothing' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Sound recording not found' });
  });
});

describe('the registration life cycle', () => {
  it('refuses to submit an incomplete recording, listing every problem (422)', async () => {
    const member = await createMember(t);
    const recording = await createRecording(t, member, {
      title: 'Half done',
      performers: [{ name: 'Session Player', role: 'non_featured' }],
      ownership: [{ rights_holder_id: label, share: 40 }],
    });
    const res = await call(member, 'POST', `/sound-recordings/${recording.id}/submit`);
    expect(res.statusCode).toBe(422);
    const problems = [
      'Add the ISRC: a recording is registered under its ISRC',
      'Add at least one main artist',
      'Add at least one featured performer',
      'Master ownership shares add up to 40.00%: they must add up to exactly 100%',
    ];
    expect(res.json()).toEqual({
      message: `This recording cannot be submitted yet: ${problems.join('; ')}`,
      errors: problems.map((message) => ({ path: '', message })),
    });
    expect(details(await call(member, 'GET', `/sound-recordings/${recording.id}`))).toMatchObject({ status: 'draft', warnings: problems });
  });

  it('goes draft → submitted → registered; in review it can be neither edited, deleted nor submitted again', async () => {
    const member = await createMember(t);
    const recording = await createRecording(t, member, completeRecording(label, { isrc: nextIsrc() }));
    const submitted = await call(member, 'POST', `/sound-recordings/${recording.id}/submit`);
    expect(submitted.statusCode).toBe(200);
    expect(details(submitted)).toMatchObject({ status: 'submitted', registered_at: null });
    expect(details(submitted).submitted_at).not.toBeNull();

    expect((await call(member, 'PATCH', `/sound-recordings/${recording.id}`, { title: 'Changed' })).json()).toEqual({
      message: 'This recording is in review: it can be changed again once the society has decided',
    });
    const deleted = await call(member, 'DELETE', `/sound-recordings/${recording.id}`);
    expect(deleted.statusCode).toBe(409);
    expect(deleted.json()).toEqual({ message: 'This recording is in review: it cannot be deleted' });
    const again = await call(member, 'POST', `/sound-recordings/${recording.id}/submit`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'This recording is already in review' });

    const registered = await decideRecording(t, staff, recording.id, { decision: 'registered' });
    expect(registered.status).toBe('registered');
    expect(registered.registered_at).not.toBeNull();
    const undeletable = await call(member, 'DELETE', `/sound-recordings/${recording.id}`);
    expect(undeletable.statusCode).toBe(409);
    expect(undeletable.json()).toEqual({ message: 'A registered recording cannot be deleted: it is part of the society’s registry' });
    const resubmit = await call(member, 'POST', `/sound-recordings/${recording.id}/submit`);
    expect(resubmit.statusCode).toBe(409);
  });

  it('sends a registered recording back to review when edited, if it stays complete', async () => {
    const member = await createMember(t);
    const recording = await createRegisteredRecording(t, member, staff, completeRecording(label, { isrc: nextIsrc() }));

    const broken = await call(member, 'PATCH', `/sound-recordings/${recording.id}`, { main_artists: [] });
    expect(broken.statusCode).toBe(422);
    expect(broken.json()).toEqual({
      message: 'A registered recording must stay complete: Add at least one main artist',
      errors: [{ path: '', message: 'Add at least one main artist' }],
    });

    const res = await call(member, 'PATCH', `/sound-recordings/${recording.id}`, { version: 'Remastered' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'The changes have been saved and sent for review' });
    expect(details(res)).toMatchObject({ status: 'submitted', version: 'Remastered', registered_at: recording.registered_at });
  });

  it('never deletes a recording that was registered once, even when its later change was rejected', async () => {
    const member = await createMember(t);
    const recording = await createRegisteredRecording(t, member, staff, completeRecording(label, { isrc: nextIsrc() }));
    await call(member, 'PATCH', `/sound-recordings/${recording.id}`, { version: 'Remastered' });
    const rejected = await decideRecording(t, staff, recording.id, { decision: 'rejected', reason: 'The remaster is not yours to register' });
    expect(rejected).toMatchObject({
      status: 'registered',
      version: null,
      registered_at: recording.registered_at,
      change: { status: 'rejected', reason: 'The remaster is not yours to register' },
    });

    const refused = await call(member, 'DELETE', `/sound-recordings/${recording.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: 'A registered recording cannot be deleted: it is part of the society’s registry' });
    expect((await call(member, 'GET', `/sound-recordings/${recording.id}`)).statusCode).toBe(200);
  });

  it('leaves a recording unchanged when an edit changes nothing', async () => {
    const member = await createMember(t);
    const recording = await createRegisteredRecording(t, member, staff, completeRecording(label, { isrc: nextIsrc() }));
    const res = await call(member, 'PATCH', `/sound-recordings/${recording.id}`, { title: recording.title, main_artists: recording.main_artists });
    expect(details(res)).toMatchObject({ status: 'registered', updated_at: recording.updated_at });
  });

  it('lets a rejected recording be edited, resubmitted or deleted, and shows the reason', async () => {
    const member = await createMember(t);
    const recording = await createRecording(t, member, completeRecording(label, { isrc: nextIsrc() }));
    await submitRecording(t, member, recording.id);
    const rejected = await decideRecording(t, staff, recording.id, { decision: 'rejected', reason: 'The ISRC belongs to another label' });
    expect(rejected).toMatchObject({ status: 'rejected', rejection_reason: 'The ISRC belongs to another label' });

    const edited = details(await call(member, 'PATCH', `/sound-recordings/${recording.id}`, { isrc: nextIsrc() }));
    expect(edited.status).toBe('rejected');
    const resubmitted = details(await call(member, 'POST', `/sound-recordings/${recording.id}/submit`));
    expect(resubmitted).toMatchObject({ status: 'submitted', rejection_reason: null });
    await decideRecording(t, staff, recording.id, { decision: 'rejected', reason: 'Still wrong' });

    const deleted = await call(member, 'DELETE', `/sound-recordings/${recording.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: 'The sound recording has been deleted', data: { data: null } });
    expect((await call(member, 'GET', `/sound-recordings/${recording.id}`)).statusCode).toBe(404);
  });

  it('deletes drafts', async () => {
    const member = await createMember(t);
    const recording = await createRecording(t, member, { title: 'Scrap' });
    expect((await call(member, 'DELETE', `/sound-recordings/${recording.id}`)).statusCode).toBe(200);
    expect((await call(member, 'DELETE', `/sound-recordings/${recording.id}`)).statusCode).toBe(404);
  });

  it('lets only staff decide, and only on a recording in review', async () => {
    const member = await createMember(t);
    const recording = await createRecording(t, member, completeRecording(label, { isrc: nextIsrc() }));
    await expect(decideRecording(t, staff, recording.id, { decision: 'registered' })).rejects.toMatchObject({
      statusCode: 409,
      message: 'This recording is not in review: it may have been decided already, so reload it to see where it stands',
    });
    await submitRecording(t, member, recording.id);
    const asMember = { id: member.id, role: 'member' as const, name: 'Amara Nwosu' };
    await expect(recordingRegistrations.decide(t.db, asMember, recording.id, { decision: 'registered' })).rejects.toMatchObject({ statusCode: 404 });
    await expect(decideRecording(t, staff, recording.id, { decision: 'rejected', reason: '   ' })).rejects.toMatchObject({
      statusCode: 400,
      message: 'Give the reason for the rejection',
    });
  });
});

describe('a registered ISRC', () => {
  it('belongs to one recording: another answers 409 naming the recording that holds it', async () => {
    const owner = await createMember(t);
    const member = await createMember(t);
    const isrc = nextIsrc();
    await createRegisteredRecording(t, owner, staff, completeRecording(label, { title: 'Hey Jude', isrc }));
    const expected = `ISRC ${isrc} is already registered to the recording “Hey Jude” by The Beatles`;

    const created = await call(member, 'POST', '/sound-recordings', { title: 'Copy', isrc });
    expect(created.statusCode).toBe(409);
    expect(created.json()).toEqual({ message: expected, errors: [{ path: 'isrc', message: expected }] });

    const draft = await createRecording(t, member, completeRecording(label, { title: 'Copy' }));
    const patched = await call(member, 'PATCH', `/sound-recordings/${draft.id}`, { isrc: isrc.toLowerCase() });
    expect(patched.statusCode).toBe(409);
    expect(patched.json()).toMatchObject({ message: expected });
  });

  it('is checked again on submission and on registration, when the holder registered meanwhile', async () => {
    const first = await createMember(t);
    const second = await createMember(t);
    const isrc = nextIsrc();
    const a = await createRecording(t, first, completeRecording(label, { title: 'Come Together', isrc }));
    const b = await createRecording(t, second, completeRecording(label, { title: 'Come Together (copy)', isrc }));
    const c = await createRecording(t, second, completeRecording(label, { title: 'Come Together (another)', isrc }));
    await submitRecording(t, first, a.id);
    await submitRecording(t, second, c.id);
    await decideRecording(t, staff, a.id, { decision: 'registered' });

    const submitted = await call(second, 'POST', `/sound-recordings/${b.id}/submit`);
    expect(submitted.statusCode).toBe(409);
    expect(submitted.json()).toMatchObject({ message: `ISRC ${isrc} is already registered to the recording “Come Together” by The Beatles` });
    await expect(decideRecording(t, staff, c.id, { decision: 'registered' })).rejects.toMatchObject({ statusCode: 409 });
  });
});

describe('two registrations of one ISRC at the same moment', () => {
  it('registers one and answers 409 for the other, never a 500', async () => {
    const first = await createMember(t);
    const second = await createMember(t);
    const isrc = nextIsrc();
    const a = await createRecording(t, first, completeRecording(label, { title: 'Race A', isrc }));
    const b = await createRecording(t, second, completeRecording(label, { title: 'Race B', isrc }));
    await submitRecording(t, first, a.id);
    await submitRecording(t, second, b.id);
    const results = await Promise.allSettled([
      decideRecording(t, staff, a.id, { decision: 'registered' }),
      decideRecording(t, staff, b.id, { decision: 'registered' }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const [refused] = results.filter((r) => r.status === 'rejected');
    expect(refused?.reason).toMatchObject({ statusCode: 409 });
  });
});

describe('another member’s recording', () => {
  it('answers 404 on every endpoint, as if it did not exist', async () => {
    const owner = await createMember(t);
    const intruder = await createMember(t);
    const recording = await createRecording(t, owner, completeRecording(label, { title: 'Private', isrc: nextIsrc() }));
    const attempts: [string, 'GET' | 'POST' | 'PATCH' | 'DELETE', string, Json?][] = [
      ['read', 'GET', `/sound-recordings/${recording.id}`],
      ['edit', 'PATCH', `/sound-recordings/${recording.id}`, { title: 'Mine now' }],
      ['submit', 'POST', `/sound-recordings/${recording.id}/submit`],
      ['delete', 'DELETE', `/sound-recordings/${recording.id}`],
      ['logs', 'GET', `/sound-recordings/logs?recording_id=${recording.id}`],
      ['logs export', 'GET', `/sound-recordings/logs/export?recording_id=${recording.id}`],
    ];
    for (const [name, method, url, payload] of attempts) {
      const res = await call(intruder, method, url, payload);
      expect([name, res.statusCode, res.json()]).toEqual([name, 404, { message: 'Sound recording not found' }]);
    }
    const list = (await call(intruder, 'GET', '/sound-recordings')).json() as { data: { data: SoundRecordingListItem[] } };
    expect(list.data.data).toEqual([]);
    const untouched = details(await call(owner, 'GET', `/sound-recordings/${recording.id}`));
    expect(untouched).toMatchObject({ title: 'Private', status: 'draft' });
  });

  it('answers 401 without a session on every endpoint', async () => {
    const id = randomUUID();
    for (const [method, url] of [
      ['GET', '/sound-recordings'],
      ['GET', `/sound-recordings/${id}`],
      ['PATCH', `/sound-recordings/${id}`],
      ['DELETE', `/sound-recordings/${id}`],
      ['POST', `/sound-recordings/${id}/submit`],
      ['GET', '/sound-recordings/search'],
      ['GET', '/sound-recordings/logs'],
      ['GET', '/sound-recordings/logs/export'],
    ] as const) {
      expect([method, url, (await call(null, method, url)).statusCode]).toEqual([method, url, 401]);
    }
  });
});

describe('the member’s list', () => {
  let member: TestMember;
  beforeAll(async () => {
    member = await createMember(t);
    await createRecording(t, member, { title: 'Across the Universe', main_artists: ['The Beatles'], release_date: '1970-05-08' });
    await createRecording(t, member, { title: 'Blackbird', isrc: 'GB-AAA-68-00001', release_date: '1968-11-22' });
    await createRecording(t, member, { title: 'come together', main_artists: ['Abbey Road Ensemble'] });
    const submitted = await createRecording(t, member, completeRecording(label, { title: 'Dear Prudence', isrc: nextIsrc() }));
    await submitRecording(t, member, submitted.id);
  });

  function titles(res: { json(): unknown }) {
    return (res.json() as { data: { data: SoundRecordingListItem[] } }).data.data.map((r) => r.title);
  }

  it('lists own recordings, latest change first, with pages', async () => {
    const res = await call(member, 'GET', '/sound-recordings?pageSize=2');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ data: { meta: { page: 1, pageSize: 2, total: 4, totalPages: 2 } } });
    expect(titles(res)).toEqual(['Dear Prudence', 'come together']);
    expect(titles(await call(member, 'GET', '/sound-recordings?pageSize=2&page=2'))).toEqual(['Blackbird', 'Across the Universe']);
  });

  it('sorts by title (case aside) or release date, searches title, artist or ISRC, filters by status', async () => {
    expect(titles(await call(member, 'GET', '/sound-recordings?sort=title&order=asc'))).toEqual([
      'Across the Universe',
      'Blackbird',
      'come together',
      'Dear Prudence',
    ]);
    const byRelease = titles(await call(member, 'GET', '/sound-recordings?sort=release_date&order=asc'));
    expect(byRelease.slice(0, 2)).toEqual(['Blackbird', 'Across the Universe']);
    expect(byRelease.slice(2).sort()).toEqual(['Dear Prudence', 'come together']);
    expect(titles(await call(member, 'GET', '/sound-recordings?q=abbey'))).toEqual(['come together']);
    expect(titles(await call(member, 'GET', '/sound-recordings?q=gb-aaa-68-00001'))).toEqual(['Blackbird']);
    expect(titles(await call(member, 'GET', '/sound-recordings?q=100%25'))).toEqual([]);
    expect(titles(await call(member, 'GET', '/sound-recordings?status=submitted'))).toEqual(['Dear Prudence']);
  });

  it('refuses bad list parameters with clear messages', async () => {
    const sort = await call(member, 'GET', '/sound-recordings?sort=isrc');
    expect(sort.statusCode).toBe(400);
    expect(sort.json()).toMatchObject({ message: 'Sort by title, updated_at, created_at, release_date, relevance' });
    const page = await call(member, 'GET', '/sound-recordings?pageSize=500');
    expect(page.json()).toMatchObject({ message: 'Page size must be between 1 and 100' });
  });
});

describe('the registry search', () => {
  let searcher: TestMember;
  beforeAll(async () => {
    searcher = await createMember(t);
    const owner = await createMember(t);
    await createRegisteredRecording(t, owner, staff, completeRecording(label, {
      title: 'Strawberry Fields Forever',
      isrc: 'GB-REG-67-00013',
      main_artists: ['The Beatles'],
      featured_artists: ['Registry Orchestra'],
      record_label: 'Parlophone',
    }));
    await createRegisteredRecording(t, owner, staff, completeRecording(label, {
      title: 'Waterloo Sunset',
      isrc: 'GB-REG-67-00001',
      main_artists: ['The Kinks'],
      featured_artists: ['Registry Orchestra'],
      record_label: 'Pye Records',
    }));
    // Never in the registry: a draft and a recording in review, whatever they match.
    await createRecording(t, owner, completeRecording(label, {
      title: 'Strawberry Fields Forever (draft)',
      isrc: 'GB-REG-67-00099',
      featured_artists: ['Registry Orchestra'],
      record_label: 'Parlophone',
    }));
    const inReview = await createRecording(t, owner, completeRecording(label, {
      title: 'Strawberry Fields Forever (in review)',
      isrc: 'GB-REG-67-00098',
      featured_artists: ['Registry Orchestra'],
    }));
    await submitRecording(t, owner, inReview.id);
  });

  function found(res: { json(): unknown }) {
    return (res.json() as { data: { data: SoundRecordingRegistryItem[] } }).data.data.map((r) => r.title);
  }

  it('finds a misspelt title and never drafts or recordings in review', async () => {
    const res = await call(searcher, 'GET', '/sound-recordings/search?q=strawbery%20feilds');
    expect(res.statusCode).toBe(200);
    expect(found(res)).toEqual(['Strawberry Fields Forever']);
    const [item] = (res.json() as { data: { data: SoundRecordingRegistryItem[] } }).data.data;
    expect(item).toMatchObject({ isrc: 'GBREG6700013', main_artists: ['The Beatles'], record_label: 'Parlophone' });
    expect(item).not.toHaveProperty('ownership');
    expect(found(await call(searcher, 'GET', '/sound-recordings/search?q=waterlo%20sunset'))).toEqual(['Waterloo Sunset']);
    const pastTheEnd = await call(searcher, 'GET', '/sound-recordings/search?q=strawbery&page=3');
    expect(pastTheEnd.json()).toMatchObject({ data: { data: [], meta: { page: 3, total: 1, totalPages: 1 } } });
  });

  it('finds by ISRC in any form, and by part of an artist’s (main or featured) or a label’s name', async () => {
    expect(found(await call(searcher, 'GET', '/sound-recordings/search?isrc=gb%20reg%2067%2000013'))).toEqual(['Strawberry Fields Forever']);
    expect(found(await call(searcher, 'GET', '/sound-recordings/search?isrc=GB-REG-67-00099'))).toEqual([]);
    expect(found(await call(searcher, 'GET', '/sound-recordings/search?artist=kinks'))).toEqual(['Waterloo Sunset']);
    expect(found(await call(searcher, 'GET', '/sound-recordings/search?artist=Registry%20Orchestra&label=parlophone'))).toEqual([
      'Strawberry Fields Forever',
    ]);
    expect(found(await call(searcher, 'GET', '/sound-recordings/search?label=PYE%20rec'))).toEqual(['Waterloo Sunset']);
    const all = await call(searcher, 'GET', '/sound-recordings/search?artist=registry%20orchestra&pageSize=1');
    expect(all.json()).toMatchObject({ data: { meta: { total: 2, totalPages: 2, pageSize: 1 } } });
  });

  it('refuses a malformed ISRC filter', async () => {
    const res = await call(searcher, 'GET', '/sound-recordings/search?isrc=GB-EMI-03-0001X');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      errors: [{ path: 'isrc', message: 'ISRC must look like CC-XXX-YY-NNNNN (12 characters), or be its start: the country and registrant codes at least (CC-XXX)' }],
    });
  });
});

describe('the registry searched by the start of an ISRC', () => {
  let searcher: TestMember;
  beforeAll(async () => {
    searcher = await createMember(t);
    const owner = await createMember(t);
    const registered = (title: string, isrc: string, artist: string) =>
      createRegisteredRecording(t, owner, staff, completeRecording(label, { title, isrc, main_artists: [artist], record_label: 'Aye Records' }));
    // Registered in another order than their ISRCs', so the two orders tell apart.
    await registered('Northern Lights', 'GB-AYE-25-00002', 'Ines Duarte');
    await registered('Southern Cross', 'GB-AYE-25-00001', 'Ines Duarte');
    await registered('Eastern Wind', 'GB-AYE-24-00001', 'Tomas Berg');
    await registered('Western Sky', 'GB-AYZ-25-00001', 'Ines Duarte');
    // A draft and a recording in review are their member's own, whatever their ISRC begins with.
    await createRecording(t, owner, completeRecording(label, { title: 'Northern Draft', isrc: 'GB-AYE-25-00003' }));
    const inReview = await createRecording(t, owner, completeRecording(label, { title: 'Northern Review', isrc: 'GB-AYE-25-00004' }));
    await submitRecording(t, owner, inReview.id);
  });

  const titles = async (query: string) => {
    const res = await call(searcher, 'GET', `/sound-recordings/search?${query}`);
    expect(res.statusCode).toBe(200);
    return (res.json() as { data: { data: SoundRecordingRegistryItem[] } }).data.data.map((r) => r.title);
  };

  it.each(['GB-AYE-25', 'gbaye25', 'GB AYE 25 0', 'ISRC gb-aye-25-0000', 'gb.aye.25'])('finds the registered recordings whose ISRC begins with %s, in ISRC order', async (typed) => {
    expect(await titles(`isrc=${encodeURIComponent(typed)}`)).toEqual(['Southern Cross', 'Northern Lights']);
  });

  it('takes a registrant’s recordings from its country and registrant codes, and one recording by its whole ISRC', async () => {
    expect(await titles('isrc=GB-AYE')).toEqual(['Eastern Wind', 'Southern Cross', 'Northern Lights']);
    expect(await titles('isrc=gb-ayz')).toEqual(['Western Sky']);
    expect(await titles('isrc=GB-AYE-25-00002')).toEqual(['Northern Lights']);
    expect(await titles('isrc=GB-AYE-25-00003')).toEqual([]);
  });

  it('pages through the recordings a start finds, with their total', async () => {
    const res = await call(searcher, 'GET', '/sound-recordings/search?isrc=GB-AYE&pageSize=2&page=2');
    expect(res.json()).toMatchObject({ data: { data: [{ title: 'Northern Lights' }], meta: { page: 2, pageSize: 2, total: 3, totalPages: 2 } } });
  });

  it('combines the start of an ISRC with a title, an artist and a label', async () => {
    expect(await titles('isrc=GB-AYE&q=nothern%20lights')).toEqual(['Northern Lights']);
    expect(await titles('isrc=GB-AYE&artist=Ines%20Duarte')).toEqual(['Southern Cross', 'Northern Lights']);
    expect(await titles('isrc=GB-AYE-25&label=aye%20rec')).toEqual(['Southern Cross', 'Northern Lights']);
  });

  it.each([
    ['GB-AY', 'ISRC must look like CC-XXX-YY-NNNNN (12 characters), or be its start: the country and registrant codes at least (CC-XXX)'],
    ['GB', 'ISRC must look like CC-XXX-YY-NNNNN (12 characters), or be its start: the country and registrant codes at least (CC-XXX)'],
    ['GB-AYE-2X', 'ISRC must look like CC-XXX-YY-NNNNN (12 characters), or be its start: the country and registrant codes at least (CC-XXX)'],
    ['GB-AYE-25-000011', 'ISRC must look like CC-XXX-YY-NNNNN (12 characters), or be its start: the country and registrant codes at least (CC-XXX)'],
    ['XX-AYE-25', 'ISRC must start with a country code such as GB or US: XX is not one'],
  ])('refuses %s with what it accepts', async (typed, message) => {
    const res = await call(searcher, 'GET', `/sound-recordings/search?isrc=${encodeURIComponent(typed)}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errors: [{ path: 'isrc', message }] });
  });
});

describe('the musical work’s details', () => {
  it('lists the recordings of the work that the member can see', async () => {
    const member = await createMember(t);
    const other = await createMember(t);
    const work = await createMusicalWork(t, member, { title: 'Michelle', status: 'registered' });
    const own = await createRecording(t, member, { title: 'Michelle (demo)', musical_work_id: work });
    const othersRegistered = await createRegisteredRecording(t, other, staff, completeRecording(label, {
      title: 'Michelle',
      isrc: nextIsrc(),
      musical_work_id: work,
    }));
    await createRecording(t, other, { title: 'Michelle (other draft)', musical_work_id: work });

    const res = await call(member, 'GET', `/musical-works/${work}`);
    expect(res.statusCode).toBe(200);
    const recordings = (res.json() as { data: { data: { recordings: unknown[] } } }).data.data.recordings;
    expect(recordings).toEqual([
      { id: othersRegistered.id, title: 'Michelle', isrc: othersRegistered.isrc },
      { id: own.id, title: 'Michelle (demo)', isrc: null },
    ]);
  });
});

describe('the API documentation', () => {
  it('lists every recording and log endpoint', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/docs/json' });
    const paths = res.json<{ paths: Record<string, Record<string, unknown>> }>().paths;
    expect(Object.keys(paths['/api/v1/sound-recordings'] ?? {}).sort()).toEqual(['get', 'post']);
    expect(Object.keys(paths['/api/v1/sound-recordings/{id}'] ?? {}).sort()).toEqual(['delete', 'get', 'patch']);
    for (const path of ['/{id}/submit', '/search', '/logs', '/logs/export']) expect(paths).toHaveProperty([`/api/v1/sound-recordings${path}`]);
  });
});

describe('demo data', () => {
  it('gives the demo members recordings in every state, linked to their works, with every kind of log event', async () => {
    const database = await createTestDatabase();
    try {
      const { ids } = await seedDemoData(database.db);
      const rows = await database.db.select().from(soundRecordings);
      expect(rows.filter((r) => r.ownerId === ids.adaId).map((r) => [r.title, r.status]).sort()).toEqual([
        ['Copper Sky', 'submitted'],
        ['Harbour Lights (rough mix)', 'draft'],
        ['Northern Waltz', 'registered'],
        ['Salt Road', 'rejected'],
      ]);
      expect(rows.filter((r) => r.ownerId === ids.labelId).map((r) => [r.title, r.version, r.status]).sort()).toEqual([
        ['Midnight Ferry', null, 'registered'],
        ['Midnight Ferry', 'Radio edit', 'registered'],
      ]);
      expect(rows.every((r) => r.musicalWorkId !== null)).toBe(true);
      const events = await database.db.select().from(registrationEvents).where(and(eq(registrationEvents.ownerId, ids.adaId), eq(registrationEvents.kind, 'sound_recording')));
      expect([...new Set(events.map((e) => e.event))].sort()).toEqual(['created', 'deleted', 'registered', 'rejected', 'submitted', 'updated']);
    } finally {
      await database.close();
    }
  });
});
