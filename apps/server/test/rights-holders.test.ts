import { eq } from 'drizzle-orm';
import type { RightsHolder, RightsHolderDetails } from '@repertoire/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rightsHolders, users } from '../src/db/schema';
import { createMember, type TestMember } from './support/factories';
import { asMember, createRightsHolder, createWork, halfAndHalf, ownRightsHolder, registeredWork } from './support/musical-works';
import { buildTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let ada: TestMember;
let bo: TestMember;

beforeAll(async () => {
  t = await buildTestApp();
  ada = await createMember(t, { givenName: 'Ada', otherNames: 'Okafor', nationality: 'GB', roles: ['songwriter', 'composer'] });
  bo = await createMember(t, { givenName: 'Bo', otherNames: 'Lindqvist' });
});
afterAll(() => t.close());

const UNKNOWN_ID = '7a1f0a38-7c52-4b6e-9f0e-2a8d5b4c3e21';
const data = <T>(body: unknown) => (body as { data: { data: T } }).data.data;

async function recordOfUser(email: string) {
  const [row] = await t.db
    .select({ holder: rightsHolders })
    .from(rightsHolders)
    .innerJoin(users, eq(users.id, rightsHolders.userId))
    .where(eq(users.email, email));
  return row?.holder;
}

describe('a member’s own record', () => {
  it('is created at sign-up: a person with the roles and nationality given', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/signup',
      payload: {
        register_as: 'individual',
        given_name: 'Keiko',
        other_names: 'Tanaka',
        nationality: 'JP',
        date_of_birth: '1991-06-02',
        phone: '+81312345678',
        roles: ['lyricist', 'performer'],
        email: 'keiko.tanaka@example.com',
        password: 'quiet-harbour-lantern-42',
      },
    });
    expect(res.statusCode).toBe(201);
    expect(await recordOfUser('keiko.tanaka@example.com')).toMatchObject({
      name: 'Keiko Tanaka',
      kind: 'person',
      roles: ['lyricist', 'performer'],
      nationality: 'JP',
      isni: null,
      ipiNameNumber: null,
    });
  });

  it('is created at sign-up for a corporation: an organisation with the roles of its business', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/signup',
      payload: {
        register_as: 'corporate',
        corporation_name: 'Cedar Music Publishing Ltd',
        registration_number: '07654321',
        corporation_kind: 'publisher_and_label',
        country: 'IE',
        contact_person: 'Niamh Byrne',
        phone: '+35312345679',
        email: 'cedar@example.com',
        password: 'quiet-harbour-lantern-42',
      },
    });
    expect(res.statusCode).toBe(201);
    expect(await recordOfUser('cedar@example.com')).toMatchObject({
      name: 'Cedar Music Publishing Ltd',
      kind: 'organisation',
      roles: ['publisher', 'record_label'],
      nationality: 'IE',
    });
  });

  it('follows every profile change: name, roles, nationality, IPI', async () => {
    const member = await createMember(t, { givenName: 'Omar', otherNames: 'Haddad', nationality: 'LB' });
    const patched = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/user/profile',
      headers: member.auth,
      payload: { other_names: 'Haddad-Silva', roles: ['producer'], nationality: 'PT', ipi_name_number: '199' },
    });
    expect(patched.statusCode).toBe(200);
    const [self] = data<RightsHolder[]>((await asMember(t, member).get('/rights-holders/search?self=true')).body);
    expect(self).toMatchObject({
      id: ownRightsHolder(member),
      name: 'Omar Haddad-Silva',
      kind: 'person',
      roles: ['producer'],
      nationality: 'PT',
      ipi_name_number: '00000000199',
      is_member: true,
      is_self: true,
    });
  });

  it('carries the ISNI the society confirmed, and none while it is pending', async () => {
    const confirmed = await createMember(t, { isniNumber: '000000012281955X' });
    const pending = await createMember(t, { isniNumber: '0000000000000000' });
    expect(data<RightsHolder[]>((await asMember(t, confirmed).get('/rights-holders/search?self=true')).body)[0]?.isni).toBe('000000012281955X');
    expect(data<RightsHolder[]>((await asMember(t, pending).get('/rights-holders/search?self=true')).body)[0]?.isni).toBeNull();
  });
});

