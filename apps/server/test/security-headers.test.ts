import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS_POLICY } from '../src/plugins/external/helmet';
import { createMember } from './support/factories';
import { buildTestApp } from './support/test-app';
import type { TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('headers of every answer', () => {
  it('keeps answers with member data out of every cache (Cache-Control: no-store)', async () => {
    const member = await createMember(t);
    for (const url of ['/api/v1/user/profile', '/api/v1/auth/session', '/api/v1/musical-works']) {
      const res = await t.app.inject({ method: 'GET', url, headers: member.auth });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
    }
    const refused = await t.app.inject({ method: 'GET', url: '/api/v1/user/profile' });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['cache-control']).toBe('no-store');
  });

  it('turns off the browser features the app never uses (Permissions-Policy), on the API and elsewhere', async () => {
    expect(PERMISSIONS_POLICY).toContain('camera=()');
    expect(PERMISSIONS_POLICY).toContain('geolocation=()');
    for (const url of ['/api/v1/health', '/uploads/profile-pictures/none.png']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
    }
  });
});
