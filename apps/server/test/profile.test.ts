import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValidIsni } from '@repertoire/contract';
import { createMember } from './support/factories';
import { buildTestApp } from './support/test-app';
import type { TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 2)]);
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x24, 0, 0, 0]), Buffer.from('WEBPVP8 '), Buffer.alloc(32, 3)]);

/** A multipart/form-data body with one file field, as a browser's FormData would send it. */
function multipart(content: Buffer, filename: string, type: string, auth: { authorization: string }) {
  const boundary = '----repertoire-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { ...auth, 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('GET /user/profile', () => {
  it("returns the member's own profile in the spec's shape", async () => {
    const member = await createMember(t, { address: '1 Quay Street, Dublin', ipiNameNumber: '00052210040' });
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/user/profile', headers: member.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: 'Profile',
      data: {
        data: {
          id: member.id,
          register_as: 'individual',
          email: member.email,
          profile_pic_url: null,
          profile: {
            given_name: 'Amara',
            other_names: 'Nwosu',
            corporation_name: null,
            registration_number: null,
            corporation_kind: null,
            contact_person: null,
            date_of_birth: '1990-03-15',
            nationality: 'NG',
            country: null,
            phone: '+2348031234567',
            address: '1 Quay Street, Dublin',
            roles: ['songwriter', 'performer'],
            ipi_name_number: '00052210040',
          },
        },
      },
    });
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/user/profile' })).statusCode).toBe(401);
  });
});

describe('PATCH /user/profile', () => {
  it('changes the given fields only and the name shown in the session', async () => {
    const member = await createMember(t);
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/user/profile',
      headers: member.auth,
      payload: { given_name: '  Adaeze ', address: '5 Harbour Row, Cork', roles: ['producer'], ipi_name_number: '14107338' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.data.profile).toMatchObject({
      given_name: 'Adaeze',
      other_names: 'Nwosu',
      address: '5 Harbour Row, Cork',
      roles: ['producer'],
      ipi_name_number: '00014107338',
    });
    const session = await t.app.inject({ method: 'GET', url: '/api/v1/auth/session', headers: member.auth });
    expect(session.json().data.data.user.display_name).toBe('Adaeze Nwosu');
  });

  it('refuses fields of the other account kind', async () => {
    const person = await createMember(t);
    const company = await createMember(t, { registerAs: 'corporate' });
    const asPerson = await t.app.inject({ method: 'PATCH', url: '/api/v1/user/profile', headers: person.auth, payload: { corporation_name: 'Acme' } });
    expect(asPerson.statusCode).toBe(400);
    expect(asPerson.json()).toEqual({
      message: 'These fields do not apply to a individual account: corporation_name',
      errors: [{ path: 'corporation_name', message: 'Not part of a individual account' }],
    });
    const asCompany = await t.app.inject({ method: 'PATCH', url: '/api/v1/user/profile', headers: company.auth, payload: { given_name: 'Bob', roles: ['composer'] } });
    expect(asCompany.statusCode).toBe(400);
    expect(asCompany.json().errors.map((e: { path: string }) => e.path)).toEqual(['given_name', 'roles']);
  });

  it('lets a corporation rename itself', async () => {
    const company = await createMember(t, { registerAs: 'corporate' });
    const res = await t.app.inject({ method: 'PATCH', url: '/api/v1/user/profile', headers: company.auth, payload: { corporation_name: 'Harbour Lights Publishing' } });
    expect(res.statusCode).toBe(200);
    const session = await t.app.inject({ method: 'GET', url: '/api/v1/auth/session', headers: company.auth });
    expect(session.json().data.data.user.display_name).toBe('Harbour Lights Publishing');
  });

  it('refuses unknown fields and invalid values', async () => {
    const member = await createMember(t);
    const unknown = await t.app.inject({ method: 'PATCH', url: '/api/v1/user/profile', headers: member.auth, payload: { email: 'new@example.com' } });
    expect(unknown.statusCode).toBe(400);
    const badIpi = await t.app.inject({ method: 'PATCH', url: '/api/v1/user/profile', headers: member.auth, payload: { ipi_name_number: '12345678901' } });
    expect(badIpi.statusCode).toBe(400);
    expect(badIpi.json().message).toBe('IPI name number must be up to 11 digits with valid check digits');
  });
});

