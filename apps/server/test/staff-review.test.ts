import type {
  MusicalWorkDetails,
  MusicalWorkHistoryEntry,
  Notification,
  RegistrationReview,
  ReviewQueueItem,
  ReviewQueueMeta,
  SoundRecordingDetails,
  SoundRecordingLogEntry,
} from '@repertoire/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueImports, mailOutbox, musicalWorks } from '../src/db/schema';
import { completeRecording, createRecording, createRegisteredRecording, submitRecording } from './support/catalogue';
import { createMember, createStaff, type TestMember } from './support/factories';
import { asMember, createRightsHolder, createWork, halfAndHalf, ownRightsHolder, registeredWork } from './support/musical-works';
import { buildTestApp, type TestApp } from './support/test-app';

/**
 * The staff review desk: the queue of works and recordings in review, one item's review page and
 * the decision, which the member hears of (notification and mail) and reads in the item's history.
 * Members are told the staff endpoints do not exist. On both databases.
 */

let t: TestApp;
let ada: TestMember;
let bo: TestMember;
let staff: TestMember;
let otherStaff: TestMember;
let coWriter: string;

beforeAll(async () => {
  t = await buildTestApp();
  ada = await createMember(t, { givenName: 'Ada', otherNames: 'Okafor' });
  bo = await createMember(t, { givenName: 'Bo', otherNames: 'Lindqvist' });
  staff = await createStaff(t);
  otherStaff = await createStaff(t, { givenName: 'Kim', otherNames: 'Decider' });
  coWriter = await createRightsHolder(t, ada, { name: 'Tariq Mensah', ipi_name_number: '00000000199' });
});
afterAll(() => t.close());

const data = <T>(body: unknown) => (body as { data: { data: T } }).data.data;
const meta = (body: unknown) => (body as { data: { meta: ReviewQueueMeta } }).data.meta;
const message = (body: unknown) => (body as { message: string }).message;

/** A complete work of `member`'s, submitted for registration. */
async function submittedWork(member: TestMember, body: Record<string, unknown>): Promise<MusicalWorkDetails> {
  const work = await createWork(t, member, { ...body, shares: halfAndHalf(ownRightsHolder(member), coWriter) });
  const submitted = await asMember(t, member).post(`/musical-works/${work.id}/submit`);
  expect(submitted.status).toBe(200);
  return work;
}

async function submittedRecording(member: TestMember, overrides: Parameters<typeof completeRecording>[1]): Promise<SoundRecordingDetails> {
  const recording = await createRecording(t, member, completeRecording(ownRightsHolder(member), overrides));
  await submitRecording(t, member, recording.id);
  return recording;
}

const queue = (query: string) => asMember(t, staff).get(`/staff/review-queue?${query}`);
const review = (kind: string, id: string) => asMember(t, staff).get(`/staff/registrations/${kind}/${id}`);
const decideAs = (who: TestMember, kind: string, id: string, body: Record<string, unknown>) =>
  asMember(t, who).post(`/staff/registrations/${kind}/${id}/decision`, body);

async function notificationsOf(member: TestMember): Promise<Notification[]> {
  return data<Notification[]>((await asMember(t, member).get('/notifications?pageSize=100')).body);
}

async function mailTo(member: TestMember): Promise<{ subject: string; text: string }[]> {
  const rows = await t.db
    .select({ payload: mailOutbox.payload })
    .from(mailOutbox)
    .where(sql`${mailOutbox.payload}->>'to' = ${member.email}`);
  return rows.map((row) => row.payload as { subject: string; text: string });
}

