import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from './support/factories';
import { buildTestApp, type TestApp } from './support/test-app';

/**
 * Less work per request (docs/architecture.md#scale-and-resilience): the session lookup reads the user's whole account, so a read of
 * one's own account sends no second query; the security headers are computed once and sent on
 * every answer, refusals included.
 */

let t: TestApp;
let sent: string[] = [];
let restore = () => {};

beforeAll(async () => {
  t = await buildTestApp();
  // Every statement the app sends, whichever driver: node-postgres's pool or PGlite both take `query`.
  const client = (t.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
  const query = client.query;
  client.query = function (this: unknown, ...args: unknown[]) {
    const [first] = args;
    sent.push(typeof first === 'string' ? first : String((first as { text?: unknown }).text));
    return query.apply(this, args);
  };
  restore = () => {
    client.query = query;
  };
});
afterEach(() => {
  sent = [];
});
afterAll(async () => {
  restore();
  await t.close();
});

/** The statements that read the users table (the mail outbox's polling reads other tables). */
const readsOfUsers = () => sent.filter((statement) => /from "sessions"|from "users"|join "users"/i.test(statement));

describe('an authenticated read of one’s own account', () => {
  it('answers the profile from the one query that checks the session', async () => {
    const member = await createMember(t, { givenName: 'Ada', otherNames: 'Okafor', phone: '+447700900123' });
    sent = [];
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/user/profile', headers: member.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ data: { data: { id: member.id, email: member.email, profile: { given_name: 'Ada', phone: '+447700900123' } } } });
    expect(readsOfUsers()).toHaveLength(1);
    expect(res.body).not.toMatch(/password/i);
  });

  it('answers the own ISNI the same way', async () => {
    const member = await createMember(t, { isniNumber: '0000000121032683' });
    sent = [];
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/user/user_isni', headers: member.auth });
    expect(res.json()).toMatchObject({ data: { data: { isni_number: '0000000121032683' } } });
    expect(readsOfUsers()).toHaveLength(1);
  });

  it('shows a change at the next read', async () => {
    const member = await createMember(t);
    const patch = await t.app.inject({ method: 'PATCH', url: '/api/v1/user/profile', headers: member.auth, payload: { phone: '+447700900999' } });
    expect(patch.statusCode).toBe(200);
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/user/profile', headers: member.auth });
    expect(res.json()).toMatchObject({ data: { data: { profile: { phone: '+447700900999' } } } });
  });

  it('is refused once the session is revoked', async () => {
    const member = await createMember(t);
    await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: member.auth });
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/user/profile', headers: member.auth });
    expect(res.statusCode).toBe(401);
  });
});

describe('security headers', () => {
  it('come with every answer: a read, a refusal and an unknown endpoint', async () => {
    const member = await createMember(t);
    const answers = [
      await t.app.inject({ method: 'GET', url: '/api/v1/user/profile', headers: member.auth }),
      await t.app.inject({ method: 'GET', url: '/api/v1/user/profile' }),
      await t.app.inject({ method: 'GET', url: '/api/v1/no-such-endpoint' }),
    ];
    expect(answers.map((res) => res.statusCode)).toEqual([200, 401, 404]);
    for (const res of answers) {
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(res.headers['x-powered-by']).toBeUndefined();
    }
    // Served over plain http (APP_URL in tests), so no HSTS, which would only work over https.
    expect(answers[0]?.headers['strict-transport-security']).toBeUndefined();
  });
});
