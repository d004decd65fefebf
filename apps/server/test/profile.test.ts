import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValidIsni } from '@repertoire/contract';
import { createMember } from './support/factories';
import { buildTestApp } from './support/test-app';
import type { TestApp } from './support/test-app';
import { multipart } from './support/multipart';

let t: TestApp;
let PNG: Buffer;
let JPEG: Buffer;
let WEBP: Buffer;

/** A real picture, drawn for the test. */
const picture = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: { r: 200, g: 60, b: 40 } } });

beforeAll(async () => {
  t = await buildTestApp();
  PNG = await picture(40, 30).png().toBuffer();
  JPEG = await picture(40, 30).jpeg().toBuffer();
  WEBP = await picture(40, 30).webp().toBuffer();
});
afterAll(() => t.close());

const HTML = '<html><body><script>alert(document.cookie)</script></body></html>';

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
          updated_at: member.user.profileUpdatedAt.toISOString(),
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

  it("keeps one IPI name number: the profile's is the member's own rights-holder record's, changed and cleared together", async () => {
    const member = await createMember(t, { ipiNameNumber: '00052210040' });
    const ownRecord = async () => {
      const res = await t.app.inject({ method: 'GET', url: `/api/v1/rights-holders/${member.rightsHolderId}`, headers: member.auth });
      expect(res.statusCode).toBe(200);
      return res.json().data.data as { ipi_name_number: string | null; is_self: boolean };
    };
    const profileIpi = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/v1/user/profile', headers: member.auth })).json().data.data.profile.ipi_name_number as string | null;
    expect(await ownRecord()).toMatchObject({ ipi_name_number: '00052210040', is_self: true });
    expect(await profileIpi()).toBe('00052210040');

    for (const [sent, stored] of [
      ['14107338', '00014107338'],
      [null, null],
    ] as const) {
      const res = await t.app.inject({ method: 'PATCH', url: '/api/v1/user/profile', headers: member.auth, payload: { ipi_name_number: sent } });
      expect(res.statusCode).toBe(200);
      expect(await profileIpi()).toBe(stored);
      expect((await ownRecord()).ipi_name_number).toBe(stored);
    }
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
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(file.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(await sharp(file.rawPayload).metadata()).toMatchObject({ format: 'png', width: 40, height: 30 });
  });

  it('stores only the image of a PNG with HTML after it (a polyglot file): the picture is decoded and encoded anew', async () => {
    const member = await createMember(t);
    const polyglot = Buffer.concat([PNG, Buffer.from(HTML)]);
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/user/profile/picture', ...multipart(polyglot, 'me.png', 'image/png', member.auth) });
    expect(res.statusCode).toBe(200);
    const url = res.json().data.data.profile_pic_url as string;
    const stored = readFileSync(join(t.config.dataDir, url));
    expect(stored.toString('latin1')).not.toContain('<script');
    expect(stored.toString('latin1')).not.toContain('<html');
    expect(await sharp(stored).metadata()).toMatchObject({ format: 'png', width: 40, height: 30 });
  });

  it('refuses HTML behind a PNG signature with 400 and stores nothing', async () => {
    const member = await createMember(t);
    const fake = Buffer.concat([PNG.subarray(0, 8), Buffer.from(HTML)]);
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/user/profile/picture', ...multipart(fake, 'me.png', 'image/png', member.auth) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'The picture must be a PNG, JPEG or WebP image',
      errors: [{ path: 'file', message: 'The picture must be a PNG, JPEG or WebP image' }],
    });
    const profile = await t.app.inject({ method: 'GET', url: '/api/v1/user/profile', headers: member.auth });
    expect(profile.json().data.data.profile_pic_url).toBeNull();
  });

  it('scales a large picture down to 1024 pixels on its longer side, and refuses one over 6000 pixels', async () => {
    const member = await createMember(t);
    const wide = await picture(3000, 1500).jpeg().toBuffer();
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/user/profile/picture', ...multipart(wide, 'wide.jpg', 'image/jpeg', member.auth) });
    expect(res.statusCode).toBe(200);
    const stored = readFileSync(join(t.config.dataDir, res.json().data.data.profile_pic_url as string));
    expect(await sharp(stored).metadata()).toMatchObject({ format: 'jpeg', width: 1024, height: 512 });

    const huge = await picture(6001, 10).png().toBuffer();
    const refused = await t.app.inject({ method: 'POST', url: '/api/v1/user/profile/picture', ...multipart(huge, 'huge.png', 'image/png', member.auth) });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('The picture is too large: at most 6000 × 6000 pixels');
  });

  it('refuses a file whose first bytes promise one format and whose content is another', async () => {
    const member = await createMember(t);
    const mixed = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), PNG]);
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/user/profile/picture', ...multipart(mixed, 'me.jpg', 'image/jpeg', member.auth) });
    expect(res.statusCode).toBe(400);
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
