import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, createStaff } from './support/factories';
import { buildTestApp } from './support/test-app';
import type { TestApp } from './support/test-app';

let t: TestApp;
let webDist: string;

const indexHtml = '<!doctype html><title>Repertoire</title><div id="root"></div>';
const landingHtml = '<!doctype html><title>Log in · Repertoire</title><div id="root"><main>Log in</main></div>';
const appScript = `console.log(${JSON.stringify('app '.repeat(200))})`;

/** A file of the build, with the .br and .gz the build writes beside it. */
function writeBuilt(path: string, content: string): void {
  writeFileSync(join(webDist, path), content);
  writeFileSync(join(webDist, `${path}.br`), brotliCompressSync(content));
  writeFileSync(join(webDist, `${path}.gz`), gzipSync(content));
}

beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), 'repertoire-dist-'));
  mkdirSync(join(webDist, 'assets'));
  writeBuilt('index.html', indexHtml);
  writeBuilt('landing.html', landingHtml);
  writeBuilt(join('assets', 'index-abc123.js'), appScript);
  writeFileSync(join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  t = await buildTestApp({ env: { WEB_DIST: webDist } });
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

describe('serving the built web app', () => {
  it('serves the landing page as the build wrote it at /, without caching', async () => {
    for (const url of ['/', '/?verify=tok-123']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(landingHtml);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('caches fingerprinted assets for a year', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it("answers the SPA's own routes with index.html", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/music-composition/details/42', headers: { accept: 'text/html,application/xhtml+xml' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<div id="root">');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('keeps unknown API paths a JSON 404, even for a browser', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/nothing-here', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'No such endpoint: GET /api/v1/nothing-here' });
  });

  it('sends the brotli file to a browser that accepts brotli', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toContain('javascript');
    expect(res.headers.vary).toMatch(/\baccept-encoding\b/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(appScript);
  });

  it('sends the gzip file to a client that accepts only gzip', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toMatch(/\baccept-encoding\b/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(gunzipSync(res.rawPayload).toString()).toBe(appScript);
  });

  it('sends the file as it is when no compression is accepted, still varying by Accept-Encoding', async () => {
    for (const headers of [{}, { 'accept-encoding': 'identity' }]) {
      const res = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js', headers });
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers.vary).toMatch(/\baccept-encoding\b/i);
      expect(res.body).toBe(appScript);
    }
  });

  it('sends the pages compressed and without caching: the landing page at /, index.html for the SPA routes', async () => {
    for (const [url, page] of [['/', landingHtml], ['/dashboard', indexHtml]]) {
      const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', 'accept-encoding': 'br' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(brotliDecompressSync(res.rawPayload).toString()).toBe(page);
    }
  });

  it('keeps API answers uncached', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/health', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers a missing upload with 404, not the web app', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/uploads/profile-pictures/none.png', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(404);
  });
});

describe("a page's preloads: the API answers its first screen asks for", () => {
  const openPage = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } });

  /** The URLs a `Link` header preloads, after checking each is preloaded as the app asks for it. */
  function preloaded(link: string | string[] | number | undefined): string[] {
    if (link === undefined) return [];
    return String(link)
      .split(', ')
      .map((entry) => {
        const [url, ...params] = entry.split('; ');
        expect(params).toEqual(['rel=preload', 'as=fetch', 'crossorigin=use-credentials']);
        return url?.replace(/^<|>$/g, '') ?? '';
      });
  }

  it("names the session, the members' header and, on the dashboard, its summary, for a member with a session", async () => {
    const member = await createMember(t);
    const cookie = `_session_id=${member.token}`;
    const header = ['/api/v1/auth/session', '/api/v1/user/profile', '/api/v1/user/user_isni', '/api/v1/notifications?page=1&pageSize=10'];
    const dashboard = await openPage('/dashboard', cookie);
    expect(dashboard.statusCode).toBe(200);
    expect(dashboard.body).toBe(indexHtml);
    expect(preloaded(dashboard.headers.link)).toEqual([...header, '/api/v1/dashboard/summary']);
    expect(preloaded((await openPage('/music-composition/details/42?edit=1', cookie)).headers.link)).toEqual(header);
    // Each is an answer this member gets, with the cookie the preload sends.
    for (const url of preloaded(dashboard.headers.link)) {
      expect((await t.app.inject({ method: 'GET', url, headers: { cookie } })).statusCode, url).toBe(200);
    }
  });

  it("names only the session on the pages without the members' header, and for staff", async () => {
    const member = await createMember(t);
    for (const url of ['/signup/individual', '/email-password-reset-link', '/account/password/reset/abc?token=x', '/account/email/confirm?token=y']) {
      expect(preloaded((await openPage(url, `_session_id=${member.token}`)).headers.link), url).toEqual(['/api/v1/auth/session']);
    }
    const staff = await createStaff(t);
    expect(preloaded((await openPage('/staff/review', `_session_id=${staff.token}`)).headers.link)).toEqual(['/api/v1/auth/session']);
  });

  it('sends the page whole every time, so that a browser never keeps the preloads of an earlier answer', async () => {
    const member = await createMember(t);
    const withSession = await openPage('/profile', `_session_id=${member.token}`);
    expect(withSession.headers.link).toBeDefined();
    expect(withSession.headers.etag).toBeUndefined();
    expect(withSession.headers['last-modified']).toBeUndefined();
    // A reload after logging out, asking as a browser revalidates what it cached.
    const reload = await t.app.inject({ method: 'GET', url: '/profile', headers: { accept: 'text/html', 'if-none-match': '"any"', 'if-modified-since': new Date().toUTCString() } });
    expect(reload.statusCode).toBe(200);
    expect(reload.headers.link).toBeUndefined();
  });

  it('sends a live session opening / on to its first screen, never the login form, and a visitor the landing page', async () => {
    const member = await createMember(t);
    const staff = await createStaff(t);
    for (const [token, firstScreen] of [[member.token, '/dashboard'], [staff.token, '/staff']] as const) {
      for (const url of ['/', '/?verify=tok-123']) {
        const res = await openPage(url, `_session_id=${token}`);
        expect(res.statusCode, url).toBe(302);
        expect(res.headers.location).toBe(firstScreen);
        expect(res.headers['cache-control']).toBe('no-store');
        expect(res.body).not.toContain('Log in');
      }
    }
    // An ended session gets the landing page, as a visitor does.
    await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: { cookie: `_session_id=${member.token}` } });
    for (const cookie of [`_session_id=${member.token}`, '_session_id=no-such-session', undefined]) {
      const res = await openPage('/', cookie);
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(landingHtml);
    }
  });

  it('names nothing without a live session: the answers would be refusals', async () => {
    expect((await openPage('/dashboard')).headers.link).toBeUndefined();
    expect((await openPage('/dashboard', '_session_id=no-such-session')).headers.link).toBeUndefined();
    const member = await createMember(t);
    await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: { cookie: `_session_id=${member.token}` } });
    const afterLogout = await openPage('/dashboard', `_session_id=${member.token}`);
    expect(afterLogout.statusCode).toBe(200);
    expect(afterLogout.headers.link).toBeUndefined();
  });
});
