import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createMember, createStaff } from './support/factories';
import { buildTestApp, sessionCookieHeader } from './support/test-app';
import type { TestApp } from './support/test-app';
import { testDatabaseKind } from './support/database';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({
    extraRoutes: (api) => {
      api.get('/test/explode', async () => {
        throw new Error('secret connection string postgres://admin:hunter2@db');
      });
      api.get('/test/staff-only', { config: { staffRoles: ['reviewer'] }, preHandler: [api.authenticate, api.requireStaff] }, async () => ({
        message: 'Staff area',
        data: { data: null },
      }));
      // A staff route that names no staff role, as no endpoint of the contract can.
      api.get('/test/staff-no-roles', { preHandler: [api.authenticate, api.requireStaff] }, async () => ({ message: 'Staff area', data: { data: null } }));
      // A value no contract field would let through, sent straight to the database.
      api.get('/test/unstorable', async () => {
        await api.db.execute(sql`select ${'Harbour\u0000Lights'}::text`);
        return { message: 'Stored', data: { data: null } };
      });
    },
  });
});
afterAll(() => t.close());

describe('health', () => {
  it('answers ok after a real database query and names the driver', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'OK', data: { data: { status: 'ok', database: testDatabaseKind() } } });
  });

  it('answers 503 without internals when the database does not answer', async () => {
    // The database going away lies outside the system: its failure is simulated for one query.
    const execute = vi.spyOn(t.db, 'execute').mockRejectedValueOnce(new Error('connect ECONNREFUSED 127.0.0.1:5432'));
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ message: 'The database is not answering: please try again in a moment' });
      expect(res.headers['retry-after']).toBe('5');
    } finally {
      execute.mockRestore();
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/health' })).statusCode).toBe(200);
  });
});

describe('errors', () => {
  it('answers an unknown API route with a 404 envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'No such endpoint: GET /api/v1/no-such-thing' });
  });

  it('answers malformed JSON with 400 and a clear message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "ada@example.com",',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'The request body is not valid JSON' });
  });

  it('answers a body over the size limit with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/frontend/errorlogs',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ description: 'x'.repeat(1_100_000) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'The request body is too large' });
  });

  it('answers a value PostgreSQL refuses with 400, not 500', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/test/unstorable' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'The request holds a value that cannot be stored: check the text, numbers and dates sent' });
  });

  it('hides the internals of an unexpected error behind a 500', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/test/explode' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: 'Something went wrong on our side' });
    expect(res.body).not.toContain('hunter2');
  });

  it('reports validation failures with the first issue as the message and every field', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: 'not-an-email', password: '' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'Enter a valid email address',
      errors: [
        { path: 'email', message: 'Enter a valid email address' },
        { path: 'password', message: 'Password is required' },
      ],
    });
  });

  it('clears the session cookie on every 401', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/user/profile', cookies: { _session_id: 'forged' } });
    expect(res.statusCode).toBe(401);
    expect(sessionCookieHeader(res.headers)).toMatch(/^_session_id=; Max-Age=0; Path=\/;/);
  });
});

describe('documentation', () => {
  it('serves an OpenAPI document generated from the contract', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{ paths: Record<string, Record<string, { requestBody?: unknown }>> }>();
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/v1/auth/signup', '/api/v1/user/profile', '/api/v1/user/rightsholder_isni/{id}']));
    expect(doc.paths['/api/v1/auth/login']?.post?.requestBody).toBeDefined();
  });

  it('serves the interactive documentation page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
  });
});

describe('security headers', () => {
  it('sends a content security policy that allows only the app itself, inline styles and data/blob images', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('members are kept apart', () => {
  it('never shows one member the profile of another', async () => {
    const ada = await createMember(t, { givenName: 'Ada' });
    const bo = await createMember(t, { givenName: 'Bo' });
    const asAda = await t.app.inject({ method: 'GET', url: '/api/v1/user/profile', headers: ada.auth });
    const asBo = await t.app.inject({ method: 'GET', url: '/api/v1/user/profile', headers: bo.auth });
    expect(asAda.json().data.data.email).toBe(ada.email);
    expect(asBo.json().data.data.email).toBe(bo.email);
    expect(asBo.body).not.toContain(ada.email);
  });
});

describe('staff routes', () => {
  it('let staff in, answer members as for an endpoint that does not exist (404) and strangers 401', async () => {
    const staff = await createStaff(t);
    const member = await createMember(t);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/test/staff-only', headers: staff.auth })).statusCode).toBe(200);
    const asMember = await t.app.inject({ method: 'GET', url: '/api/v1/test/staff-only?page=2', headers: member.auth });
    expect(asMember.statusCode).toBe(404);
    expect(asMember.json()).toEqual({ message: 'No such endpoint: GET /api/v1/test/staff-only' });
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/test/staff-only' })).statusCode).toBe(401);
  });

  it('let in only the staff whose roles the route names (an administrator always), and refuse a route that names none', async () => {
    const reviewer = await createStaff(t, { staffRoles: ['reviewer'] });
    const disputes = await createStaff(t, { staffRoles: ['disputes', 'finance'] });
    const administrator = await createStaff(t, { staffRoles: ['administrator'] });
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/test/staff-only', headers: reviewer.auth })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/test/staff-only', headers: administrator.auth })).statusCode).toBe(200);
    const refused = await t.app.inject({ method: 'GET', url: '/api/v1/test/staff-only', headers: disputes.auth });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: 'Your staff roles do not include reviewing registrations' });
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/test/staff-no-roles', headers: administrator.auth })).statusCode).toBe(403);
  });
});
