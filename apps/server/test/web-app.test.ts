import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
