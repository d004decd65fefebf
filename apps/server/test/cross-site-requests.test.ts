import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from './support/factories';
import type { TestMember } from './support/factories';
import { buildTestApp } from './support/test-app';
import type { TestApp } from './support/test-app';

let t: TestApp;
let picture: Buffer;
beforeAll(async () => {
  t = await buildTestApp();
  picture = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#888' } }).png().toBuffer();
});
afterAll(() => t.close());

const REFUSED = { message: 'This request came from another website: it was refused' };
/** What a browser sends with a form or fetch that a page on another site makes. */
const fromAnotherSite = { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' };
const fromTheApp = { origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' };

const withCookie = (member: TestMember) => ({ cookies: { _session_id: member.token } });
const sessionIsAlive = async (member: TestMember) =>
  (await t.app.inject({ method: 'GET', url: '/api/v1/auth/session', headers: member.auth })).statusCode === 200;

async function draftWork(member: TestMember): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: '/api/v1/musical-works', headers: member.auth, payload: { title: 'Harbour Lights' } });
  expect(res.statusCode).toBe(201);
  return res.json().data.data.id as string;
}
const workStatus = async (member: TestMember, id: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/v1/musical-works/${id}`, headers: member.auth })).json().data.data.status as string;

function multipartBody(content: Buffer) {
  const boundary = '----cross-site-boundary';
  return {
    payload: Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n`),
      content,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

describe('state changes from another website, riding on the session cookie', () => {
  it('refuses a text/plain POST that would submit a work, and the work stays a draft', async () => {
    const member = await createMember(t);
    const id = await draftWork(member);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/musical-works/${id}/submit`,
      headers: { ...fromAnotherSite, 'content-type': 'text/plain' },
      payload: '{"x":"y"}',
      ...withCookie(member),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(REFUSED);
    expect(await workStatus(member, id)).toBe('draft');
  });

  it('refuses a text/plain POST that would log the member out, and the session lives on', async () => {
    const member = await createMember(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      headers: { ...fromAnotherSite, 'content-type': 'text/plain' },
      payload: 'logout',
      ...withCookie(member),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(REFUSED);
    expect(await sessionIsAlive(member)).toBe(true);
  });

  it('refuses an urlencoded form that would change the password', async () => {
    const member = await createMember(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/password/change',
      headers: { ...fromAnotherSite, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'current_password=x&new_password=attacker-chosen-secret-1',
      ...withCookie(member),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(REFUSED);
  });

  it('refuses a multipart upload that would change the profile picture, and the picture stays as it was', async () => {
    const member = await createMember(t);
    const body = multipartBody(picture);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/profile/picture',
      headers: { ...fromAnotherSite, 'content-type': body.contentType },
      payload: body.payload,
      ...withCookie(member),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(REFUSED);
    const profile = await t.app.inject({ method: 'GET', url: '/api/v1/user/profile', headers: member.auth });
    expect(profile.json().data.data.profile_pic_url).toBeNull();
  });

  it('refuses by Origin alone where a browser sends no fetch metadata, and a sandboxed page (Origin: null)', async () => {
    const member = await createMember(t);
    for (const origin of ['https://evil.example', 'null', 'http://localhost:3000.evil.example']) {
      const res = await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: { origin }, ...withCookie(member) });
      expect(res.statusCode).toBe(403);
    }
    expect(await sessionIsAlive(member)).toBe(true);
  });

  it('refuses a sibling site too (Sec-Fetch-Site: same-site)', async () => {
    const member = await createMember(t);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/musical-works/${await draftWork(member)}`,
      headers: { 'sec-fetch-site': 'same-site', origin: 'https://www.localhost:3000' },
      ...withCookie(member),
    });
    expect(res.statusCode).toBe(403);
  });

  it('refuses a login form on another site (login CSRF)', async () => {
    const member = await createMember(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { ...fromAnotherSite, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `email=${encodeURIComponent(member.email)}&password=x`,
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('requests the app may receive', () => {
  it("accepts the app's own pages, a browser without fetch metadata on the app's origin, and a request typed by the user", async () => {
    const member = await createMember(t);
    const id = await draftWork(member);
    const patch = (headers: Record<string, string>) =>
      t.app.inject({ method: 'PATCH', url: `/api/v1/musical-works/${id}`, headers, payload: { title: 'Harbour Lights (Live)' }, ...withCookie(member) });
    expect((await patch(fromTheApp)).statusCode).toBe(200);
    expect((await patch({ origin: 'http://localhost:3000' })).statusCode).toBe(200);
    expect((await patch({ 'sec-fetch-site': 'none' })).statusCode).toBe(200);
  });

  it('accepts a client without a browser (no Origin, no fetch metadata)', async () => {
    const member = await createMember(t);
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', ...withCookie(member) });
    expect(res.statusCode).toBe(200);
  });

  it('exempts bearer-token calls, which another site cannot make with a member’s token', async () => {
    const member = await createMember(t);
    const id = await draftWork(member);
    const res = await t.app.inject({ method: 'POST', url: `/api/v1/musical-works/${id}/submit`, headers: { ...fromAnotherSite, ...member.auth } });
    expect(res.statusCode).not.toBe(403);
  });

  it('leaves reads alone: a cross-site GET is answered (the browser keeps the answer from the other site)', async () => {
    const member = await createMember(t);
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/auth/session', headers: fromAnotherSite, ...withCookie(member) });
    expect(res.statusCode).toBe(200);
  });
});