describe('POST /user/profile/picture', () => {
  it('stores a PNG under an unguessable name, serves it and puts its path in the profile', async () => {
    const member = await createMember(t);
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/user/profile/picture', ...multipart(PNG, 'me.png', 'image/png', member.auth) });
    expect(res.statusCode).toBe(200);
    const url = res.json().data.data.profile_pic_url as string;
    expect(url).toMatch(/^\/uploads\/profile-pictures\/[A-Za-z0-9_-]{24}\.png$/);
    const file = await t.app.inject({ method: 'GET', url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload.equals(PNG)).toBe(true);
  });

  it('recognises JPEG and WebP by their bytes, whatever the file is called, and removes the previous picture', async () => {
    const member = await createMember(t);
    const first = await t.app.inject({ method: 'POST', url: '/api/v1/user/profile/picture', ...multipart(JPEG, 'photo.bin', 'application/octet-stream', member.auth) });
    const jpegUrl = first.json().data.data.profile_pic_url as string;
    expect(jpegUrl).toMatch(/\.jpg$/);
    const second = await t.app.inject({ method: 'POST', url: '/api/v1/user/profile/picture', ...multipart(WEBP, 'photo.webp', 'image/webp', member.auth) });
    expect(second.json().data.data.profile_pic_url).toMatch(/\.webp$/);
    expect(existsSync(join(t.config.dataDir, jpegUrl))).toBe(false);
  });

  it('refuses a file that is not an image with 400', async () => {
    const member = await createMember(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/profile/picture',
      ...multipart(Buffer.from('<svg onload="alert(1)"></svg>'), 'evil.png', 'image/png', member.auth),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The picture must be a PNG, JPEG or WebP image');
  });

  it('refuses a picture over 2 MB with 413', async () => {
    const member = await createMember(t);
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024, 0)]);
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/user/profile/picture', ...multipart(big, 'big.png', 'image/png', member.auth) });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('The picture must be at most 2 MB');
  });

  it('refuses a request without a file', async () => {
    const member = await createMember(t);
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/user/profile/picture', headers: member.auth, payload: {} });
    expect(res.statusCode).toBe(400);
  });
});

describe('ISNI', () => {
  it("returns the member's own ISNI, or null when there is none", async () => {
    const withIsni = await createMember(t, { isniNumber: '000000012281955X' });
    const without = await createMember(t);
    const a = await t.app.inject({ method: 'GET', url: '/api/v1/user/user_isni', headers: withIsni.auth });
    expect(a.json()).toEqual({ message: 'ISNI', data: { data: { isni_number: '000000012281955X' } } });
    expect(isValidIsni(a.json().data.data.isni_number)).toBe(true);
    const b = await t.app.inject({ method: 'GET', url: '/api/v1/user/user_isni', headers: without.auth });
    expect(b.json().data.data).toEqual({ isni_number: null });
  });

  it("returns a rights holder's ISNI by id, 404 for an unknown id, 400 for a malformed one", async () => {
    const holder = await createMember(t, { isniNumber: '000000012281955X' });
    const viewer = await createMember(t);
    const found = await t.app.inject({ method: 'GET', url: `/api/v1/user/rightsholder_isni/${holder.rightsHolderId}`, headers: viewer.auth });
    expect(found.json().data.data).toEqual({ isni_number: '000000012281955X' });
    const missing = await t.app.inject({ method: 'GET', url: '/api/v1/user/rightsholder_isni/7a1f0a38-7c52-4b6e-9f0e-2a8d5b4c3e21', headers: viewer.auth });
    expect(missing.statusCode).toBe(404);
    const malformed = await t.app.inject({ method: 'GET', url: '/api/v1/user/rightsholder_isni/42', headers: viewer.auth });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('Not a valid id');
  });
});
