import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { supportRequests } from '../src/db/schema';
import { createTestClock } from './support/clock';
import { createMember, createStaff, uniqueEmail } from './support/factories';
import type { TestMember } from './support/factories';
import { buildTestApp, type TestApp } from './support/test-app';

let t: TestApp;
const clock = createTestClock();
let member: TestMember;

beforeAll(async () => {
  t = await buildTestApp({ clock });
  member = await createMember(t);
});
afterAll(() => t.close());

const write = (who: TestMember | null, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/v1/support/requests', headers: who?.auth ?? {}, payload });

describe('POST /support/requests', () => {
  it("keeps the member's subject and message for the society's inbox", async () => {
    const res = await write(member, { topic: 'payments', subject: '  Missing royalties  ', message: 'My Q2 statement does not list "Harbour Lights".\nCan you check?' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      message: 'Your message has been sent to the society',
      data: {
        data: {
          id: expect.any(String),
          topic: 'payments',
          subject: 'Missing royalties',
          message: 'My Q2 statement does not list "Harbour Lights".\nCan you check?',
          item: null,
          created_at: expect.any(String),
        },
      },
    });
    const [row] = await t.db.select().from(supportRequests).where(eq(supportRequests.id, res.json().data.data.id));
    expect(row).toMatchObject({ userId: member.id, subject: 'Missing royalties', handledAt: null, handledById: null });
  });

  it('answers 401 to anonymous requests and keeps nothing', async () => {
    const res = await write(null, { topic: 'other', subject: 'Hello', message: 'Anyone there?' });
    expect(res.statusCode).toBe(401);
    expect(await t.db.select().from(supportRequests).where(eq(supportRequests.subject, 'Hello'))).toEqual([]);
  });

  it('refuses staff, who read the requests rather than write them', async () => {
    const staff = await createStaff(t, { email: uniqueEmail('staff') });
    const res = await write(staff, { topic: 'other', subject: 'Test', message: 'From the desk' });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Only members write to the society through Help');
    expect(await t.db.select().from(supportRequests).where(eq(supportRequests.userId, staff.id))).toEqual([]);
  });

  it('refuses bad input with a clear 400', async () => {
    for (const [payload, message] of [
      [{ topic: 'other', subject: 'No message' }, 'Message is required'],
      [{ topic: 'other', subject: 'x'.repeat(201), message: 'Long subject' }, 'Subject must be at most 200 characters'],
      [{ topic: 'other', subject: 'Long message', message: 'x'.repeat(5001) }, 'Message must be at most 5000 characters'],
      [{ topic: 'other', subject: 'NUL', message: 'a\u0000b' }, 'Message cannot contain NUL characters'],
      [{ topic: 'other', subject: 7, message: 'Number' }, 'Subject must be text'],
    ] as const) {
      const res = await write(member, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const extra = await write(member, { topic: 'other', subject: 'Extra', message: 'Field', priority: 'high' });
    expect(extra.statusCode).toBe(400);
  });

  it('accepts 10 requests per member in an hour, then answers 429 until the hour ends', async () => {
    const busy = await createMember(t, { email: uniqueEmail('busy') });
    for (let i = 0; i < 10; i += 1) expect((await write(busy, { topic: 'other', subject: `Question ${i}`, message: 'Please help' })).statusCode).toBe(201);
    const blocked = await write(busy, { topic: 'other', subject: 'One too many', message: 'Please help' });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/^Too many attempts: try again in \d+ minutes?$/);
    expect((await write(member, { topic: 'other', subject: 'Someone else', message: 'Still heard' })).statusCode).toBe(201);
    clock.advance(60 * 60 * 1000);
    expect((await write(busy, { topic: 'other', subject: 'Next hour', message: 'Heard again' })).statusCode).toBe(201);
  });

  it('is no staff endpoint: a member cannot read the inbox it fills', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/staff/inbox', headers: member.auth });
    expect(res.statusCode).toBe(404);
  });
});
