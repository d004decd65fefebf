import type { DashboardSummary } from '@repertoire/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { bankDetails, musicalWorks } from '../src/db/schema';
import { startSession } from '../src/session/session.service';
import { completeRecording, createMusicalWork, createRecording, decideRecording, submitRecording } from './support/catalogue';
import { createMember, createStaff, uniqueEmail, type TestMember } from './support/factories';
import { asMember, createRightsHolder, createWork, ownRightsHolder, registeredWork } from './support/musical-works';
import { buildTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let staff: TestMember;

beforeAll(async () => {
  t = await buildTestApp();
  staff = await createStaff(t);
});
afterAll(() => t.close());

async function summary(member: TestMember, auth = member.auth): Promise<DashboardSummary> {
  const res = await t.app.inject({ method: 'GET', url: '/api/v1/dashboard/summary', headers: auth });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().message).toBe('Dashboard');
  return res.json<{ data: { data: DashboardSummary } }>().data.data;
}

/** A new login of the member: the session they were in becomes their last visit. */
async function logInAgain(member: TestMember) {
  const { token } = await startSession(t.db, member.id, t.config.sessionTtlHours, { ip: '127.0.0.1', userAgent: 'vitest' });
  return { authorization: `Bearer ${token}` };
}

const thisMonth = () => new Date().toISOString().slice(0, 7);

