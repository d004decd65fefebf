import type { InboxEntry, InboxItem, InboxMeta } from '@repertoire/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorLogs, supportRequests } from '../src/db/schema';
import { createMember, createStaff, uniqueEmail, type TestMember } from './support/factories';
import { buildTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let staff: TestMember;
let otherStaff: TestMember;
let member: TestMember;
let ids: { crash: string; anonymousCrash: string; question: string; complaint: string };

const at = (minute: number) => new Date(Date.UTC(2026, 5, 1, 9, minute));

beforeAll(async () => {
  t = await buildTestApp();
  staff = await createStaff(t, { givenName: 'Sam', otherNames: 'Reviewer' });
  otherStaff = await createStaff(t, { givenName: 'Ola', otherNames: 'Desk', email: uniqueEmail('ola') });
  member = await createMember(t, { givenName: 'Amara', otherNames: 'Nwosu' });
  const insertError = async (values: { userId: string | null; description: string; minute: number }) => {
    const [row] = await t.db
      .insert(errorLogs)
      .values({ userId: values.userId, description: values.description, url: 'http://localhost:3000/dashboard', userAgent: 'Mozilla/5.0 Test', createdAt: at(values.minute) })
      .returning();
    return row?.id ?? '';
  };
  const insertRequest = async (subject: string, minute: number) => {
    const [row] = await t.db.insert(supportRequests).values({ userId: member.id, subject, message: `${subject}: the details`, createdAt: at(minute) }).returning();
    return row?.id ?? '';
  };
  ids = {
    crash: await insertError({ userId: member.id, description: 'TypeError: x is undefined\n    at Dashboard (dashboard.tsx:12)', minute: 1 }),
    question: await insertRequest('How do I add a co-writer?', 2),
    anonymousCrash: await insertError({ userId: null, description: 'ChunkLoadError: Loading chunk 7 failed', minute: 3 }),
    complaint: await insertRequest('Wrong share on my work', 4),
  };
});
afterAll(() => t.close());

function send(who: TestMember | null, method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) {
  return t.app.inject({ method, url: `/api/v1${url}`, headers: who?.auth ?? {}, ...(payload ? { payload } : {}) });
}
async function list(query = '') {
  const res = await send(staff, 'GET', `/staff/inbox${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: { data: InboxItem[]; meta: InboxMeta } }>().data;
}
async function entry(kind: string, id: string, who = staff) {
  const res = await send(who, 'GET', `/staff/inbox/${kind}/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: { data: InboxEntry } }>().data.data;
}
const mark = (kind: string, id: string, handled: unknown, who = staff) => send(who, 'POST', `/staff/inbox/${kind}/${id}/handled`, { handled });

describe('who may read the inbox', () => {
  const endpoints = () => [
    { method: 'GET' as const, url: '/staff/inbox' },
    { method: 'GET' as const, url: `/staff/inbox/support-requests/${ids.question}` },
    { method: 'POST' as const, url: `/staff/inbox/support-requests/${ids.question}/handled`, payload: { handled: true } },
  ];

  it('answers 401 to anonymous requests', async () => {
    for (const { method, url, payload } of endpoints()) expect((await send(null, method, url, payload)).statusCode, `${method} ${url}`).toBe(401);
  });

  it('answers a member 404, as for an endpoint that does not exist, even about their own request', async () => {
    for (const { method, url, payload } of endpoints()) {
      const res = await send(member, method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json()).toEqual({ message: `No such endpoint: ${method} /api/v1${url}` });
    }
    expect((await entry('support-requests', ids.question)).handled_at).toBeNull();
  });
});

describe('GET /staff/inbox', () => {
  it('lists error reports and support requests together, newest first, with who wrote them and how many wait', async () => {
    const { data, meta } = await list();
    expect(data.map((item) => [item.kind, item.id])).toEqual([
      ['support-requests', ids.complaint],
      ['error-reports', ids.anonymousCrash],
      ['support-requests', ids.question],
      ['error-reports', ids.crash],
    ]);
    expect(data[0]).toEqual({
      kind: 'support-requests',
      id: ids.complaint,
      summary: 'Wrong share on my work',
      member: { id: member.id, name: 'Amara Nwosu', email: member.email },
      created_at: at(4).toISOString(),
      handled_at: null,
      handled_by: null,
    });
    // An error report reads by its first line; one sent while logged out has no member.
    expect(data[3]?.summary).toBe('TypeError: x is undefined');
    expect(data[1]?.member).toBeNull();
    expect(meta).toMatchObject({ page: 1, pageSize: 20, total: 4, totalPages: 1, unhandled: { 'error-reports': 2, 'support-requests': 2 } });
  });

  it('filters by kind and pages through', async () => {
    const requests = await list('?kind=support-requests');
    expect(requests.data.map((item) => item.id)).toEqual([ids.complaint, ids.question]);
    const reports = await list('?kind=error-reports&pageSize=1&page=2');
    expect(reports.data.map((item) => item.id)).toEqual([ids.crash]);
    expect(reports.meta).toMatchObject({ total: 2, totalPages: 2 });
  });

  it('refuses bad filters with a clear 400', async () => {
    for (const [query, message] of [
      ['?kind=complaints', 'Kind must be error-reports or support-requests'],
      ['?handled=maybe', 'Handled must be true or false'],
      ['?page=0', 'Page must be 1 or more'],
    ] as const) {
      const res = await send(staff, 'GET', `/staff/inbox${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message).toBe(message);
    }
  });
});

describe('GET /staff/inbox/{kind}/{id}', () => {
  it('reads the whole error report and the whole support request', async () => {
    expect(await entry('error-reports', ids.crash)).toEqual({
      kind: 'error-reports',
      id: ids.crash,
      member: { id: member.id, name: 'Amara Nwosu', email: member.email },
      created_at: at(1).toISOString(),
      handled_at: null,
      handled_by: null,
      description: 'TypeError: x is undefined\n    at Dashboard (dashboard.tsx:12)',
      url: 'http://localhost:3000/dashboard',
      user_agent: 'Mozilla/5.0 Test',
    });
    expect(await entry('support-requests', ids.question)).toMatchObject({
      kind: 'support-requests',
      topic: 'other',
      subject: 'How do I add a co-writer?',
      message: 'How do I add a co-writer?: the details',
      item: null,
    });
  });

  it('answers 404 for an unknown id or an id of the other kind, and 400 for a bad kind or id', async () => {
    const wrongKind = await send(staff, 'GET', `/staff/inbox/support-requests/${ids.crash}`);
    expect(wrongKind.statusCode).toBe(404);
    expect(wrongKind.json().message).toBe('No support request with this id');
    const unknown = await send(staff, 'GET', '/staff/inbox/error-reports/6b0d1d0e-8a43-4c7e-9a57-1f7f5b0d2c11');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('No error report with this id');
    expect((await send(staff, 'GET', `/staff/inbox/bugs/${ids.crash}`)).json().message).toBe('Kind must be error-reports or support-requests');
    expect((await send(staff, 'GET', '/staff/inbox/error-reports/42')).json().message).toBe('Not a valid id');
  });
});

describe('POST /staff/inbox/{kind}/{id}/handled', () => {
  it('marks an item handled by the staff member, filters it, and undoes it', async () => {
    const res = await mark('support-requests', ids.question, true);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Marked as handled');
    const handled = res.json<{ data: { data: InboxEntry } }>().data.data;
    expect(handled).toMatchObject({ id: ids.question, handled_by: 'Sam Reviewer' });
    expect(handled.handled_at).not.toBeNull();

    expect((await list('?handled=true')).data.map((item) => item.id)).toEqual([ids.question]);
    const waiting = await list('?handled=false');
    expect(waiting.data.map((item) => item.id)).toEqual([ids.complaint, ids.anonymousCrash, ids.crash]);
    expect(waiting.meta.unhandled).toEqual({ 'error-reports': 2, 'support-requests': 1 });

    // Marked again by someone else: who handled it, and when, stay.
    const again = await mark('support-requests', ids.question, true, otherStaff);
    expect(again.json().data.data).toMatchObject({ handled_by: 'Sam Reviewer', handled_at: handled.handled_at });

    const undone = await mark('support-requests', ids.question, false, otherStaff);
    expect(undone.statusCode).toBe(200);
    expect(undone.json().message).toBe('Marked as not handled');
    expect(undone.json().data.data).toMatchObject({ handled_at: null, handled_by: null });
    expect((await list('?handled=true')).data).toEqual([]);
  });

  it('marks an error report handled too', async () => {
    const res = await mark('error-reports', ids.anonymousCrash, true, otherStaff);
    expect(res.json().data.data).toMatchObject({ kind: 'error-reports', handled_by: 'Ola Desk' });
    expect((await list('?kind=error-reports&handled=true')).data.map((item) => item.id)).toEqual([ids.anonymousCrash]);
  });

  it('refuses a bad body with a clear 400, and an unknown item with 404', async () => {
    for (const payload of [{}, { handled: 'yes' }]) {
      const res = await send(staff, 'POST', `/staff/inbox/error-reports/${ids.crash}/handled`, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Handled must be true or false');
    }
    const unknown = await mark('support-requests', '6b0d1d0e-8a43-4c7e-9a57-1f7f5b0d2c11', true);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('No support request with this id');
  });

  it('finds a request a member sent through Help in the inbox', async () => {
    const sent = await send(member, 'POST', '/support/requests', { topic: 'payments', subject: 'Bank details', message: 'How do I change my IBAN?' });
    expect(sent.statusCode).toBe(201);
    const { data } = await list('?kind=support-requests&handled=false');
    expect(data[0]).toMatchObject({ id: sent.json().data.data.id, summary: 'Bank details', member: { name: 'Amara Nwosu' } });
  });
});
