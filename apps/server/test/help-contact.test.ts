import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { supportRequests } from '../src/db/schema';
import { completeRecording, createMusicalWork, createRecording } from './support/catalogue';
import { createMember, createStaff, uniqueEmail, type TestMember } from './support/factories';
import { ownRightsHolder } from './support/musical-works';
import { buildTestApp, type TestApp } from './support/test-app';

/** Help's contact form: a topic, the member's own work or recording, staff's inbox and the society's mail. */

const SUPPORT_EMAIL = 'help@society.example';
let t: TestApp;
let member: TestMember;
let other: TestMember;
let staff: TestMember;

beforeAll(async () => {
  t = await buildTestApp({ env: { SUPPORT_EMAIL } });
  member = await createMember(t, { givenName: 'Ada', otherNames: 'Lovelace' });
  other = await createMember(t, { email: uniqueEmail('other') });
  staff = await createStaff(t, { email: uniqueEmail('staff') });
});
afterAll(() => t.close());

const write = (who: TestMember | null, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/v1/support/requests', headers: who?.auth ?? {}, payload });
const inboxEntry = (who: TestMember | null, id: string) =>
  t.app.inject({ method: 'GET', url: `/api/v1/staff/inbox/support-requests/${id}`, headers: who?.auth ?? {} });

describe('SUPPORT_EMAIL', () => {
  it("defaults to MAIL_FROM's address, and refuses what is no address", () => {
    expect(loadConfig({ MAIL_FROM: 'The Society <members@society.example>' }).supportEmail).toBe('members@society.example');
    expect(loadConfig({ MAIL_FROM: 'desk@society.example' }).supportEmail).toBe('desk@society.example');
    expect(loadConfig({ SUPPORT_EMAIL: 'help@society.example' }).supportEmail).toBe('help@society.example');
    expect(() => loadConfig({ SUPPORT_EMAIL: 'help desk' })).toThrow(/SUPPORT_EMAIL: must be an email address/);
  });
});

describe('POST /support/requests from Help', () => {
  it("keeps the topic and the member's own work, shows both in the staff inbox and mails the society", async () => {
    const workId = await createMusicalWork(t, member, { title: 'Harbour Lights' });
    const res = await write(member, { topic: 'shares', message: 'My co-writer has 40%, not 50%.', item: { kind: 'musical_work', id: workId } });
    expect(res.statusCode).toBe(201);
    const sent = res.json().data.data;
    expect(sent).toEqual({
      id: expect.any(String),
      topic: 'shares',
      subject: 'Shares',
      message: 'My co-writer has 40%, not 50%.',
      item: { kind: 'musical_work', id: workId, title: 'Harbour Lights' },
      created_at: expect.any(String),
    });

    const entry = await inboxEntry(staff, sent.id);
    expect(entry.statusCode).toBe(200);
    expect(entry.json().data.data).toMatchObject({
      kind: 'support-requests',
      topic: 'shares',
      subject: 'Shares',
      item: { kind: 'musical_work', id: workId, title: 'Harbour Lights' },
      member: { id: member.id, name: 'Ada Lovelace' },
    });

    const link = await t.mailbox.linkSentTo(SUPPORT_EMAIL, `/staff/inbox/support-requests/${sent.id}`);
    expect(link).toBe(`http://localhost:3000/staff/inbox/support-requests/${sent.id}`);
    const [mail] = t.mailbox.sentTo(SUPPORT_EMAIL);
    expect(mail?.subject).toBe('Support request: Shares');
    expect(mail?.text).toContain('Ada Lovelace wrote to the society through Help.');
    expect(mail?.text).toMatch(/About: the musical work \S+Harbour Lights\S+\./);
    expect(mail?.text).toContain('My co-writer has 40%, not 50%.');
  });

  it("links the member's own recording, and keeps a subject the member wrote", async () => {
    const recording = await createRecording(t, member, completeRecording(ownRightsHolder(member), { title: 'Night Ferry', isrc: 'GB-EMI-03-00077' }));
    const res = await write(member, { topic: 'identifiers', subject: 'Wrong ISRC', message: 'The label sent a new one.', item: { kind: 'sound_recording', id: recording.id } });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.data).toMatchObject({ subject: 'Wrong ISRC', item: { kind: 'sound_recording', id: recording.id, title: 'Night Ferry' } });
  });

  it("answers 404 for another member's work or recording, or one that does not exist, and keeps nothing", async () => {
    const theirWork = await createMusicalWork(t, other, { title: 'Not Yours' });
    const theirRecording = await createRecording(t, other, completeRecording(ownRightsHolder(other), { title: 'Also Not Yours', isrc: 'GB-EMI-03-00078' }));
    for (const item of [
      { kind: 'musical_work', id: theirWork },
      { kind: 'sound_recording', id: theirRecording.id },
      { kind: 'musical_work', id: '00000000-0000-4000-8000-000000000000' },
    ]) {
      const res = await write(member, { topic: 'registration', message: 'Is this mine?', item });
      expect(res.statusCode, JSON.stringify(item)).toBe(404);
    }
    expect(await t.db.select().from(supportRequests).where(eq(supportRequests.message, 'Is this mine?'))).toEqual([]);
  });

  it('refuses a missing or unknown topic and a malformed item with a clear 400', async () => {
    for (const [payload, message] of [
      [{ message: 'No topic' }, 'Choose a topic'],
      [{ topic: 'royalties', message: 'Unknown topic' }, 'Choose a topic'],
      [{ topic: 'other', message: 'Bad kind', item: { kind: 'album', id: '00000000-0000-4000-8000-000000000000' } }, 'Item kind must be musical_work or sound_recording'],
      [{ topic: 'other', message: 'Bad id', item: { kind: 'musical_work', id: 'x' } }, 'Item id is not a valid id'],
      [{ topic: 'other', message: '   ' }, 'Message is required'],
    ] as const) {
      const res = await write(member, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toBe(message);
    }
  });

  it('keeps the entry from members (404) and anonymous callers (401)', async () => {
    const res = await write(member, { topic: 'account', message: 'How do I turn on two-step sign-in?' });
    const id = res.json().data.data.id as string;
    expect((await inboxEntry(member, id)).statusCode).toBe(404);
    expect((await inboxEntry(null, id)).statusCode).toBe(401);
  });
});
