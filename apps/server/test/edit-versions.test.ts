import type { MusicalWorkDetails, SoundRecordingDetails } from '@repertoire/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRecording } from './support/catalogue';
import { createMember, type TestMember } from './support/factories';
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