describe('who may use the staff endpoints', () => {
  const someId = '6f0c1c1e-2b1a-4c8e-9a51-0d7e8f9a1b2c';
  const endpoints = [
    ['GET', '/staff/review-queue'],
    ['GET', `/staff/registrations/musical-works/${someId}`],
    ['POST', `/staff/registrations/sound-recordings/${someId}/decision`],
  ] as const;

  it.each(endpoints)('%s %s tells a member it does not exist (404), as an unknown endpoint would', async (method, path) => {
    const res = await t.app.inject({ method, url: `/api/v1${path}`, headers: ada.auth, ...(method === 'POST' ? { payload: {} } : {}) });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: `No such endpoint: ${method} /api/v1${path}` });
  });

  it.each(endpoints)('%s %s asks an anonymous visitor to log in (401)', async (method, path) => {
    const res = await t.app.inject({ method, url: `/api/v1${path}`, ...(method === 'POST' ? { payload: {} } : {}) });
    expect(res.statusCode).toBe(401);
  });

  it('refuses bad input from staff with a clear 400', async () => {
    expect((await queue('kind=albums')).status).toBe(400);
    expect(message((await queue('kind=albums')).body)).toBe('Kind must be musical-works or sound-recordings');
    expect((await review('albums', someId)).status).toBe(400);
    expect((await review('musical-works', 'not-an-id')).status).toBe(400);
    const bad = await decideAs(staff, 'musical-works', someId, { decision: 'maybe' });
    expect([bad.status, message(bad.body)]).toEqual([400, 'Decide approve or reject']);
  });

  it('answers 404 for an item that does not exist', async () => {
    const res = await review('musical-works', someId);
    expect([res.status, message(res.body)]).toEqual([404, 'Musical work not found']);
  });
});

describe('staff on the member endpoints', () => {
  it('read only their own works and recordings there, like any member: a member’s item answers 404', async () => {
    const work = await submittedWork(ada, { title: 'Private Harbour' });
    const recording = await submittedRecording(ada, { title: 'Private Tide', isrc: 'GB-QSR-25-00900' });
    expect((await asMember(t, staff).get(`/musical-works/${work.id}`)).status).toBe(404);
    expect((await asMember(t, staff).get(`/musical-works/${work.id}/history`)).status).toBe(404);
    expect((await asMember(t, staff).get(`/sound-recordings/${recording.id}`)).status).toBe(404);
    expect((await review('musical-works', work.id)).status).toBe(200);
    expect((await review('sound-recordings', recording.id)).status).toBe(200);
  });
});

describe('the review queue', () => {
  // "Quillon" scopes the queue to this block's items: the file's tests share a database.
  let first: MusicalWorkDetails;
  let second: SoundRecordingDetails;
  let third: MusicalWorkDetails;
  let draft: MusicalWorkDetails;

  beforeAll(async () => {
    first = await submittedWork(ada, { title: 'Quillon Harbour', iswc: 'T-345.246.800-3' });
    second = await submittedRecording(bo, { title: 'Quillon Tide', isrc: 'GB-QSR-25-00101', main_artists: ['Bo Lindqvist'] });
    const registered = await registeredWork(t, bo, coWriter, { title: 'Quillon Lantern' });
    const edited = await asMember(t, bo).patch(`/musical-works/${registered.id}`, { genre: 'Jazz' });
    expect(edited.status).toBe(200);
    third = registered;
    draft = await createWork(t, ada, { title: 'Quillon Draft' });
  });

  it('lists submissions and changes to registered items, oldest first, never drafts', async () => {
    const res = await queue('q=Quillon');
    expect(res.status).toBe(200);
    const items = data<ReviewQueueItem[]>(res.body);
    expect(items.map((item) => [item.kind, item.title, item.is_change])).toEqual([
      ['musical-works', 'Quillon Harbour', false],
      ['sound-recordings', 'Quillon Tide', false],
      ['musical-works', 'Quillon Lantern', true],
    ]);
    expect(items.map((item) => item.id)).not.toContain(draft.id);
    expect(items[0]).toMatchObject({ id: first.id, identifier: 'T3452468003', member: { id: ada.id, name: 'Ada Okafor' } });
    expect(items[1]).toMatchObject({ id: second.id, identifier: 'GBQSR2500101', member: { id: bo.id, name: 'Bo Lindqvist' } });
    expect(items[2]?.id).toBe(third.id);
    expect(meta(res.body)).toMatchObject({ page: 1, pageSize: 20, total: 3, totalPages: 1, counts: { 'musical-works': 2, 'sound-recordings': 1 } });
  });

  it('filters by kind, keeping the counts of both kinds', async () => {
    const res = await queue('q=Quillon&kind=sound-recordings');
    expect(data<ReviewQueueItem[]>(res.body).map((item) => item.id)).toEqual([second.id]);
    expect(meta(res.body)).toMatchObject({ total: 1, counts: { 'musical-works': 2, 'sound-recordings': 1 } });
  });

  it('searches titles, identifiers in any spelling and members’ names', async () => {
    const ids = async (q: string) => data<ReviewQueueItem[]>((await queue(`q=${encodeURIComponent(q)}`)).body).map((item) => item.id);
    expect(await ids('quillon tide')).toEqual([second.id]);
    expect(await ids('T-345.246.800-3')).toEqual([first.id]);
    expect(await ids('gb-qsr-25-00101')).toEqual([second.id]);
    expect((await ids('Lindqvist')).filter((id) => [first.id, second.id, third.id].includes(id))).toEqual([second.id, third.id]);
  });

  it('pages through the queue as the other lists do', async () => {
    const page2 = await queue('q=Quillon&pageSize=2&page=2');
    expect(data<ReviewQueueItem[]>(page2.body).map((item) => item.id)).toEqual([third.id]);
    expect(meta(page2.body)).toMatchObject({ page: 2, pageSize: 2, total: 3, totalPages: 2 });
    const empty = await queue('q=Quillon&page=9');
    expect(data<ReviewQueueItem[]>(empty.body)).toEqual([]);
    expect(meta(empty.body).total).toBe(3);
  });
});

