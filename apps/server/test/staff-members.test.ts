import { formatIsni, isniCheckCharacter, type StaffMemberDetails, type StaffMemberSummary } from '@repertoire/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberIdentifierChanges, notifications, rightsHolders } from '../src/db/schema';
import { createMusicalWork } from './support/catalogue';
import { createMember, createStaff, reloadUser, uniqueEmail, type TestMember } from './support/factories';
import { asMember, createRightsHolder, createWork, ownRightsHolder, registeredWork } from './support/musical-works';
import { buildTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let staff: TestMember;
let member: TestMember;

beforeAll(async () => {
  t = await buildTestApp();
  staff = await createStaff(t, { givenName: 'Sam', otherNames: 'Reviewer' });
  member = await createMember(t, { givenName: 'Amara', otherNames: 'Nwosu' });
});
afterAll(() => t.close());

/** A valid ISNI from its first 15 digits (ISO 27729 check character). */
const isni = (first15: string) => `${first15}${isniCheckCharacter(first15)}`;

/** A valid IPI name number from its first 9 digits (mod 101 check). */
function ipi(first9: string): string {
  const r = [...first9].reduce((acc, digit, i) => acc + Number(digit) * (10 - i), 0) % 101;
  return `${first9}${String(r === 0 ? 0 : (101 - r) % 100).padStart(2, '0')}`;
}

function send(who: TestMember | null, method: 'GET' | 'PUT', url: string, payload?: Record<string, unknown>) {
  return t.app.inject({ method, url: `/api/v1${url}`, headers: who?.auth ?? {}, ...(payload ? { payload } : {}) });
}
const search = async (q: string, extra = '') => {
  const res = await send(staff, 'GET', `/staff/members?q=${encodeURIComponent(q)}${extra}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: { data: StaffMemberSummary[]; meta: { total: number; page: number; pageSize: number; totalPages: number } } }>().data;
};
const details = async (id: string) => {
  const res = await send(staff, 'GET', `/staff/members/${id}`);
  expect(res.statusCode).toBe(200);
  return res.json<{ data: { data: StaffMemberDetails } }>().data.data;
};

describe('who may use the staff member pages', () => {
  const endpoints = (id: string) => [
    { method: 'GET' as const, url: '/staff/members' },
    { method: 'GET' as const, url: `/staff/members/${id}` },
    { method: 'PUT' as const, url: `/staff/members/${id}/isni`, payload: { isni: isni('000000012345678') } },
  ];

  it('answers 401 to anonymous requests', async () => {
    for (const { method, url, payload } of endpoints(member.id)) {
      const res = await send(null, method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('answers a member 404, as for an endpoint that does not exist, and changes nothing', async () => {
    for (const { method, url, payload } of endpoints(member.id)) {
      const res = await send(member, method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json()).toEqual({ message: `No such endpoint: ${method} /api/v1${url}` });
    }
    expect((await reloadUser(t.db, member.id)).isniNumber).toBeNull();
  });

  it('answers a member 404 before looking at their bad input', async () => {
    const res = await send(member, 'PUT', `/staff/members/not-an-id/isni`, { isni: 'nonsense' });
    expect(res.statusCode).toBe(404);
  });
});

describe('GET /staff/members', () => {
  let corporate: TestMember;
  let identified: TestMember;

  beforeAll(async () => {
    corporate = await createMember(t, { registerAs: 'corporate', corporationName: 'Quillfeather Records Ltd', email: uniqueEmail('quill') });
    identified = await createMember(t, {
      givenName: 'Tobias',
      otherNames: 'Wrenfield',
      isniNumber: isni('000000011223344'),
      ipiNameNumber: ipi('250165006'),
    });
  });

  it('finds members by name, forgiving a typo, with their identifiers and country', async () => {
    const { data } = await search('Tobais Wrenfeld');
    expect(data[0]).toMatchObject({
      id: identified.id,
      name: 'Tobias Wrenfield',
      email: identified.email,
      register_as: 'individual',
      isni: isni('000000011223344'),
      ipi_name_number: ipi('250165006'),
      country: 'NG',
      is_verified: true,
    });
    expect((await search('Quillfeather')).data.map((m) => m.id)).toEqual([corporate.id]);
  });

  it('finds members by part of their e-mail address', async () => {
    const { data } = await search(corporate.email.split('@')[0] ?? '');
    expect(data.map((m) => m.id)).toEqual([corporate.id]);
  });

  it('finds members by ISNI and IPI name number in any spelling', async () => {
    const spaced = formatIsni(isni('000000011223344'));
    for (const q of [isni('000000011223344'), spaced, `ISNI ${spaced}`, spaced.replace(/ /g, '-').toLowerCase()]) {
      expect((await search(q)).data.map((m) => m.id), q).toEqual([identified.id]);
    }
    const number = ipi('250165006');
    for (const q of [number, `${number.slice(0, 3)} ${number.slice(3, 6)} ${number.slice(6)}`, `IPI ${number}`, number.replace(/^0+/, '')]) {
      expect((await search(q)).data.map((m) => m.id), q).toEqual([identified.id]);
    }
  });

  it('lists members only, never staff accounts', async () => {
    expect((await search('Sam Reviewer')).data.map((m) => m.id)).not.toContain(staff.id);
    expect((await search(staff.email)).data).toEqual([]);
  });

  it('pages through the members, alphabetically without a search', async () => {
    const first = await search('', '&pageSize=2');
    expect(first.data).toHaveLength(2);
    expect(first.meta).toMatchObject({ page: 1, pageSize: 2, total: 3, totalPages: 2 });
    const second = await search('', '&pageSize=2&page=2');
    const names = [...first.data, ...second.data].map((m) => m.name);
    expect(names).toEqual(['Amara Nwosu', 'Quillfeather Records Ltd', 'Tobias Wrenfield']);
  });

  it('refuses a bad page size with a clear 400', async () => {
    const res = await send(staff, 'GET', '/staff/members?pageSize=1000');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Page size must be between 1 and 100');
  });
});

describe('GET /staff/members/{id}', () => {
  it("shows the member's profile, works and recordings by status with the latest, and their history", async () => {
    const writer = await createMember(t, { givenName: 'Lena', otherNames: 'Okafor', email: uniqueEmail('lena') });
    const draft = await createWork(t, writer, { title: 'Paper Lanterns' });
    const submitted = await createWork(t, writer, {
      title: 'River Song',
      shares: [{ rights_holder_id: ownRightsHolder(writer), role: 'composer', performance_share: 100, mechanical_share: 100 }],
    });
    expect((await asMember(t, writer).post(`/musical-works/${submitted.id}/submit`)).status).toBe(200);
    await createMusicalWork(t, writer, { title: 'Old Registered Tune', status: 'registered' });
    const recording = await asMember(t, writer).post('/sound-recordings', { title: 'River Song (Live)' });
    expect(recording.status).toBe(201);

    const page = await details(writer.id);
    expect(page).toMatchObject({
      id: writer.id,
      name: 'Lena Okafor',
      email: writer.email,
      register_as: 'individual',
      isni: null,
      profile: { given_name: 'Lena', other_names: 'Okafor', nationality: 'NG' },
      musical_works: { total: 3, counts: { draft: 1, submitted: 1, registered: 1, rejected: 0 } },
      sound_recordings: { total: 1, counts: { draft: 1, submitted: 0, registered: 0, rejected: 0 } },
      identifier_changes: [],
    });
    expect(page.email_verified_at).not.toBeNull();
    expect(page.musical_works.latest.map((w) => [w.title, w.status])).toEqual(
      expect.arrayContaining([
        ['Paper Lanterns', 'draft'],
        ['River Song', 'submitted'],
        ['Old Registered Tune', 'registered'],
      ]),
    );
    expect(page.musical_works.latest.every((w) => !w.change_in_review)).toBe(true);
    expect(page.sound_recordings.latest.map((r) => r.title)).toEqual(['River Song (Live)']);
    // The history holds both kinds, newest first: the recording was created last.
    expect(page.history[0]).toMatchObject({ kind: 'sound_recording', event: 'created', item_title: 'River Song (Live)', actor_name: 'Lena Okafor' });
    expect(page.history.filter((e) => e.item_id === submitted.id).map((e) => e.event)).toEqual(['submitted', 'share_added', 'created']);
    expect(page.history.some((e) => e.item_id === draft.id && e.event === 'created')).toBe(true);
  });

  it('counts a registered work with a change in review as registered, the change marked, as the member’s own dashboard does', async () => {
    const writer = await createMember(t, { email: uniqueEmail('change') });
    const coWriter = await createRightsHolder(t, writer, { name: 'Ruth Abernethy' });
    const work = await registeredWork(t, writer, coWriter, { title: 'Quay Song' });
    expect((await asMember(t, writer).patch(`/musical-works/${work.id}`, { genre: 'Folk' })).status).toBe(200);

    const page = await details(writer.id);
    expect(page.musical_works.counts).toEqual({ draft: 0, submitted: 0, registered: 1, rejected: 0 });
    expect(page.musical_works.latest).toEqual([expect.objectContaining({ title: 'Quay Song', status: 'registered', change_in_review: true })]);
  });

  it('answers 404 for an unknown id, and for a staff account', async () => {
    for (const id of ['6b0d1d0e-8a43-4c7e-9a57-1f7f5b0d2c11', staff.id]) {
      const res = await send(staff, 'GET', `/staff/members/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('No member with this id');
    }
  });

  it('refuses an id that is not one with a clear 400', async () => {
    const res = await send(staff, 'GET', '/staff/members/12345');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Not a valid id');
  });
});

