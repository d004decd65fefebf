import type { MusicalWorkDetails, Profile, SoundRecordingDetails } from '@repertoire/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRecording } from './support/catalogue';
import { createMember, DEFAULT_PASSWORD, type TestMember } from './support/factories';
import { asMember, createWork } from './support/musical-works';
import { buildTestApp, type TestApp } from './support/test-app';

/**
 * An item open in two tabs: each save sends the `updated_at` its form was loaded with, so the later
 * save of an earlier version is refused (409) instead of silently overwriting the other tab's change.
 */

let t: TestApp;
let member: TestMember;

beforeAll(async () => {
  t = await buildTestApp();
  member = await createMember(t);
});
afterAll(() => t.close());

const data = <T>(body: unknown) => (body as { data: { data: T } }).data.data;

describe.each([
  {
    kind: 'musical work',
    url: '/musical-works',
    create: async () => createWork(t, member, { title: 'Harbour Lights', genre: 'Folk' }),
    message: 'This work was changed since you opened it: reload it to see the changes, or save yours over them',
  },
  {
    kind: 'sound recording',
    url: '/sound-recordings',
    create: async () => createRecording(t, member, { title: 'Harbour Lights', genre: 'Folk' }),
    message: 'This recording was changed since you opened it: reload it to see the changes, or save yours over them',
  },
])('editing a $kind open in two tabs', ({ url, create, message }) => {
  it('saves the first tab’s change and refuses the second tab’s stale one with 409, changing nothing', async () => {
    const loaded: MusicalWorkDetails | SoundRecordingDetails = await create();
    const first = await asMember(t, member).patch(`${url}/${loaded.id}`, { title: 'Harbour Lights (Tab 1)', expected_updated_at: loaded.updated_at });
    expect(first.status).toBe(200);
    const saved = data<MusicalWorkDetails | SoundRecordingDetails>(first.body);

    const second = await asMember(t, member).patch(`${url}/${loaded.id}`, { genre: 'Jazz', expected_updated_at: loaded.updated_at });
    expect(second.status).toBe(409);
    expect(second.body).toEqual({ message, errors: [{ path: 'expected_updated_at', message }] });

    const now = data<MusicalWorkDetails | SoundRecordingDetails>((await asMember(t, member).get(`${url}/${loaded.id}`)).body);
    expect(now).toMatchObject({ title: 'Harbour Lights (Tab 1)', genre: 'Folk', updated_at: saved.updated_at });

    // Saving over it, from the version now read, is the member's choice and goes through.
    const over = await asMember(t, member).patch(`${url}/${loaded.id}`, { genre: 'Jazz', expected_updated_at: saved.updated_at });
    expect(over.status).toBe(200);
    expect(data<MusicalWorkDetails | SoundRecordingDetails>(over.body)).toMatchObject({ title: 'Harbour Lights (Tab 1)', genre: 'Jazz' });
  });

  it('saves without a version, as API clients always could', async () => {
    const loaded = await create();
    await asMember(t, member).patch(`${url}/${loaded.id}`, { title: 'Changed elsewhere' });
    const res = await asMember(t, member).patch(`${url}/${loaded.id}`, { genre: 'Blues' });
    expect(res.status).toBe(200);
    expect(data<MusicalWorkDetails | SoundRecordingDetails>(res.body)).toMatchObject({ title: 'Changed elsewhere', genre: 'Blues' });
  });

  it('refuses a version that is not a time with 400', async () => {
    const loaded = await create();
    const res = await asMember(t, member).patch(`${url}/${loaded.id}`, { genre: 'Blues', expected_updated_at: 'yesterday' });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain('The version must be the updated_at of the item as it was read');
  });
});

describe('editing the profile open in two tabs', () => {
  const message = 'Your profile was changed since you opened it: reload it to see the changes, or save yours over them';
  const profileOf = async (someone: TestMember) => data<Profile>((await asMember(t, someone).get('/user/profile')).body);

  it('refuses the second tab’s stale save with 409, changing nothing, and lets the member save over it', async () => {
    const someone = await createMember(t, { givenName: 'Amara', phone: '+442071234567' });
    const loaded = await profileOf(someone);
    const first = await asMember(t, someone).patch('/user/profile', { given_name: 'Amarachi', expected_updated_at: loaded.updated_at });
    expect(first.status).toBe(200);
    const saved = data<Profile>(first.body);
    expect(new Date(saved.updated_at).getTime()).toBeGreaterThan(new Date(loaded.updated_at).getTime());

    const second = await asMember(t, someone).patch('/user/profile', { phone: '+442079876543', expected_updated_at: loaded.updated_at });
    expect(second.status).toBe(409);
    expect(second.body).toEqual({ message, errors: [{ path: 'expected_updated_at', message }] });
    expect(await profileOf(someone)).toMatchObject({ updated_at: saved.updated_at, profile: { given_name: 'Amarachi', phone: '+442071234567' } });

    const over = await asMember(t, someone).patch('/user/profile', { phone: '+442079876543', expected_updated_at: saved.updated_at });
    expect(over.status).toBe(200);
    expect(data<Profile>(over.body).profile).toMatchObject({ given_name: 'Amarachi', phone: '+442079876543' });
  });

  it('is not moved by a password change, so a form left open still saves', async () => {
    const someone = await createMember(t);
    const loaded = await profileOf(someone);
    const changed = await asMember(t, someone).post('/auth/password/change', { current_password: DEFAULT_PASSWORD, new_password: 'a-brand-new-secret-9' });
    expect(changed.status).toBe(200);
    const res = await asMember(t, someone).patch('/user/profile', { address: '1 Quay Street', expected_updated_at: loaded.updated_at });
    expect(res.status).toBe(200);
  });
});
