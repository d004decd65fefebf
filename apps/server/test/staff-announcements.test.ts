import type { Announcement, Notification } from '@repertoire/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announcements, notifications, users } from '../src/db/schema';
import { createMember, createStaff, uniqueEmail, type TestMember } from './support/factories';
import { buildTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let staff: TestMember;
let amara: TestMember;
let bruno: TestMember;
/** Has not confirmed their address: notified, never mailed. */
let unconfirmed: TestMember;

beforeAll(async () => {
  t = await buildTestApp();
  staff = await createStaff(t, { givenName: 'Sam', otherNames: 'Reviewer' });
  amara = await createMember(t, { givenName: 'Amara', otherNames: 'Nwosu', email: uniqueEmail('amara') });
  bruno = await createMember(t, { registerAs: 'corporate', corporationName: 'Bruno Sound Ltd', email: uniqueEmail('bruno') });
  unconfirmed = await createMember(t, { email: uniqueEmail('unconfirmed'), verified: false });
});
afterAll(() => t.close());

function send(who: TestMember | null, method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) {
  return t.app.inject({ method, url: `/api/v1${url}`, headers: who?.auth ?? {}, ...(payload ? { payload } : {}) });
}
const announce = (payload: Record<string, unknown>) => send(staff, 'POST', '/staff/announcements', payload);
const notificationsOf = async (member: TestMember) => (await send(member, 'GET', '/notifications')).json<{ data: { data: Notification[] } }>().data.data;
const membersCount = async () => (await t.db.select().from(users).where(eq(users.role, 'member'))).length;

/** Waits for the outbox worker to deliver a mail with this subject to the address. */
async function mailWithSubject(address: string, subject: string) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const mail = t.mailbox.sentTo(address).find((m) => m.subject === subject);
    if (mail || Date.now() > deadline) return mail;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Runs the outbox worker until nothing due is left unsent or in flight, then reads the mailbox. */
async function mailsOnceOutboxSettled(address: string) {
  await t.app.mailOutbox.settle();
  return t.mailbox.sentTo(address);
}

describe('who may send and read announcements', () => {
  const endpoints = [
    { method: 'POST' as const, url: '/staff/announcements', payload: { title: 'Hello', message: 'Hi', audience: 'all', mail: false } },
    { method: 'GET' as const, url: '/staff/announcements' },
  ];

  it('answers 401 to anonymous requests', async () => {
    for (const { method, url, payload } of endpoints) expect((await send(null, method, url, payload)).statusCode, `${method} ${url}`).toBe(401);
  });

  it('answers a member 404, as for an endpoint that does not exist, and tells no one anything', async () => {
    for (const { method, url, payload } of endpoints) {
      const res = await send(amara, method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json()).toEqual({ message: `No such endpoint: ${method} /api/v1${url}` });
    }
    expect(await notificationsOf(bruno)).toEqual([]);
    expect(await t.db.select().from(announcements)).toEqual([]);
  });
});

describe('POST /staff/announcements', () => {
  it('tells every member in their notifications, from the society, and mails those with a confirmed address', async () => {
    const members = await membersCount();
    const res = await announce({
      title: 'Royalty statements are out',
      message: 'The statements for the second quarter are ready.\n\nThey cover broadcasts up to 30 June.',
      audience: 'all',
      mail: true,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe(`The announcement has been sent to ${members} members`);
    expect(res.json().data.data).toMatchObject({
      title: 'Royalty statements are out',
      audience: 'all',
      member: null,
      mail: true,
      recipients: members,
      sent_by: 'Sam Reviewer',
    });

    for (const member of [amara, bruno, unconfirmed]) {
      const theirs = await notificationsOf(member);
      expect(theirs).toEqual([
        expect.objectContaining({ title: 'Royalty statements are out', link: '/dashboard', user: { full_name: 'Repertoire', profile_pic: null } }),
      ]);
    }
    // Staff are not members: the announcement is not theirs.
    expect(await notificationsOf(staff)).toEqual([]);
    expect(await t.db.select().from(notifications).where(eq(notifications.title, 'Royalty statements are out'))).toHaveLength(members);

    const mail = await mailWithSubject(amara.email, 'Royalty statements are out');
    expect(mail?.text).toContain('They cover broadcasts up to 30 June.');
    expect(await t.mailbox.linkSentTo(amara.email, '/dashboard')).toBe('http://localhost:3000/dashboard');
    expect(await mailWithSubject(bruno.email, 'Royalty statements are out')).toBeDefined();
    expect(await mailsOnceOutboxSettled(unconfirmed.email)).toEqual([]);
    expect(t.mailbox.sentTo(staff.email)).toEqual([]);
  });

  it('tells one member only, and mails them only', async () => {
    const before = (await notificationsOf(bruno)).length;
    const res = await announce({ title: 'Your statement', message: 'Please check your bank details.', audience: 'member', memberId: amara.id, mail: true });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('The announcement has been sent to Amara Nwosu');
    expect(res.json().data.data).toMatchObject({ audience: 'member', member: { id: amara.id, name: 'Amara Nwosu' }, recipients: 1, mail: true });
    expect((await notificationsOf(amara))[0]).toMatchObject({ title: 'Your statement', message: 'Please check your bank details.' });
    expect(await notificationsOf(bruno)).toHaveLength(before);
    expect(await mailWithSubject(amara.email, 'Your statement')).toBeDefined();
    expect((await mailsOnceOutboxSettled(bruno.email)).map((m) => m.subject)).not.toContain('Your statement');
  });

  it('sends no mail when staff do not ask for it', async () => {
    const res = await announce({ title: 'Office closed on Friday', message: 'We are back on Monday.', audience: 'all', mail: false });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.data.mail).toBe(false);
    expect((await notificationsOf(bruno))[0]?.title).toBe('Office closed on Friday');
    expect((await mailsOnceOutboxSettled(bruno.email)).map((m) => m.subject)).not.toContain('Office closed on Friday');
  });

  it('refuses bad input with a clear 400 and sends nothing', async () => {
    const sent = (await t.db.select().from(announcements)).length;
    for (const [payload, message] of [
      [{ title: 'Hi', message: 'Hello', audience: 'member', mail: false }, 'Choose the member to tell'],
      [{ title: 'Hi', message: 'Hello', audience: 'all', memberId: amara.id }, 'A member is named only for an announcement to one member'],
      [{ title: '  ', message: 'Hello', audience: 'all' }, 'Title is required'],
      [{ title: 'Hi', message: '', audience: 'all' }, 'Message is required'],
      [{ title: 'Hi', message: 'Hello', audience: 'everyone' }, 'Audience must be all or member'],
      [{ title: 'Hi', message: 'Hello', audience: 'all', mail: 'yes' }, 'Mail must be true or false'],
      [{ title: 'Hi', message: 'Hello', audience: 'member', memberId: 'someone' }, 'Choose a member'],
      [{ title: 'x'.repeat(121), message: 'Hello', audience: 'all' }, 'Title must be at most 120 characters'],
    ] as const) {
      const res = await announce(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    for (const memberId of ['6b0d1d0e-8a43-4c7e-9a57-1f7f5b0d2c11', staff.id]) {
      const res = await announce({ title: 'Hi', message: 'Hello', audience: 'member', memberId });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'No member with this id', errors: [{ path: 'memberId', message: 'No member with this id' }] });
    }
    expect(await t.db.select().from(announcements)).toHaveLength(sent);
    expect(await t.db.select().from(notifications).where(and(eq(notifications.title, 'Hi'), eq(notifications.userId, amara.id)))).toEqual([]);
  });
});

describe('GET /staff/announcements', () => {
  it('lists what was sent, newest first, page by page', async () => {
    const res = await send(staff, 'GET', '/staff/announcements?pageSize=2');
    expect(res.statusCode).toBe(200);
    const { data, meta } = res.json<{ data: { data: Announcement[]; meta: { total: number; totalPages: number } } }>().data;
    expect(data.map((a) => a.title)).toEqual(['Office closed on Friday', 'Your statement']);
    expect(data[1]).toMatchObject({ member: { id: amara.id, name: 'Amara Nwosu' }, recipients: 1, sent_by: 'Sam Reviewer' });
    expect(meta).toMatchObject({ total: 3, totalPages: 2 });
    const second = await send(staff, 'GET', '/staff/announcements?pageSize=2&page=2');
    expect(second.json().data.data.map((a: Announcement) => a.title)).toEqual(['Royalty statements are out']);
  });
});