describe('one item in review', () => {
  it('shows a change to a registered work old → new, the proposed version, and its member', async () => {
    const work = await registeredWork(t, ada, coWriter, { title: 'Moss Garden', genre: 'Folk' });
    expect((await asMember(t, ada).patch(`/musical-works/${work.id}`, { title: 'Moss Garden (Live)', genre: 'Jazz' })).status).toBe(200);
    const res = await review('musical-works', work.id);
    expect(res.status).toBe(200);
    const answer = data<RegistrationReview>(res.body);
    expect(answer).toMatchObject({ kind: 'musical-works', is_change: true, member: { id: ada.id, name: 'Ada Okafor', email: ada.email } });
    expect(answer.item.title).toBe('Moss Garden (Live)');
    expect(answer.changes).toEqual(
      expect.arrayContaining([
        { field: 'title', old: 'Moss Garden', new: 'Moss Garden (Live)' },
        { field: 'genre', old: 'Folk', new: 'Jazz' },
      ]),
    );
  });

  it('names the catalogue file an imported item came in with, and nothing for one typed by hand', async () => {
    const typed = await submittedWork(ada, { title: 'Typed By Hand' });
    expect(data<RegistrationReview>((await review('musical-works', typed.id)).body).imported_from).toBeNull();
    const imported = await submittedWork(ada, { title: 'From A File' });
    const [file] = await t.db
      .insert(catalogueImports)
      .values({ ownerId: ada.id, kind: 'works', fileName: 'ada-catalogue.csv', format: 'csv', file: Buffer.from('Title\r\nFrom A File\r\n'), header: ['Title'], mapping: ['title'], sample: [] })
      .returning();
    await t.db.update(musicalWorks).set({ importId: file?.id }).where(eq(musicalWorks.id, imported.id));
    expect(data<RegistrationReview>((await review('musical-works', imported.id)).body).imported_from).toEqual({
      file_name: 'ada-catalogue.csv',
      imported_at: file?.createdAt.toISOString(),
    });
  });

  it('checks the identifier and lists registered look-alikes: the same ISWC first, then similar titles with a writer in common', async () => {
    // Two members give the same ISWC; the first to be registered holds it.
    const held = await registeredWork(t, bo, coWriter, { title: 'Northern Quay', iswc: 'T-034.524.680-1' });
    const similar = await registeredWork(t, bo, coWriter, { title: 'Northern Quays' });
    const unrelated = await registeredWork(t, bo, await createRightsHolder(t, bo, { name: 'Nobody Shared' }), { title: 'Northern Quay Blues' });
    const work = await createWork(t, ada, { title: 'Northern Quay', shares: halfAndHalf(ownRightsHolder(ada), coWriter) });
    expect((await asMember(t, ada).post(`/musical-works/${work.id}/submit`)).status).toBe(200);
    // The ISWC went on after submission: the check of the review page reads what is there now.
    await t.db.execute(sql`update musical_works set iswc = 'T0345246801' where id = ${work.id}`);

    const answer = data<RegistrationReview>((await review('musical-works', work.id)).body);
    expect(answer.identifier_check).toEqual({
      label: 'ISWC',
      value: 'T0345246801',
      is_valid: true,
      registered_elsewhere: 'ISWC T-034.524.680-1 is already registered to the work “Northern Quay”',
    });
    expect(answer.duplicates.map((d) => d.id)).toEqual([held.id, similar.id]);
    expect(answer.duplicates.map((d) => d.id)).not.toContain(unrelated.id);
    expect(answer.duplicates[0]).toMatchObject({ same_identifier: true, title_similarity: 1, shared_parties: ['Tariq Mensah'], identifier: 'T0345246801' });
    expect(answer.duplicates[1]).toMatchObject({ same_identifier: false, shared_parties: ['Tariq Mensah'] });
    expect(answer.duplicates[1]?.parties).toEqual(expect.arrayContaining(['Bo Lindqvist', 'Tariq Mensah']));
  });

  it('lists registered recordings with a similar title and an artist in common', async () => {
    const registered = await createRegisteredRecording(t, bo, staff, completeRecording(ownRightsHolder(bo), { title: 'Salt Marsh', isrc: 'GB-QSR-25-00201', main_artists: ['The Wrens'] }));
    await createRegisteredRecording(t, bo, staff, completeRecording(ownRightsHolder(bo), { title: 'Salt Marsh', isrc: 'GB-QSR-25-00202', main_artists: ['Someone Else'] }));
    const recording = await submittedRecording(ada, { title: 'Salt Marsh (Demo)', isrc: 'GB-QSR-25-00203', main_artists: ['the wrens'] });
    const answer = data<RegistrationReview>((await review('sound-recordings', recording.id)).body);
    expect(answer.identifier_check).toEqual({ label: 'ISRC', value: 'GBQSR2500203', is_valid: true, registered_elsewhere: null });
    expect(answer.duplicates.map((d) => [d.id, d.same_identifier, d.shared_parties])).toEqual([[registered.id, false, ['The Wrens']]]);
  });
});