describe('the directory', () => {
  let tariq: string;
  beforeAll(async () => {
    tariq = await createRightsHolder(t, ada, { name: 'Tariq Mensah', isni: '0000 0001 2146 438X', ipi_name_number: '00000000297' });
    await createRightsHolder(t, ada, { name: 'Harbour Songs Ltd', kind: 'organisation' });
  });

  const search = async (member: TestMember, query: string) => {
    const res = await asMember(t, member).get(`/rights-holders/search?${query}`);
    expect(res.status).toBe(200);
    return res.body as { data: { data: RightsHolder[]; meta: { total: number } } };
  };

  it('finds a rights holder by a misspelt name, by ISNI in any form and by IPI', async () => {
    expect((await search(bo, 'q=tarik%20mensah')).data.data.map((h) => h.name)).toEqual(['Tariq Mensah']);
    expect((await search(bo, 'q=harbour')).data.data.map((h) => h.name)).toEqual(['Harbour Songs Ltd']);
    expect((await search(bo, 'isni=0000-0001-2146-438x')).data.data.map((h) => h.id)).toEqual([tariq]);
    expect((await search(bo, 'ipi=297')).data.data.map((h) => h.id)).toEqual([tariq]);
  });

  it('answers self=true with the asking member’s own record only', async () => {
    const res = await search(ada, 'self=true');
    expect(res.data.data).toEqual([
      expect.objectContaining({ id: ownRightsHolder(ada), name: 'Ada Okafor', kind: 'person', is_member: true, is_self: true }),
    ]);
    expect(res.data.meta.total).toBe(1);
  });

  it('tells members apart from other parties but never gives away a member’s account', async () => {
    const res = await search(bo, 'q=ada%20okafor');
    const [record] = res.data.data;
    expect(record).toMatchObject({ id: ownRightsHolder(ada), is_member: true, is_self: false });
    expect(Object.keys(record ?? {}).sort()).toEqual(
      ['created_at', 'id', 'ipi_base_number', 'ipi_name_number', 'is_member', 'is_self', 'isni', 'kind', 'name', 'nationality', 'roles'].sort(),
    );
    expect(JSON.stringify(res)).not.toContain(ada.id);
  });

  it('pages through the directory', async () => {
    const res = await asMember(t, bo).get('/rights-holders/search?pageSize=2&page=1');
    expect(res.body.data.data).toHaveLength(2);
    expect(res.body.data.meta).toMatchObject({ page: 1, pageSize: 2 });
    expect(res.body.data.meta.total).toBeGreaterThanOrEqual(4);
  });

  it.each([
    ['isni=0000000121464381', 'ISNI must be 16 characters with a valid check character'],
    ['ipi=00000000100', 'IPI name number must be up to 11 digits with valid check digits'],
    ['self=maybe', 'Self must be true or false'],
    [`q=${'x'.repeat(201)}`, 'Search text must be at most 200 characters'],
  ])('refuses %s with 400', async (query, message) => {
    const res = await asMember(t, bo).get(`/rights-holders/search?${query}`);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('answers 401 without a session', async () => {
    expect((await asMember(t, null).get('/rights-holders/search')).status).toBe(401);
  });
});

describe('adding a rights holder', () => {
  it('adds a party to the directory, identifiers compact, and records who added it', async () => {
    const res = await asMember(t, bo).post('/rights-holders', {
      name: '  Lindqvist Edition AB ',
      kind: 'organisation',
      isni: '0000 0004 1234 5671',
      ipi_name_number: '',
      ipi_base_number: 'I 000000229 7',
      roles: ['publisher', 'publisher'],
      nationality: 'se',
    });
    expect(res.status).toBe(201);
    const holder = data<RightsHolder>(res.body);
    expect(holder).toMatchObject({
      name: 'Lindqvist Edition AB',
      kind: 'organisation',
      isni: '0000000412345671',
      ipi_name_number: null,
      ipi_base_number: 'I-000000229-7',
      roles: ['publisher'],
      nationality: 'SE',
      is_member: false,
      is_self: false,
    });
    const [row] = await t.db.select().from(rightsHolders).where(eq(rightsHolders.id, holder.id));
    expect(row).toMatchObject({ createdById: bo.id, userId: null });
  });

  it.each([
    [{ kind: 'person' }, 'Name is required'],
    [{ name: 'n'.repeat(201), kind: 'person' }, 'Name must be at most 200 characters'],
    [{ name: 'A', kind: 'band' }, 'Choose person or organisation'],
    [{ name: 'A', kind: 'person', isni: '0000 0001 2281 9551' }, 'ISNI must be 16 characters with a valid check character'],
    [{ name: 'A', kind: 'person', ipi_name_number: '00000000100' }, 'IPI name number must be up to 11 digits with valid check digits'],
    [{ name: 'A', kind: 'person', ipi_base_number: 'I-000000229-8' }, 'IPI base number must look like I-123456789-C with a valid check digit'],
    [{ name: 'A', kind: 'person', nationality: 'Sweden' }, 'Choose a nationality'],
    [{ name: 'A', kind: 'person', roles: ['drummer'] }, 'Choose a role'],
    [{ name: 'A', kind: 'person', user_id: UNKNOWN_ID }, 'Unrecognized key: "user_id"'],
  ])('refuses %j with 400: %s', async (body, message) => {
    const res = await asMember(t, bo).post('/rights-holders', body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('refuses a second party with an ISNI or IPI already in the directory, naming the first', async () => {
    await createRightsHolder(t, bo, { name: 'Viktor Petrov', isni: '0000000073594672', ipi_name_number: '00000000395' });
    const sameIsni = await asMember(t, ada).post('/rights-holders', { name: 'V. Petrov', kind: 'person', isni: '0000 0000 7359 4672' });
    expect(sameIsni.status).toBe(409);
    expect(sameIsni.body.message).toBe('Viktor Petrov already has this ISNI in the directory: add them instead');
    const sameIpi = await asMember(t, ada).post('/rights-holders', { name: 'Petrov V', kind: 'person', ipi_name_number: '395' });
    expect(sameIpi.status).toBe(409);
    expect(sameIpi.body.message).toBe('Viktor Petrov already has this IPI name number in the directory: add them instead');
  });

  it('offers the existing namesake first when nothing tells the two apart, and creates a second one on purpose', async () => {
    await t.db.insert(rightsHolders).values({ name: 'Mira Solberg', kind: 'person', roles: [] });
    const message = 'Mira Solberg is already in the directory: add them instead, or create a new one on purpose';
    const namesake = await asMember(t, ada).post('/rights-holders', { name: ' mira solberg ', kind: 'person' });
    expect(namesake.status).toBe(409);
    expect(namesake.body).toEqual({ message, errors: [{ path: 'name', message }] });

    // An identifier tells them apart; so does the member's word that they are someone else.
    const withIpi = await asMember(t, ada).post('/rights-holders', { name: 'Mira Solberg', kind: 'person', ipi_name_number: '00000000787' });
    expect(withIpi.status).toBe(201);
    const onPurpose = await asMember(t, ada).post('/rights-holders', { name: 'Mira Solberg', kind: 'person', allow_same_name: true });
    expect(onPurpose.status).toBe(201);
    const named = await t.db.select().from(rightsHolders).where(eq(rightsHolders.name, 'Mira Solberg'));
    expect(named).toHaveLength(3);
  });

  it('does not take a name with LIKE wildcards for a pattern', async () => {
    await createRightsHolder(t, bo, { name: 'Tove Lindahl' });
    const res = await asMember(t, ada).post('/rights-holders', { name: 'Tove%', kind: 'person' });
    expect(res.status).toBe(201);
  });
});

describe('a rights holder’s details', () => {
  it('shows the identity and the registered works they hold shares in, never drafts', async () => {
    const holder = await createRightsHolder(t, ada, { name: 'Rosa Duarte', ipi_name_number: '00000000493' });
    const work = await registeredWork(t, ada, holder, { title: 'Velvet Harbour', iswc: 'T-000.000.001-0' });
    await createWork(t, ada, { title: 'Unfinished Velvet', shares: halfAndHalf(ownRightsHolder(ada), holder) });

    const res = await asMember(t, bo).get(`/rights-holders/${holder}`);
    expect(res.status).toBe(200);
    expect(data<RightsHolderDetails>(res.body)).toMatchObject({
      id: holder,
      name: 'Rosa Duarte',
      ipi_name_number: '00000000493',
      is_member: false,
      works: [{ id: work.id, title: 'Velvet Harbour', iswc: 'T0000000010', role: 'author' }],
    });
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const missing = await asMember(t, bo).get(`/rights-holders/${UNKNOWN_ID}`);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Rights holder not found');
    expect((await asMember(t, bo).get('/rights-holders/42')).status).toBe(400);
  });
});

describe('GET /user/rightsholder_isni/{id} (a fixed call)', () => {
  it('reads the ISNI of any rights holder: a party someone added or a member’s own record', async () => {
    const holder = await createRightsHolder(t, bo, { name: 'Amara Nwosu', isni: '0000 0001 1111 1118' });
    const member = await createMember(t, { isniNumber: '000000012281955X' });
    const party = await asMember(t, ada).get(`/user/rightsholder_isni/${holder}`);
    expect(data(party.body)).toEqual({ isni_number: '0000000111111118' });
    const own = await asMember(t, ada).get(`/user/rightsholder_isni/${ownRightsHolder(member)}`);
    expect(data(own.body)).toEqual({ isni_number: '000000012281955X' });
    const none = await asMember(t, ada).get(`/user/rightsholder_isni/${ownRightsHolder(bo)}`);
    expect(data(none.body)).toEqual({ isni_number: null });
  });

  it('answers 404 for an id that is not a rights holder, such as an account id', async () => {
    const res = await asMember(t, ada).get(`/user/rightsholder_isni/${bo.id}`);
    expect(res.status).toBe(404);
  });
});
