import { randomUUID } from 'node:crypto';
import { soundRecordingLogCsvColumns, type SoundRecordingLogEntry } from '@repertoire/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registrationEvents } from '../src/db/schema';
import { completeRecording, createMusicalWork, createRecording, createRightsHolder, decideRecording, submitRecording } from './support/catalogue';
import { createMember, createStaff, type TestMember } from './support/factories';
import { buildTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let staff: TestMember;
let member: TestMember;
let label: string;
let kept: string;
let removed: string;

type LogList = { data: { data: SoundRecordingLogEntry[]; meta: { page: number; pageSize: number; total: number; totalPages: number } } };

function logs(who: TestMember, query = '') {
  return t.app.inject({ method: 'GET', url: `/api/v1/sound-recordings/logs${query}`, headers: who.auth });
}
async function entries(who: TestMember, query = ''): Promise<SoundRecordingLogEntry[]> {
  const res = await logs(who, query);
  expect(res.statusCode).toBe(200);
  return (res.json() as LogList).data.data;
}

/**
 * One member's history: "Yesterday" created, edited, submitted, rejected, edited, resubmitted and
 * registered; a draft created and deleted. Events get distinct times so "newest first" is exact.
 */
beforeAll(async () => {
  t = await buildTestApp();
  staff = await createStaff(t);
  member = await createMember(t);
  label = await createRightsHolder(t, 'Apple Corps');
  const work = await createMusicalWork(t, member, { title: 'Yesterday (song)', iswc: 'T0345246801' });

  const recording = await createRecording(t, member, { title: 'Yesterday (demo)', version: 'Demo', duration: 125 });
  kept = recording.id;
  const patch = await t.app.inject({
    method: 'PATCH',
    url: `/api/v1/sound-recordings/${kept}`,
    headers: member.auth,
    payload: {
      ...completeRecording(label, { title: 'Yesterday', isrc: 'GB-EMI-03-00013' }),
      version: '',
      duration: 126,
      release_date: '1965-08-06',
      musical_work_id: work,
    },
  });
  expect(patch.statusCode).toBe(200);
  await submitRecording(t, member, kept);
  await decideRecording(t, staff, kept, { decision: 'rejected', reason: 'Proof of ownership, see "contract.pdf"' });
  await t.app.inject({ method: 'PATCH', url: `/api/v1/sound-recordings/${kept}`, headers: member.auth, payload: { p_year: 1965 } });
  await submitRecording(t, member, kept);
  await decideRecording(t, staff, kept, { decision: 'registered' });

  const draft = await createRecording(t, member, { title: '=HYPERLINK("http://evil.example","Click"), please' });
  removed = draft.id;
  await t.app.inject({ method: 'DELETE', url: `/api/v1/sound-recordings/${removed}`, headers: member.auth });

  // Spread the events one day apart, oldest first, ending today.
  const rows = await t.db.select({ id: registrationEvents.id }).from(registrationEvents).orderBy(registrationEvents.at, registrationEvents.seq);
  const today = new Date();
  for (const [index, row] of rows.entries()) {
    const at = new Date(today.getTime() - (rows.length - 1 - index) * 86_400_000);
    await t.db.update(registrationEvents).set({ at }).where(eq(registrationEvents.id, row.id));
  }
});
afterAll(() => t.close());

function daysAgo(days: number): string {
  return new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
}

describe('the Sound Recording Logs', () => {
  it('lists every event on the member’s recordings, newest first, with who acted', async () => {
    const list = await entries(member);
    expect(list.map((e) => [e.event, e.recording.title, e.actor_name])).toEqual([
      ['deleted', '=HYPERLINK("http://evil.example","Click"), please', 'Amara Nwosu'],
      ['created', '=HYPERLINK("http://evil.example","Click"), please', 'Amara Nwosu'],
      ['registered', 'Yesterday', 'Sam Reviewer'],
      ['submitted', 'Yesterday', 'Amara Nwosu'],
      ['updated', 'Yesterday', 'Amara Nwosu'],
      ['rejected', 'Yesterday', 'Sam Reviewer'],
      ['submitted', 'Yesterday', 'Amara Nwosu'],
      ['updated', 'Yesterday', 'Amara Nwosu'],
      ['created', 'Yesterday (demo)', 'Amara Nwosu'],
    ]);
  });

  it('records each changed field with its old and new value, as the member reads them', async () => {
    const list = await entries(member, `?recording_id=${kept}&event=updated`);
    const first = list.at(-1);
    expect(first?.changes).toEqual([
      { field: 'title', old: 'Yesterday (demo)', new: 'Yesterday' },
      { field: 'version', old: 'Demo', new: null },
      { field: 'isrc', old: null, new: 'GB-EMI-03-00013' },
      { field: 'main_artists', old: [], new: ['The Beatles'] },
      { field: 'duration', old: '02:05', new: '02:06' },
      { field: 'release_date', old: null, new: '06/08/1965' },
      { field: 'musical_work', old: null, new: 'Yesterday (song) (T-034.524.680-1)' },
      { field: 'performers', old: [], new: ['Paul McCartney (Featured, Lead vocals, acoustic guitar)'] },
      { field: 'ownership', old: [], new: ['Apple Corps 100.00%'] },
    ]);
    expect(list[0]?.changes).toEqual([{ field: 'p_year', old: null, new: 1965 }]);
  });

  it('records what a recording was created with, its status changes and the rejection reason', async () => {
    const history = await entries(member, `?recording_id=${kept}`);
    expect(history.find((e) => e.event === 'created')?.changes).toEqual([
      { field: 'title', old: null, new: 'Yesterday (demo)' },
      { field: 'version', old: null, new: 'Demo' },
      { field: 'duration', old: null, new: '02:05' },
    ]);
    const rejected = history.find((e) => e.event === 'rejected');
    expect(rejected).toMatchObject({
      reason: 'Proof of ownership, see "contract.pdf"',
      changes: [{ field: 'status', old: 'In review', new: 'Rejected' }],
    });
    expect(history.find((e) => e.event === 'registered')?.changes).toEqual([{ field: 'status', old: 'In review', new: 'Registered' }]);
    expect(history.every((e) => e.recording.id === kept && !e.recording.is_deleted)).toBe(true);
  });

  it('keeps a deleted recording’s events readable, marked deleted', async () => {
    const history = await entries(member, `?recording_id=${removed}`);
    expect(history.map((e) => e.event)).toEqual(['deleted', 'created']);
    expect(history.every((e) => e.recording.is_deleted)).toBe(true);
  });

  it('filters by kind of event and by date range, inclusive', async () => {
    expect((await entries(member, '?event=submitted')).length).toBe(2);
    expect((await entries(member, '?event=rejected')).map((e) => e.reason)).toEqual(['Proof of ownership, see "contract.pdf"']);
    // Events sit one day apart ending today: the 3rd to 5th newest lie 2 to 4 days ago.
    const range = await entries(member, `?from=${daysAgo(4)}&to=${daysAgo(2)}`);
    expect(range.map((e) => e.event)).toEqual(['registered', 'submitted', 'updated']);
    expect(await entries(member, `?from=${daysAgo(-1)}`)).toEqual([]);
  });

  it('reads the dates of the filter in the member’s time zone', async () => {
    const night = await createMember(t);
    const recording = await createRecording(t, night, { title: 'Late Session' });
    // 23:30 UTC on 4 March is 00:30 on 5 March in Berlin.
    await t.db.update(registrationEvents).set({ at: new Date('2025-03-04T23:30:00Z') }).where(eq(registrationEvents.itemId, recording.id));
    const titles = async (query: string) => (await entries(night, query)).map((e) => e.recording.title);

    expect(await titles('?from=2025-03-04&to=2025-03-04')).toEqual(['Late Session']);
    expect(await titles('?from=2025-03-05&to=2025-03-05')).toEqual([]);
    expect(await titles('?from=2025-03-05&to=2025-03-05&tz=Europe/Berlin')).toEqual(['Late Session']);
    expect(await titles('?from=2025-03-04&to=2025-03-04&tz=Europe/Berlin')).toEqual([]);
    expect(await titles('?to=2025-03-04&tz=America/New_York')).toEqual(['Late Session']);
  });

  it('pages the events', async () => {
    const res = await logs(member, '?pageSize=4&page=3');
    const body = res.json() as LogList;
    expect(body.data.meta).toEqual({ page: 3, pageSize: 4, total: 9, totalPages: 3 });
    expect(body.data.data.map((e) => e.event)).toEqual(['created']);
  });

  it('never shows another member’s events, and answers 404 for their recording', async () => {
    const other = await createMember(t);
    await createRecording(t, other, { title: 'Someone else’s' });
    expect((await entries(other)).map((e) => e.recording.title)).toEqual(['Someone else’s']);
    expect(await entries(staff)).toEqual([]);
    const res = await logs(other, `?recording_id=${kept}`);
    expect(res.statusCode).toBe(404);
    expect((await logs(member, `?recording_id=${randomUUID()}`)).statusCode).toBe(404);
  });

  it('refuses bad filters with clear messages', async () => {
    const cases: [string, string, string][] = [
      ['?event=played', 'event', 'Choose a kind of event'],
      ['?from=01/02/2025', 'from', 'From date must be a date (YYYY-MM-DD)'],
      ['?from=2025-02-01&to=2025-01-31', 'to', 'The end date cannot be before the start date'],
      ['?recording_id=42', 'recording_id', 'Choose a recording'],
      ['?from=2025-02-01&tz=Mars/Olympus', 'tz', 'Time zone must be an IANA name, e.g. Europe/London'],
      ['?page=0', 'page', 'Page must be 1 or more'],
    ];
    for (const [query, path, message] of cases) {
      const res = await logs(member, query);
      expect([query, res.statusCode, res.json()]).toEqual([query, 400, { message, errors: [{ path, message }] }]);
    }
  });
});

describe('the CSV download', () => {
  function exportLogs(who: TestMember, query = '') {
    return t.app.inject({ method: 'GET', url: `/api/v1/sound-recordings/logs/export${query}`, headers: who.auth });
  }

  it('downloads every matching event as an attachment, header first', async () => {
    const res = await exportLogs(member);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="sound-recording-logs-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = res.body.split('\r\n');
    expect(lines[0]).toBe(`\uFEFF${soundRecordingLogCsvColumns.join(',')}`);
    expect(lines).toHaveLength(1 + 9 + 1);
    expect(lines.at(-1)).toBe('');
  });

  it('starts with the UTF-8 byte-order mark, so a spreadsheet keeps the accents', async () => {
    const singer = await createMember(t);
    await createRecording(t, singer, { title: 'Déjà vu – Beyoncé' });
    const res = await exportLogs(singer);
    expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { fatal: true }).decode(res.rawPayload);
    expect(text.split('\r\n')[1]).toMatch(/^\d{2}\/\d{2}\/\d{4},\d{2}:\d{2}:\d{2},Created,Déjà vu – Beyoncé,/);
  });

  it('quotes commas and quotes, and defuses cells a spreadsheet would run as formulas', async () => {
    const res = await exportLogs(member, `?recording_id=${removed}&event=deleted`);
    const [, row] = res.body.split('\r\n');
    expect(row).toContain(`"'=HYPERLINK(""http://evil.example"",""Click""), please"`);
    expect(row).toContain(`,${removed},Amara Nwosu,`);
    const rejected = (await exportLogs(member, '?event=rejected')).body.split('\r\n')[1];
    expect(rejected).toMatch(/^\d{2}\/\d{2}\/\d{4},\d{2}:\d{2}:\d{2},Rejected,Yesterday,GBEMI0300013,/);
    expect(rejected).toContain('Status: In review → Rejected,"Proof of ownership, see ""contract.pdf"""');
  });

  it('applies the same filters, and the same 404 for another member’s recording', async () => {
    const res = await exportLogs(member, `?from=${daysAgo(4)}&to=${daysAgo(2)}`);
    expect(res.body.split('\r\n').slice(1, -1).map((line) => line.split(',')[2])).toEqual(['Registered', 'Submitted', 'Updated']);
    const other = await createMember(t);
    expect((await exportLogs(other, `?recording_id=${kept}`)).statusCode).toBe(404);
    const empty = await exportLogs(other);
    expect(empty.body).toBe(`\uFEFF${soundRecordingLogCsvColumns.join(',')}\r\n`);
    const bad = await exportLogs(member, '?event=played');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: 'Choose a kind of event' });
  });
});