describe('deciding', () => {
  it('approves a submitted work: registered, in its history with the staff member’s name, notified and mailed in one go', async () => {
    const work = await submittedWork(ada, { title: 'Granite Steps' });
    const res = await decideAs(staff, 'musical-works', work.id, { decision: 'approve' });
    expect([res.status, message(res.body)]).toEqual([200, 'Approved: the member has been told']);
    expect(data<RegistrationReview>(res.body).item.status).toBe('registered');

    const mine = data<MusicalWorkDetails>((await asMember(t, ada).get(`/musical-works/${work.id}`)).body);
    expect(mine.status).toBe('registered');
    const history = data<MusicalWorkHistoryEntry[]>((await asMember(t, ada).get(`/musical-works/${work.id}/history`)).body);
    expect(history[0]).toMatchObject({ event: 'registered', actor_name: 'Sam Reviewer' });

    const notification = (await notificationsOf(ada)).find((n) => n.link === `/music-composition/details/${work.id}`);
    expect(notification).toMatchObject({ title: 'Musical work registered', message: '“Granite Steps” is now registered with the society', user: { full_name: 'Sam Reviewer' } });
    const mail = (await mailTo(ada)).find((m) => m.subject === 'Approved: Granite Steps');
    expect(mail?.text).toContain(`http://localhost:3000/music-composition/details/${work.id}`);

    const registry = await asMember(t, bo).get('/musical-works/search?q=Granite%20Steps');
    expect(data<{ id: string }[]>(registry.body).map((w) => w.id)).toContain(work.id);
  });

  it('needs a reason to reject, and the member reads it on the recording, in the logs, the notification and the mail', async () => {
    const recording = await submittedRecording(bo, { title: 'Driftwood', isrc: 'GB-QSR-25-00301' });
    const blank = await decideAs(staff, 'sound-recordings', recording.id, { decision: 'reject', reason: '   ' });
    expect(blank.status).toBe(400);
    expect(blank.body).toEqual({ message: 'Give the reason for the rejection', errors: [{ path: 'reason', message: 'Give the reason for the rejection' }] });

    const res = await decideAs(staff, 'sound-recordings', recording.id, { decision: 'reject', reason: 'The ISRC belongs to another label' });
    expect([res.status, message(res.body)]).toEqual([200, 'Rejected: the member has been told the reason']);
    const mine = data<SoundRecordingDetails>((await asMember(t, bo).get(`/sound-recordings/${recording.id}`)).body);
    expect(mine).toMatchObject({ status: 'rejected', rejection_reason: 'The ISRC belongs to another label' });
    const logs = data<SoundRecordingLogEntry[]>((await asMember(t, bo).get(`/sound-recordings/logs?recording_id=${recording.id}`)).body);
    expect(logs[0]).toMatchObject({ event: 'rejected', actor_name: 'Sam Reviewer', reason: 'The ISRC belongs to another label' });
    const notification = (await notificationsOf(bo)).find((n) => n.link === `/sound-recording/details/${recording.id}`);
    expect(notification).toMatchObject({ title: 'Sound recording not approved', message: '“Driftwood” was not approved: The ISRC belongs to another label' });
    const mail = (await mailTo(bo)).find((m) => m.subject === 'Not approved: Driftwood');
    expect(mail?.text).toContain('The reason: The ISRC belongs to another label');
  });

  it('rejects a change to a registered work and keeps the registered version public', async () => {
    const work = await registeredWork(t, ada, coWriter, { title: 'Cobble Lane' });
    await asMember(t, ada).patch(`/musical-works/${work.id}`, { title: 'Cobble Lane (Remix)' });
    const res = await decideAs(staff, 'musical-works', work.id, { decision: 'reject', reason: 'A remix is a new work' });
    expect(res.status).toBe(200);
    const mine = data<MusicalWorkDetails>((await asMember(t, ada).get(`/musical-works/${work.id}`)).body);
    expect(mine).toMatchObject({ title: 'Cobble Lane', status: 'registered', change: { status: 'rejected', reason: 'A remix is a new work' } });
    const notification = (await notificationsOf(ada)).find((n) => n.title === 'Change not approved' && n.link === `/music-composition/details/${work.id}`);
    expect(notification?.message).toBe('Your change to “Cobble Lane (Remix)” was not approved: A remix is a new work');
  });

  it('approves a change: the registry shows the new version', async () => {
    const work = await registeredWork(t, ada, coWriter, { title: 'Tin Roof' });
    await asMember(t, ada).patch(`/musical-works/${work.id}`, { title: 'Tin Roof Waltz' });
    expect((await decideAs(staff, 'musical-works', work.id, { decision: 'approve' })).status).toBe(200);
    const registry = data<{ id: string; title: string }[]>((await asMember(t, bo).get('/musical-works/search?q=Tin%20Roof')).body);
    expect(registry.find((w) => w.id === work.id)?.title).toBe('Tin Roof Waltz');
    expect((await notificationsOf(ada)).some((n) => n.title === 'Change approved' && n.message === 'Your change to “Tin Roof Waltz” is now in the registry')).toBe(true);
  });

  it('gives a work without an ISWC the one the agency allocated, recorded as the staff member’s', async () => {
    const work = await submittedWork(ada, { title: 'Allocated Song' });
    const res = await decideAs(staff, 'musical-works', work.id, { decision: 'approve', iswc: 'T-123.456.789-4' });
    expect(res.status).toBe(200);
    expect(data<RegistrationReview>(res.body).item).toMatchObject({ iswc: 'T1234567894', status: 'registered' });
    const history = data<MusicalWorkHistoryEntry[]>((await asMember(t, ada).get(`/musical-works/${work.id}/history`)).body);
    expect(history.slice(0, 2).map((entry) => [entry.event, entry.actor_name])).toEqual([
      ['registered', 'Sam Reviewer'],
      ['updated', 'Sam Reviewer'],
    ]);
    expect(history[1]?.changes).toEqual([{ field: 'iswc', old: null, new: 'T-123.456.789-4' }]);
  });

  it('refuses an allocated ISWC that another work holds (409 naming it), for a work that has one, and for a recording', async () => {
    await registeredWork(t, bo, coWriter, { title: 'Holder Of The Code', iswc: 'T-200.000.000-7' });
    const work = await submittedWork(ada, { title: 'Wants The Code' });
    const taken = await decideAs(staff, 'musical-works', work.id, { decision: 'approve', iswc: 'T-200.000.000-7' });
    expect([taken.status, message(taken.body)]).toEqual([409, 'ISWC T-200.000.000-7 is already registered to the work “Holder Of The Code”']);
    expect(data<MusicalWorkDetails>((await asMember(t, ada).get(`/musical-works/${work.id}`)).body).status).toBe('submitted');

    const withIswc = await submittedWork(ada, { title: 'Has Its Code', iswc: 'T-300.000.000-6' });
    const twice = await decideAs(staff, 'musical-works', withIswc.id, { decision: 'approve', iswc: 'T-123.456.789-4' });
    expect([twice.status, message(twice.body)]).toEqual([409, 'This work has the ISWC T-300.000.000-6 already: approve it without one']);

    const recording = await submittedRecording(ada, { title: 'No Codes Here', isrc: 'GB-QSR-25-00401' });
    const wrongKind = await decideAs(staff, 'sound-recordings', recording.id, { decision: 'approve', iswc: 'T-123.456.789-4' });
    expect([wrongKind.status, message(wrongKind.body)]).toEqual([400, 'An ISWC is given to musical works only']);
    const badIswc = await decideAs(staff, 'musical-works', work.id, { decision: 'approve', iswc: 'T-123.456.789-0' });
    expect(badIswc.status).toBe(400);
  });

  it('answers 409 for an item no longer in review, and for a draft', async () => {
    const work = await submittedWork(ada, { title: 'Decided Once' });
    expect((await decideAs(staff, 'musical-works', work.id, { decision: 'approve' })).status).toBe(200);
    const again = await decideAs(staff, 'musical-works', work.id, { decision: 'reject', reason: 'Too late' });
    expect([again.status, message(again.body)]).toEqual([409, 'This work is not in review: it may have been decided already, so reload it to see where it stands']);
    const draft = await createRecording(t, ada, { title: 'Still A Draft' });
    expect((await decideAs(staff, 'sound-recordings', draft.id, { decision: 'approve' })).status).toBe(409);
  });

  it('lets one of two staff deciding the same item at once win; the other gets 409, and the member hears once', async () => {
    const recording = await submittedRecording(bo, { title: 'Two Hands', isrc: 'GB-QSR-25-00501' });
    const answers = await Promise.all([
      decideAs(staff, 'sound-recordings', recording.id, { decision: 'approve' }),
      decideAs(otherStaff, 'sound-recordings', recording.id, { decision: 'reject', reason: 'Duplicate' }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const told = (await notificationsOf(bo)).filter((n) => n.link === `/sound-recording/details/${recording.id}`);
    expect(told).toHaveLength(1);
    const mails = (await mailTo(bo)).filter((m) => m.subject.endsWith(': Two Hands'));
    expect(mails).toHaveLength(1);
  });

  it('takes the item out of the queue once decided', async () => {
    const work = await submittedWork(ada, { title: 'Zephyrine Out' });
    const before = data<ReviewQueueItem[]>((await queue('q=Zephyrine')).body);
    expect(before.map((item) => item.id)).toEqual([work.id]);
    await decideAs(staff, 'musical-works', work.id, { decision: 'approve' });
    expect(data<ReviewQueueItem[]>((await queue('q=Zephyrine')).body)).toEqual([]);
  });
});