describe('GET /dashboard/summary', () => {
  it('answers 401 to anonymous requests', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/dashboard/summary' });
    expect(res.statusCode).toBe(401);
  });

  it('shows a new member empty counts, no drafts, no decisions and what their profile and bank details still lack', async () => {
    const member = await createMember(t, { email: uniqueEmail('new') });
    const page = await summary(member);
    const none = { draft: 0, submitted: 0, registered: 0, rejected: 0 };
    expect(page).toMatchObject({
      counts: { musical_works: none, sound_recordings: none },
      drafts: [],
      in_review: [],
      last_visit_at: null,
      decisions: [],
      open_disputes: 0,
      completeness: { register_as: 'individual', missing_profile_fields: ['address'], has_bank_details: false },
      activity: [],
    });
    expect(page.registrations_per_month).toHaveLength(12);
    expect(page.registrations_per_month.at(-1)).toEqual({ month: thisMonth(), musical_works: 0, sound_recordings: 0 });
    expect(page.registrations_per_month.every((month) => month.musical_works === 0 && month.sound_recordings === 0)).toBe(true);
  });

  it('names the empty fields of a corporate profile, and sees bank details once they exist', async () => {
    const member = await createMember(t, { registerAs: 'corporate', email: uniqueEmail('corp'), contactPerson: null, address: 'Dock Road 1, Dublin' });
    expect((await summary(member)).completeness).toEqual({ register_as: 'corporate', missing_profile_fields: ['contact_person'], has_bank_details: false });
    await t.db
      .insert(bankDetails)
      .values({ userId: member.id, accountHolder: 'Harbour Lights Music Ltd', bankName: 'Bank of Ireland', bankCountry: 'IE', currency: 'EUR', keyId: 'test' });
    expect((await summary(member)).completeness.has_bank_details).toBe(true);
  });

  it("counts the member's works and recordings by status as they read it, lists drafts, items in review, activity and registrations per month, never another member's", async () => {
    const member = await createMember(t, { givenName: 'Lena', otherNames: 'Okafor', email: uniqueEmail('lena') });
    const other = await createMember(t, { email: uniqueEmail('other') });
    const coWriter = await createRightsHolder(t, member, { name: 'Tomas Brennan' });

    const draft = await createWork(t, member, { title: 'Paper Lanterns' });
    const submitted = await createWork(t, member, {
      title: 'River Song',
      shares: [{ rights_holder_id: ownRightsHolder(member), role: 'composer', performance_share: 100, mechanical_share: 100 }],
    });
    expect((await asMember(t, member).post(`/musical-works/${submitted.id}/submit`)).status).toBe(200);
    const registered = await registeredWork(t, member, coWriter, { title: 'Northern Lights' });
    // A registered work with a change in review stays registered for its member, as in their list.
    expect((await asMember(t, member).patch(`/musical-works/${registered.id}`, { title: 'Northern Lights (2026)' })).status).toBe(200);
    const recording = await createRecording(t, member, completeRecording(ownRightsHolder(member), { title: 'Harbour Nights' }));
    await submitRecording(t, member, recording.id);
    await decideRecording(t, staff, recording.id, { decision: 'registered' });
    const recordingDraft = await createRecording(t, member, { title: 'Harbour Nights (Demo)' });

    // The other member's items are never counted.
    await createWork(t, other, { title: 'Not Yours' });
    await createMusicalWork(t, other, { title: 'Not Yours Either', status: 'registered' });

    const page = await summary(member);
    expect(page.counts).toEqual({
      musical_works: { draft: 1, submitted: 1, registered: 1, rejected: 0 },
      sound_recordings: { draft: 1, submitted: 0, registered: 1, rejected: 0 },
    });
    expect(page.drafts.map((item) => [item.kind, item.id])).toEqual([
      ['sound_recording', recordingDraft.id],
      ['musical_work', draft.id],
    ]);
    // What waits for staff: the registered work's change (newest), still registered and marked, and the work in review.
    expect(page.in_review.map(({ id, title, status, change_in_review }) => ({ id, title, status, change_in_review }))).toEqual([
      { id: registered.id, title: 'Northern Lights', status: 'registered', change_in_review: true },
      { id: submitted.id, title: 'River Song', status: 'submitted', change_in_review: false },
    ]);
    expect(page.activity).toHaveLength(10);
    expect(page.activity[0]).toMatchObject({ kind: 'sound_recording', event: 'created', item_id: recordingDraft.id, actor_name: 'Lena Okafor' });
    expect(page.activity.every((event) => [draft.id, submitted.id, registered.id, recording.id, recordingDraft.id].includes(event.item_id))).toBe(true);
    // Registered this month: one work (its change in review keeps its registration) and one recording.
    expect(page.registrations_per_month.at(-1)).toEqual({ month: thisMonth(), musical_works: 1, sound_recordings: 1 });
    expect(page.registrations_per_month.slice(0, -1).every((month) => month.musical_works === 0 && month.sound_recordings === 0)).toBe(true);
  });

  it('lists the decisions made since the last visit, and none made before it', async () => {
    const member = await createMember(t, { email: uniqueEmail('decided') });
    const other = await createMember(t, { email: uniqueEmail('bystander') });
    const coWriter = await createRightsHolder(t, member, { name: 'Ines Duarte' });
    const work = await registeredWork(t, member, coWriter, { title: 'Salt Road' });
    const recording = await createRecording(t, member, completeRecording(ownRightsHolder(member), { title: 'Salt Road (Live)', isrc: 'GB-EMI-03-00021' }));
    await submitRecording(t, member, recording.id);
    await decideRecording(t, staff, recording.id, { decision: 'rejected', reason: 'The ISRC belongs to another recording' });
    const otherRecording = await createRecording(t, other, completeRecording(ownRightsHolder(other), { title: 'Elsewhere', isrc: 'GB-EMI-03-00022' }));
    await submitRecording(t, other, otherRecording.id);
    await decideRecording(t, staff, otherRecording.id, { decision: 'registered' });

    // In the session of the decisions there is no earlier visit to compare with.
    expect((await summary(member)).decisions).toEqual([]);

    const secondVisit = await logInAgain(member);
    const page = await summary(member, secondVisit);
    expect(page.last_visit_at).not.toBeNull();
    expect(page.decisions.map((event) => [event.kind, event.event, event.item_id, event.reason])).toEqual([
      ['sound_recording', 'rejected', recording.id, 'The ISRC belongs to another recording'],
      ['musical_work', 'registered', work.id, null],
    ]);

    const thirdVisit = await logInAgain(member);
    expect((await summary(member, thirdVisit)).decisions).toEqual([]);
  });

  it("marks every event of a deleted item in the activity, and none of another item's", async () => {
    const member = await createMember(t, { email: uniqueEmail('deleting') });
    const kept = await createWork(t, member, { title: 'Still Here' });
    const deleted = await createWork(t, member, { title: 'Gone Soon' });
    expect((await asMember(t, member).delete(`/musical-works/${deleted.id}`)).status).toBe(200);
    const recording = await createRecording(t, member, { title: 'Kept Tape' });

    const page = await summary(member);
    expect(page.activity.map((event) => [event.item_id, event.event, event.item_deleted])).toEqual([
      [recording.id, 'created', false],
      [deleted.id, 'deleted', true],
      [deleted.id, 'created', true],
      [kept.id, 'created', false],
    ]);
  });

  it('counts each registration in the month (UTC) it was made, the first instant of a month in that month, none from before the twelve', async () => {
    const member = await createMember(t, { email: uniqueEmail('months') });
    const coWriter = await createRightsHolder(t, member, { name: 'Ines Duarte' });
    const now = new Date();
    const monthStart = (back: number) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
    const times = [
      monthStart(0), // this month, its first instant
      new Date(monthStart(0).getTime() - 1), // the last millisecond of last month
      monthStart(11), // the oldest month shown
      new Date(monthStart(11).getTime() - 1), // before the twelve months
    ];
    for (const [index, registeredAt] of times.entries()) {
      const work = await registeredWork(t, member, coWriter, { title: `Month ${index}` });
      await t.db.update(musicalWorks).set({ registeredAt }).where(eq(musicalWorks.id, work.id));
    }
    const months = (await summary(member)).registrations_per_month;
    expect(months.map((month) => month.month)).toEqual(Array.from({ length: 12 }, (_, index) => monthStart(11 - index).toISOString().slice(0, 7)));
    expect(months.map((month) => month.musical_works)).toEqual([1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1]);
    expect(months[0]?.month).toBe(monthStart(11).toISOString().slice(0, 7));
    expect(months[11]?.month).toBe(monthStart(0).toISOString().slice(0, 7));
  });
});
