import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './support/test-app';

/**
 * One way to guard a route: authentication runs at onRequest on every protected route, before the
 * request is validated, so an anonymous request is told to log in whatever else is wrong with it.
 */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const malformed: [method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown][] = [
  ['GET', '/musical-works?page=0'],
  ['GET', '/musical-works/not-a-uuid'],
  ['POST', '/musical-works', { title: '' }],
  ['PATCH', '/musical-works/not-a-uuid/rights-holders/nor-this', { role: 'singer' }],
  ['GET', '/musical-works/search?iswc=nonsense'],
  ['GET', '/sound-recordings?sort=owner'],
  ['POST', '/sound-recordings', { isrc: 'XX' }],
  ['GET', '/sound-recordings/logs?from=yesterday'],
  ['GET', '/rights-holders/search?pageSize=5000'],
  ['POST', '/rights-holders', {}],
  ['GET', '/rights-holders/not-a-uuid'],
  ['PATCH', '/user/profile', { phone: 12 }],
  ['GET', '/user/rightsholder_isni/not-a-uuid'],
  ['GET', '/notifications?page=-1'],
  ['GET', '/auth/session'],
  ['POST', '/auth/password/change', { current_password: 1 }],
];

describe('an anonymous, malformed request', () => {
  it.each(malformed)('%s %s answers 401, not 400', async (method, url, payload) => {
    const res = await t.app.inject({ method, url: `/api/v1${url}`, ...(payload === undefined ? {} : { payload: payload as object }) });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Your session has ended: please log in again' });
  });
});