describe('PUT /staff/members/{id}/isni', () => {
  const put = (who: TestMember, id: string, payload: Record<string, unknown>) => send(who, 'PUT', `/staff/members/${id}/isni`, payload);

  it("sets the member's ISNI and IPI, shown in their badge and on their rights-holder record, recorded and told to them alone", async () => {
    const singer = await createMember(t, { givenName: 'Nia', otherNames: 'Adeyemi', email: uniqueEmail('nia') });
    const bystander = await createMember(t, { email: uniqueEmail('bystander') });
    const res = await put(staff, singer.id, { isni: formatIsni(isni('000000046372819')), ipi: ipi('123456789') });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe("The member's identifiers have been saved");
    const page = res.json<{ data: { data: StaffMemberDetails } }>().data.data;
    expect(page).toMatchObject({ isni: isni('000000046372819'), profile: { ipi_name_number: ipi('123456789') } });
    expect(page.identifier_changes).toEqual([
      {
        id: expect.any(String),
        at: expect.any(String),
        actor_name: 'Sam Reviewer',
        changes: [
          { field: 'isni', old: null, new: formatIsni(isni('000000046372819')) },
          { field: 'ipi_name_number', old: null, new: ipi('123456789') },
        ],
      },
    ]);

    const badge = await send(singer, 'GET', '/user/user_isni');
    expect(badge.json().data.data).toEqual({ isni_number: isni('000000046372819') });
    const record = await send(singer, 'GET', `/user/rightsholder_isni/${ownRightsHolder(singer)}`);
    expect(record.json().data.data).toEqual({ isni_number: isni('000000046372819') });
    const [holder] = await t.db.select().from(rightsHolders).where(eq(rightsHolders.userId, singer.id));
    expect(holder).toMatchObject({ isni: isni('000000046372819'), ipiNameNumber: ipi('123456789') });

    const theirs = (await send(singer, 'GET', '/notifications')).json().data.data;
    expect(theirs).toEqual([
      expect.objectContaining({
        title: 'Your identifiers have been updated',
        message: `The society has recorded your ISNI as ${formatIsni(isni('000000046372819'))}, and your IPI name number is ${ipi('123456789')}`,
        link: '/profile',
        user: expect.objectContaining({ full_name: 'Sam Reviewer' }),
      }),
    ]);
    expect((await send(bystander, 'GET', '/notifications')).json().data.data).toEqual([]);
  });

  it('corrects the ISNI and keeps the IPI when none is sent, clears the IPI when it is blank, and records nothing when nothing changes', async () => {
    const writer = await createMember(t, { email: uniqueEmail('correct'), isniNumber: isni('000000055555555'), ipiNameNumber: ipi('987654321') });
    expect((await put(staff, writer.id, { isni: isni('000000055555556') })).statusCode).toBe(200);
    expect(await reloadUser(t.db, writer.id)).toMatchObject({ isniNumber: isni('000000055555556'), ipiNameNumber: ipi('987654321') });
    const again = await put(staff, writer.id, { isni: isni('000000055555556') });
    expect(again.statusCode).toBe(200);
    expect(await t.db.select().from(memberIdentifierChanges).where(eq(memberIdentifierChanges.userId, writer.id))).toHaveLength(1);
    expect(await t.db.select().from(notifications).where(eq(notifications.userId, writer.id))).toHaveLength(1);

    const cleared = await put(staff, writer.id, { isni: isni('000000055555556'), ipi: '' });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().data.data.identifier_changes[0].changes).toEqual([{ field: 'ipi_name_number', old: ipi('987654321'), new: null }]);
    expect((await reloadUser(t.db, writer.id)).ipiNameNumber).toBeNull();
  });

  it('refuses an ISNI with a wrong check character, and a bad IPI, with a clear 400', async () => {
    const good = isni('000000012345678');
    const wrongCheck = `${good.slice(0, 15)}${good.endsWith('1') ? '2' : '1'}`;
    for (const [payload, message] of [
      [{ isni: wrongCheck }, 'ISNI must be 16 characters with a valid check character'],
      [{ isni: '0000 0000 0000 0000' }, 'ISNI must be 16 characters with a valid check character'],
      [{}, 'ISNI is required'],
      [{ isni: good, ipi: '12345678901' }, 'IPI name number must be up to 11 digits with valid check digits'],
      [{ isni: good, extra: true }, expect.stringContaining('extra')],
    ] as const) {
      const res = await put(staff, member.id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toEqual(message);
    }
    expect((await reloadUser(t.db, member.id)).isniNumber).toBeNull();
  });

  it('refuses an ISNI that belongs to another member with 409', async () => {
    const holder = await createMember(t, { givenName: 'Ines', otherNames: 'Holder', email: uniqueEmail('holder'), isniNumber: isni('000000077777777') });
    const res = await put(staff, member.id, { isni: formatIsni(isni('000000077777777')) });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(`ISNI ${formatIsni(isni('000000077777777'))} already belongs to another member, Ines Holder`);
    // The holder may of course keep (re-save) their own.
    expect((await put(staff, holder.id, { isni: isni('000000077777777') })).statusCode).toBe(200);
  });

  it('gives one ISNI to only one of two members when two staff save it at once', async () => {
    const first = await createMember(t, { email: uniqueEmail('race-a') });
    const second = await createMember(t, { email: uniqueEmail('race-b') });
    const payload = { isni: isni('000000088888888') };
    const answers = await Promise.all([put(staff, first.id, payload), put(staff, second.id, payload)]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
  });

  it('answers 404 for a member that does not exist', async () => {
    const res = await put(staff, '6b0d1d0e-8a43-4c7e-9a57-1f7f5b0d2c11', { isni: isni('000000012345678') });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('No member with this id');
  });
});
