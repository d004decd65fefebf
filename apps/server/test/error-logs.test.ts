import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorLogs } from '../src/db/schema';
import { createTestClock } from './support/clock';
import { createMember } from './support/factories';
import { buildTestApp, sessionCookieHeader } from './support/test-app';
import type { TestApp } from './support/test-app';

let t: TestApp;
const clock = createTestClock();
beforeAll(async () => {
  t = await buildTestApp({ clock });
});
afterAll(() => t.close());

const report = (description: string) => ({ description, url: 'http://localhost:3000/dashboard' });

describe('POST /frontend/errorlogs', () => {
  it('stores a report from a logged-in member with the member and the user agent', async () => {
    const member = await createMember(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/frontend/errorlogs',
      headers: { ...member.auth, 'user-agent': 'Mozilla/5.0 Test' },
      payload: report('TypeError: x is undefined\n    at Dashboard'),
      remoteAddress: '10.1.0.1',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: 'Error report received', data: { data: null } });
    const [row] = await t.db.select().from(errorLogs).where(eq(errorLogs.userId, member.id));
    expect(row).toMatchObject({ description: 'TypeError: x is undefined\n    at Dashboard', url: 'http://localhost:3000/dashboard', userAgent: 'Mozilla/5.0 Test' });
  });

  it('accepts a report without a session, or with a dead one, and never answers 401', async () => {
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/v1/frontend/errorlogs', payload: report('anonymous failure'), remoteAddress: '10.1.0.2' });
    expect(anonymous.statusCode).toBe(201);
    const stale = await t.app.inject({
      method: 'POST',
      url: '/api/v1/frontend/errorlogs',
      cookies: { _session_id: 'long-gone' },
      payload: report('after logout'),
      remoteAddress: '10.1.0.2',
    });
    expect(stale.statusCode).toBe(201);
    expect(sessionCookieHeader(stale.headers)).toBeUndefined();
    const rows = await t.db.select().from(errorLogs).where(eq(errorLogs.description, 'after logout'));
    expect(rows[0]?.userId).toBeNull();
  });

  it('needs a description', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/frontend/errorlogs', payload: { description: '' }, remoteAddress: '10.1.0.3' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Description is required');
  });

  it('accepts 20 reports per client address in 10 minutes, then answers 429 until the window ends', async () => {
    for (let i = 0; i < 20; i += 1) {
      const res = await t.app.inject({ method: 'POST', url: '/api/v1/frontend/errorlogs', payload: report(`loop ${i}`), remoteAddress: '10.1.0.4' });
      expect(res.statusCode).toBe(201);
    }
    const blocked = await t.app.inject({ method: 'POST', url: '/api/v1/frontend/errorlogs', payload: report('one too many'), remoteAddress: '10.1.0.4' });
    expect(blocked.statusCode).toBe(429);
    // The test clock stands at 09:00:00, the start of a ten-minute window.
    expect(blocked.headers['retry-after']).toBe('600');
    expect(blocked.json().message).toBe('Too many attempts: try again in 10 minutes');
    const elsewhere = await t.app.inject({ method: 'POST', url: '/api/v1/frontend/errorlogs', payload: report('other client'), remoteAddress: '10.1.0.5' });
    expect(elsewhere.statusCode).toBe(201);
    clock.advance(10 * 60 * 1000);
    const later = await t.app.inject({ method: 'POST', url: '/api/v1/frontend/errorlogs', payload: report('next window'), remoteAddress: '10.1.0.4' });
    expect(later.statusCode).toBe(201);
  });
});
