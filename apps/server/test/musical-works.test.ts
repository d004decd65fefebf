import { eq } from 'drizzle-orm';
import type { MusicalWorkDetails, MusicalWorkHistoryEntry, MusicalWorkListItem, MusicalWorkRegistryItem, WorkShare } from '@repertoire/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../src/seed/seed';
import { musicalWorks, musicalWorkShares, registrationEvents, rightsHolders } from '../src/db/schema';
import { createTestDatabase } from './support/database';
import { createMember, createStaff, type TestMember } from './support/factories';
import {
  asMember,
  createRightsHolder,
  createWork,
  decide,
  halfAndHalf,
  ownRightsHolder,
  registeredWork,
} from './support/musical-works';
import { buildTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let ada: TestMember;
let bo: TestMember;
let coWriter: string;
let publisher: string;

beforeAll(async () => {
  t = await buildTestApp();
  ada = await createMember(t, { givenName: 'Ada', otherNames: 'Okafor', ipiNameNumber: '00052210040' });
  bo = await createMember(t, { givenName: 'Bo', otherNames: 'Lindqvist' });
  coWriter = await createRightsHolder(t, ada, { name: 'Tariq Mensah', ipi_name_number: '00000000199' });
  publisher = await createRightsHolder(t, ada, { name: 'Harbour Songs Ltd', kind: 'organisation' });
});
afterAll(() => t.close());

const UNKNOWN_ID = '7a1f0a38-7c52-4b6e-9f0e-2a8d5b4c3e21';
const data = <T>(body: unknown) => (body as { data: { data: T } }).data.data;
const meta = (body: unknown) => (body as { data: { meta: { page: number; pageSize: number; total: number; totalPages: number } } }).data.meta;

describe('saving a draft', () => {
  it('needs only a title and lists what still keeps the work from being submitted', async () => {
    const res = await asMember(t, ada).post('/musical-works', { title: '  Harbour Lights  ' });
    expect(res.status).toBe(201);
    const work = data<MusicalWorkDetails>(res.body);
    expect(work).toMatchObject({
      title: 'Harbour Lights',
      status: 'draft',
      alternative_titles: [],
      iswc: null,
      version_type: 'original',
      is_instrumental: false,
      shares: [],
      totals: { performance: 0, mechanical: 0 },
      unclaimed: { performance: 100, mechanical: 100 },
      recordings: [],
      submitted_at: null,
      registered_at: null,
    });
    // Shares under 100% are unclaimed, not a problem (docs/decisions/0013): only the missing writer blocks.
    expect(work.warnings).toEqual(['Add at least one composer, author or composer/author']);
  });

  it('stores every field, identifiers compact, shares in percent with their rights holders', async () => {
    const work = await createWork(t, ada, {
      title: 'Salt Road',
      alternative_titles: ['Salt Road (Reprise)', { title: ' Camino de Sal ', type: 'translated' }],
      iswc: 'T-034.524.680-1',
      language: 'EN',
      genre: 'Folk',
      duration: 225,
      creation_year: 2019,
      version_type: 'modification',
      original_title: 'Old Salt Road',
      is_instrumental: false,
      shares: [
        { rights_holder_id: ownRightsHolder(ada), role: 'composer_author', performance_share: 33.33, mechanical_share: 25 },
        { rights_holder_id: coWriter, role: 'author', performance_share: 33.33, mechanical_share: 25 },
        { rights_holder_id: publisher, role: 'original_publisher', performance_share: 33.34, mechanical_share: 50 },
      ],
    });
    expect(work).toMatchObject({ iswc: 'T0345246801', language: 'en', duration: 225, original_title: 'Old Salt Road' });
    // A bare title is an alternative title; each comes back with its type.
    expect(work.alternative_titles).toEqual([
      { title: 'Salt Road (Reprise)', type: 'alternative' },
      { title: 'Camino de Sal', type: 'translated' },
    ]);
    expect(work.totals).toEqual({ performance: 100, mechanical: 100 });
    expect(work.warnings).toEqual([]);
    expect(work.shares.map((s) => [s.rights_holder.name, s.role, s.performance_share, s.mechanical_share])).toEqual([
      ['Ada Okafor', 'composer_author', 33.33, 25],
      ['Tariq Mensah', 'author', 33.33, 25],
      ['Harbour Songs Ltd', 'original_publisher', 33.34, 50],
    ]);
    expect(work.shares[0]?.rights_holder).toMatchObject({ is_member: true, is_self: true, ipi_name_number: '00052210040' });
    expect(work.shares[1]?.rights_holder).toMatchObject({ is_member: false, is_self: false });
    expect(JSON.stringify(work)).not.toContain(ada.id);
  });

  // The same field rules for a new work (POST) and a change to a draft (PATCH).
  const badFields: [Record<string, unknown>, string][] = [
    [{ title: '   ' }, 'Title is required'],
    [{ title: 'x'.repeat(201) }, 'Title must be at most 200 characters'],
    [{ title: 'A', alternative_titles: ['y'.repeat(201)] }, 'Alternative title must be at most 200 characters'],
    [
      { title: 'A', alternative_titles: [{ title: 'B', type: 'nickname' }] },
      'Choose the type of the alternative title: alternative, translated, first_line, formal, part, search, incorrect, original, alternative_national, original_national, restricted',
    ],
    [{ title: 'A', alternative_titles: [{ title: 'B', type: 'part' }, { title: 'b', type: 'part' }] }, 'Part title “b” is already listed'],
    [{ title: 'A', genre: 'g'.repeat(61) }, 'Genre must be at most 60 characters'],
    [{ title: 'A', iswc: 'T-034.524.680-2' }, 'ISWC must look like T-123.456.789-C with a valid check digit'],
    [{ title: 'A', language: 'xx' }, 'Language must be a two-letter ISO 639-1 code, e.g. en'],
    [{ title: 'A', duration: -1 }, 'Duration cannot be negative'],
    [{ title: 'A', creation_year: 1800 }, 'Creation year cannot be before 1900'],
    [{ title: 'A', creation_year: new Date().getFullYear() + 1 }, `Creation year cannot be after ${new Date().getFullYear()}`],
    [{ title: 'A', owner_id: UNKNOWN_ID }, 'Unrecognized key: "owner_id"'],
  ];
  it.each([
    [{}, 'Title is required'],
    ...badFields,
    [{ title: 'A', version_type: 'modification' }, 'Give the original title: this work is a modification of another work'],
  ])('refuses %j with 400: %s', async (body, message) => {
    const res = await asMember(t, ada).post('/musical-works', body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it.each(badFields)('refuses the change %j to a draft with 400: %s', async (body, message) => {
    const draft = await createWork(t, ada, { title: 'Unchanged Draft' });
    const res = await asMember(t, ada).patch(`/musical-works/${draft.id}`, body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(data<MusicalWorkDetails>((await asMember(t, ada).get(`/musical-works/${draft.id}`)).body).title).toBe('Unchanged Draft');
  });

  // Refused before any rights holder is looked up: the id only has to be a UUID.
  const badLines: [Record<string, unknown>, string][] = [
    [{ performance_share: -5, mechanical_share: 0 }, 'Performance share cannot be negative'],
    [{ performance_share: 'fifty', mechanical_share: 0 }, 'Performance share must be a number'],
    [{ performance_share: 10, mechanical_share: 33.333 }, 'Mechanical share can have at most two decimals'],
    [{ performance_share: 100.01, mechanical_share: 0 }, 'Performance share cannot be more than 100%'],
    [{ performance_share: 10 }, 'Mechanical share must be a number'],
    [{ performance_share: 10, mechanical_share: 10, role: 'singer' }, 'Choose a role'],
  ];
  const shares = (share: Record<string, unknown>) => [{ rights_holder_id: UNKNOWN_ID, role: 'composer', ...share }];
  it.each(badLines)('refuses a bad share line %j with 400: %s', async (share, message) => {
    const res = await asMember(t, ada).post('/musical-works', { title: 'Shares', shares: shares(share) });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it.each(badLines)('refuses a bad share line %j in a change with 400: %s', async (share, message) => {
    const draft = await createWork(t, ada, { title: 'Shares Kept', shares: halfAndHalf(ownRightsHolder(ada), coWriter) });
    const res = await asMember(t, ada).patch(`/musical-works/${draft.id}`, { shares: shares(share) });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(data<MusicalWorkDetails>((await asMember(t, ada).get(`/musical-works/${draft.id}`)).body).shares).toHaveLength(2);
  });

  it('refuses a change that takes a right above 100%, or names a rights holder not in the directory', async () => {
    const draft = await createWork(t, ada, { title: 'Changed Shares', shares: halfAndHalf(ownRightsHolder(ada), coWriter) });
    const over = await asMember(t, ada).patch(`/musical-works/${draft.id}`, {
      shares: [
        { rights_holder_id: ownRightsHolder(ada), role: 'composer', performance_share: 70, mechanical_share: 50 },
        { rights_holder_id: coWriter, role: 'author', performance_share: 40, mechanical_share: 50 },
      ],
    });
    expect(over.status).toBe(400);
    expect(over.body.message).toBe('Performance shares add up to 110.00%: they cannot be more than 100%');

    const unknown = await asMember(t, ada).patch(`/musical-works/${draft.id}`, {
      shares: [{ rights_holder_id: UNKNOWN_ID, role: 'composer', performance_share: 50, mechanical_share: 50 }],
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual({ message: 'Rights holder not found', errors: [{ path: 'shares.0.rights_holder_id', message: 'Rights holder not found' }] });
  });

  it('refuses shares above 100% for a right even in a draft, naming the right and the total', async () => {
    const res = await asMember(t, ada).post('/musical-works', {
      title: 'Too Much',
      shares: [
        { rights_holder_id: ownRightsHolder(ada), role: 'composer', performance_share: 60, mechanical_share: 50 },
        { rights_holder_id: coWriter, role: 'author', performance_share: 60.5, mechanical_share: 50 },
      ],
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Performance shares add up to 120.50%: they cannot be more than 100%');
  });

  it('refuses a rights holder that is not in the directory', async () => {
    const res = await asMember(t, ada).post('/musical-works', {
      title: 'Ghost Writer',
      shares: [{ rights_holder_id: UNKNOWN_ID, role: 'composer', performance_share: 50, mechanical_share: 50 }],
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'Rights holder not found', errors: [{ path: 'shares.0.rights_holder_id', message: 'Rights holder not found' }] });
  });

  it('refuses the same rights holder twice in one role', async () => {
    const twice = { rights_holder_id: coWriter, role: 'composer', performance_share: 10, mechanical_share: 10 };
    const res = await asMember(t, ada).post('/musical-works', { title: 'Twice', shares: [twice, twice] });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('This rights holder already has this role on the work');
  });

  it('answers 401 without a session', async () => {
    const res = await asMember(t, null).post('/musical-works', { title: 'Anonymous' });
    expect(res.status).toBe(401);
  });
});

describe('the registration life cycle', () => {
  it('refuses to submit an incomplete draft with 422 and the problems, then submits it once fixed', async () => {
    const member = asMember(t, ada);
    const work = await createWork(t, ada, {
      title: 'Lantern Song',
      shares: [{ rights_holder_id: publisher, role: 'original_publisher', performance_share: 50, mechanical_share: 40 }],
    });

    const refused = await member.post(`/musical-works/${work.id}/submit`);
    expect(refused.status).toBe(422);
    expect(refused.body.errors.map((e: { message: string }) => e.message)).toEqual(['Add at least one composer, author or composer/author']);
    expect(refused.body.message).toContain('This work cannot be submitted yet');
    expect(data<MusicalWorkDetails>((await member.get(`/musical-works/${work.id}`)).body).status).toBe('draft');

    const fixed = await member.patch(`/musical-works/${work.id}`, { shares: halfAndHalf(ownRightsHolder(ada), coWriter) });
    expect(fixed.status).toBe(200);
    expect(data<MusicalWorkDetails>(fixed.body).warnings).toEqual([]);

    const submitted = await member.post(`/musical-works/${work.id}/submit`);
    expect(submitted.status).toBe(200);
    expect(data<MusicalWorkDetails>(submitted.body)).toMatchObject({ status: 'submitted', submitted_at: expect.any(String) });

    const again = await member.post(`/musical-works/${work.id}/submit`);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This work is already in review');
  });

  it('keeps a work in review unchanged until the society decides', async () => {
    const work = await createWork(t, ada, { title: 'Waiting Room', shares: halfAndHalf(ownRightsHolder(ada), coWriter) });
    await asMember(t, ada).post(`/musical-works/${work.id}/submit`);
    const res = await asMember(t, ada).patch(`/musical-works/${work.id}`, { title: 'Waiting Room II' });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('This work is in review: it can be changed again once the society has decided');
    const line = await asMember(t, ada).post(`/musical-works/${work.id}/rights-holders`, {
      rights_holder_id: publisher,
      role: 'original_publisher',
      performance_share: 0,
      mechanical_share: 0,
    });
    expect(line.status).toBe(409);
    expect((await asMember(t, ada).delete(`/musical-works/${work.id}`)).status).toBe(409);
  });

  it('sends a registered work back to review when its member edits it', async () => {
    const work = await registeredWork(t, ada, coWriter, { title: 'Northern Waltz' });
    expect(work).toMatchObject({ status: 'registered', registered_at: expect.any(String) });

    const res = await asMember(t, ada).patch(`/musical-works/${work.id}`, { genre: 'Folk' });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Musical work saved and sent for review');
    expect(data<MusicalWorkDetails>(res.body)).toMatchObject({ status: 'submitted', genre: 'Folk', registered_at: work.registered_at });
  });

  it('refuses an edit that would leave a registered work incomplete', async () => {
    const work = await registeredWork(t, ada, coWriter, {
      title: 'Complete Or Nothing',
      shares: [
        { rights_holder_id: publisher, role: 'original_publisher', performance_share: 50, mechanical_share: 50 },
        { rights_holder_id: coWriter, role: 'author', performance_share: 50, mechanical_share: 50 },
      ],
    });
    const res = await asMember(t, ada).patch(`/musical-works/${work.id}`, {
      shares: [{ rights_holder_id: publisher, role: 'original_publisher', performance_share: 90, mechanical_share: 100 }],
    });
    expect(res.status).toBe(422);
    expect(res.body.message).toContain('A registered work must stay complete');
    expect(res.body.errors).toEqual([{ path: '', message: 'Add at least one composer, author or composer/author' }]);
    const removeWriter = await asMember(t, ada).delete(`/musical-works/${work.id}/rights-holders/${work.shares[1]?.id}`);
    expect(removeWriter.status).toBe(422);
  });

  it('deletes a draft but never a registered work', async () => {
    const draft = await createWork(t, ada, { title: 'Throwaway' });
    const deleted = await asMember(t, ada).delete(`/musical-works/${draft.id}`);
    expect(deleted.status).toBe(200);
    expect((await asMember(t, ada).get(`/musical-works/${draft.id}`)).status).toBe(404);

    const work = await registeredWork(t, ada, coWriter, { title: 'Forever Registered' });
    const refused = await asMember(t, ada).delete(`/musical-works/${work.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('A registered work cannot be deleted: it is part of the society’s registry');

    // Edited, back in review, the change rejected: still a registered work, still not deletable.
    await asMember(t, ada).patch(`/musical-works/${work.id}`, { genre: 'Ambient' });
    const rejected = await decide(t, work.id, { decision: 'rejected', reason: 'The genre change is not supported' });
    expect(rejected).toMatchObject({
      status: 'registered',
      genre: null,
      registered_at: work.registered_at,
      change: { status: 'rejected', reason: 'The genre change is not supported' },
    });
    const stillRefused = await asMember(t, ada).delete(`/musical-works/${work.id}`);
    expect(stillRefused.status).toBe(409);
    expect(stillRefused.body.message).toBe('A registered work cannot be deleted: it is part of the society’s registry');
  });

  it('refuses a rejection without a reason', async () => {
    const work = await createWork(t, ada, { title: 'Reasonless', shares: halfAndHalf(ownRightsHolder(ada), coWriter) });
    await asMember(t, ada).post(`/musical-works/${work.id}/submit`);
    await expect(decide(t, work.id, { decision: 'rejected', reason: '   ' })).rejects.toMatchObject({
      statusCode: 400,
      message: 'Give the reason for the rejection',
    });
    const trimmed = await decide(t, work.id, { decision: 'rejected', reason: '  Missing the co-writer’s consent  ' });
    expect(trimmed.rejection_reason).toBe('Missing the co-writer’s consent');
  });

  it('lets staff reject a submission with a reason, after which the member may fix and resubmit it', async () => {
    const work = await createWork(t, ada, { title: 'Second Chance', shares: halfAndHalf(ownRightsHolder(ada), coWriter) });
    await asMember(t, ada).post(`/musical-works/${work.id}/submit`);
    const rejected = await decide(t, work.id, { decision: 'rejected', reason: 'The co-writer has not confirmed their share' });
    expect(rejected).toMatchObject({ status: 'rejected', rejection_reason: 'The co-writer has not confirmed their share' });
    await expect(decide(t, work.id)).rejects.toMatchObject({ statusCode: 409 });

    const resubmitted = await asMember(t, ada).post(`/musical-works/${work.id}/submit`);
    expect(data<MusicalWorkDetails>(resubmitted.body)).toMatchObject({ status: 'submitted', rejection_reason: null });
  });
});

describe('ISWC', () => {
  it('belongs to one work once registered: another work with it gets 409 naming the registered work', async () => {
    await registeredWork(t, ada, coWriter, { title: 'First Claim', iswc: 'T-123.456.789-4' });
    const created = await asMember(t, bo).post('/musical-works', { title: 'Second Claim', iswc: 'T1234567894' });
    expect(created.status).toBe(409);
    expect(created.body.message).toBe('ISWC T-123.456.789-4 is already registered to the work “First Claim”');

    const other = await createWork(t, bo, { title: 'Third Claim' });
    const patched = await asMember(t, bo).patch(`/musical-works/${other.id}`, { iswc: 'T-123.456.789-4' });
    expect(patched.status).toBe(409);
    expect(patched.body.errors).toEqual([{ path: 'iswc', message: created.body.message }]);
  });

  it('may sit on several drafts until one of them is registered', async () => {
    const one = await createWork(t, ada, { title: 'Draft One', iswc: 'T-000.000.001-0', shares: halfAndHalf(ownRightsHolder(ada), coWriter) });
    const two = await createWork(t, bo, { title: 'Draft Two', iswc: 'T-000.000.001-0', shares: halfAndHalf(ownRightsHolder(bo), coWriter) });
    await asMember(t, ada).post(`/musical-works/${one.id}/submit`);
    await asMember(t, bo).post(`/musical-works/${two.id}/submit`);
    await decide(t, one.id);
    await expect(decide(t, two.id)).rejects.toMatchObject({ statusCode: 409, message: 'ISWC T-000.000.001-0 is already registered to the work “Draft One”' });
  });
});

describe('the member’s list', () => {
  let member: TestMember;
  beforeAll(async () => {
    member = await createMember(t, { givenName: 'Lena', otherNames: 'Haas' });
    const shares = halfAndHalf(ownRightsHolder(member), coWriter);
    await createWork(t, member, { title: 'Blue Harbour', shares });
    await createWork(t, member, { title: 'amber evening', iswc: 'T-034.524.680-1' });
    await registeredWork(t, member, coWriter, { title: 'Copper Sky', alternative_titles: ['Cielo de Cobre'] });
  });

  it('shows only the member’s own works, newest change first, with writers and status', async () => {
    const res = await asMember(t, member).get('/musical-works');
    expect(res.status).toBe(200);
    const items = data<MusicalWorkListItem[]>(res.body);
    expect(items.map((w) => w.title)).toEqual(['Copper Sky', 'amber evening', 'Blue Harbour']);
    expect(items[0]).toMatchObject({ status: 'registered', writers: ['Lena Haas', 'Tariq Mensah'] });
    expect(items[1]).toMatchObject({ status: 'draft', writers: [], iswc: 'T0345246801' });
    expect(meta(res.body)).toEqual({ page: 1, pageSize: 20, total: 3, totalPages: 1 });
  });

  it('searches titles, alternative titles and ISWCs, filters by status, sorts and pages', async () => {
    const titles = async (query: string) => data<MusicalWorkListItem[]>((await asMember(t, member).get(`/musical-works?${query}`)).body).map((w) => w.title);
    expect(await titles('q=harbour')).toEqual(['Blue Harbour']);
    // One misspelt word on its own, as members type it.
    expect(await titles('q=harbor')).toEqual(['Blue Harbour']);
    expect(await titles('q=cobre')).toEqual(['Copper Sky']);
    expect(await titles('q=T-034.524.680-1')).toEqual(['amber evening']);
    expect(await titles('status=registered')).toEqual(['Copper Sky']);
    expect(await titles('sort=title&order=asc')).toEqual(['amber evening', 'Blue Harbour', 'Copper Sky']);
    const page2 = await asMember(t, member).get('/musical-works?pageSize=2&page=2&sort=created_at&order=asc');
    expect(data<MusicalWorkListItem[]>(page2.body).map((w) => w.title)).toEqual(['Copper Sky']);
    expect(meta(page2.body)).toEqual({ page: 2, pageSize: 2, total: 3, totalPages: 2 });
  });

  it.each([
    ['status=approved', 'Status must be one of draft, submitted, registered, rejected'],
    ['sort=owner', 'Sort by title, updated_at, created_at, relevance'],
    ['order=sideways', 'Order must be asc or desc'],
    ['page=0', 'Page must be 1 or more'],
    ['pageSize=500', 'Page size must be between 1 and 100'],
    [`q=${'x'.repeat(201)}`, 'Search text must be at most 200 characters'],
  ])('refuses the query %s with 400', async (query, message) => {
    const res = await asMember(t, member).get(`/musical-works?${query}`);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });
});

describe('the society’s registry', () => {
  let registered: MusicalWorkDetails;
  beforeAll(async () => {
    const writer = await createMember(t, { givenName: 'Ingrid', otherNames: 'Johansson', ipiNameNumber: '00000000297' });
    registered = await registeredWork(t, writer, coWriter, { title: 'Yesterday Once More', iswc: 'T-345.246.800-3' });
    await createWork(t, writer, { title: 'Yesterday Twice More', shares: halfAndHalf(ownRightsHolder(writer), coWriter) });
    const submitted = await createWork(t, writer, { title: 'Yesterday Three Times', shares: halfAndHalf(ownRightsHolder(writer), coWriter) });
    await asMember(t, writer).post(`/musical-works/${submitted.id}/submit`);
  });

  const search = async (query: string) => {
    const res = await asMember(t, bo).get(`/musical-works/search?${query}`);
    expect(res.status).toBe(200);
    return data<MusicalWorkRegistryItem[]>(res.body);
  };

  it('finds a registered work by a misspelt title, and never drafts or submissions', async () => {
    const items = await search('q=yestarday%20once');
    expect(items.map((w) => w.title)).toEqual(['Yesterday Once More']);
    expect((await search('q=yestarday')).map((w) => w.title)).toEqual(['Yesterday Once More']);
    expect((await search('q=yesterday')).map((w) => w.title)).toEqual(['Yesterday Once More']);
  });

  it('publishes the title, ISWC and parties with roles, IPI and shares, and what is left to claim, nothing private', async () => {
    const [item] = await search('iswc=T3452468003');
    const ingrid = registered.shares[0]?.rights_holder.id;
    expect(item).toEqual({
      id: registered.id,
      title: 'Yesterday Once More',
      alternative_titles: [],
      iswc: 'T3452468003',
      parties: [
        { rights_holder_id: ingrid, name: 'Ingrid Johansson', role: 'composer', ipi_name_number: '00000000297', performance_share: 50, mechanical_share: 50, controlled: true },
        { rights_holder_id: coWriter, name: 'Tariq Mensah', role: 'author', ipi_name_number: '00000000199', performance_share: 50, mechanical_share: 50, controlled: true },
      ],
      totals: { performance: 100, mechanical: 100 },
      unclaimed: { performance: 0, mechanical: 0 },
      claims_waiting: { performance: 0, mechanical: 0 },
      registered_at: registered.registered_at,
      in_dispute: false,
    });
  });

  it('finds works by a writer’s name, even misspelt, and by IPI name number', async () => {
    expect((await search('writer=Ingrid%20Johanson')).map((w) => w.title)).toEqual(['Yesterday Once More']);
    expect((await search('ipi=297')).map((w) => w.title)).toEqual(['Yesterday Once More']);
  });

  it('refuses a bad ISWC or IPI with 400', async () => {
    const iswc = await asMember(t, bo).get('/musical-works/search?iswc=T-345.246.800-4');
    expect(iswc.status).toBe(400);
    expect(iswc.body.message).toBe('ISWC must look like T-123.456.789-C with a valid check digit, or be its start: T and at least 4 digits (T-123.4)');
    const ipi = await asMember(t, bo).get('/musical-works/search?ipi=00000000100');
    expect(ipi.status).toBe(400);
    expect(ipi.body.message).toBe('IPI name number must be up to 11 digits with valid check digits');
  });
});

describe('the registry searched by the start of an ISWC', () => {
  beforeAll(async () => {
    const mirela = await createMember(t, { givenName: 'Mirela', otherNames: 'Costa' });
    const kwame = await createMember(t, { givenName: 'Kwame', otherNames: 'Asante' });
    await registeredWork(t, mirela, coWriter, { title: 'Quiet Lantern', iswc: 'T-643.621.001-7' });
    await registeredWork(t, kwame, coWriter, { title: 'Lantern Harbour', iswc: 'T-643.621.002-8' });
    await registeredWork(t, mirela, coWriter, { title: 'Quiet Meadow', iswc: 'T-643.650.000-7' });
    // A draft's ISWC is its member's own: the registry never shows it, whatever it begins with.
    await createWork(t, mirela, { title: 'Lantern Draft', iswc: 'T-643.621.003-9', shares: halfAndHalf(ownRightsHolder(mirela), coWriter) });
  });

  const titles = async (query: string) => {
    const res = await asMember(t, bo).get(`/musical-works/search?${query}`);
    expect(res.status).toBe(200);
    return data<MusicalWorkRegistryItem[]>(res.body).map((work) => work.title);
  };

  it.each(['T-643.621', 't643621', 'T 643 621', 'ISWC T-643.621.00', 't-643.621.0'])('finds the registered works whose ISWC begins with %s, in ISWC order', async (typed) => {
    expect(await titles(`iswc=${encodeURIComponent(typed)}`)).toEqual(['Quiet Lantern', 'Lantern Harbour']);
  });

  it('narrows as more of the ISWC is typed, and finds one work by its whole ISWC alone', async () => {
    expect(await titles('iswc=T-6436')).toEqual(['Quiet Lantern', 'Lantern Harbour', 'Quiet Meadow']);
    expect(await titles('iswc=T-643.65')).toEqual(['Quiet Meadow']);
    expect(await titles('iswc=T-643.621.002')).toEqual(['Lantern Harbour']);
    expect(await titles(`iswc=${encodeURIComponent('T-643.621.001-7')}`)).toEqual(['Quiet Lantern']);
    expect(await titles('iswc=T6436210039')).toEqual([]);
  });

  it('pages through the works a start finds, with their total', async () => {
    const res = await asMember(t, bo).get('/musical-works/search?iswc=T-6436&pageSize=2&page=2');
    expect(data<MusicalWorkRegistryItem[]>(res.body).map((work) => work.title)).toEqual(['Quiet Meadow']);
    expect(meta(res.body)).toEqual({ page: 2, pageSize: 2, total: 3, totalPages: 2 });
    const first = await asMember(t, bo).get('/musical-works/search?iswc=T-6436&pageSize=2');
    expect(meta(first.body)).toEqual({ page: 1, pageSize: 2, total: 3, totalPages: 2 });
  });

  it('combines the start of an ISWC with a title and with a writer', async () => {
    expect(await titles('iswc=T-6436&q=lantern')).toEqual(['Quiet Lantern', 'Lantern Harbour']);
    expect(await titles('iswc=T-643.621&q=quiet')).toEqual(['Quiet Lantern']);
    expect(await titles('iswc=T-6436&writer=Mirela%20Costa')).toEqual(['Quiet Lantern', 'Quiet Meadow']);
    expect(await titles('iswc=T-643.621&writer=Kwame%20Asante')).toEqual(['Lantern Harbour']);
  });

  it.each(['T-643', 'T', '643621', 'T-643.62X', 'T-643.621.001-8', 'harbour'])('refuses %s with what it accepts', async (typed) => {
    const res = await asMember(t, bo).get(`/musical-works/search?iswc=${encodeURIComponent(typed)}`);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      errors: [{ path: 'iswc', message: 'ISWC must look like T-123.456.789-C with a valid check digit, or be its start: T and at least 4 digits (T-123.4)' }],
    });
  });
});

describe('share lines', () => {
  let work: MusicalWorkDetails;
  beforeAll(async () => {
    work = await createWork(t, ada, {
      title: 'Ember Lines',
      shares: [{ rights_holder_id: ownRightsHolder(ada), role: 'composer', performance_share: 60, mechanical_share: 60 }],
    });
  });

  it('lists the work’s share table', async () => {
    const res = await asMember(t, ada).get(`/musical-works/${work.id}/rights-holders`);
    expect(res.status).toBe(200);
    expect(data<WorkShare[]>(res.body)).toEqual([
      {
        id: expect.any(String),
        rights_holder: expect.objectContaining({ id: ownRightsHolder(ada), name: 'Ada Okafor', is_self: true }),
        role: 'composer',
        performance_share: 60,
        mechanical_share: 60,
        controlled: true,
      },
    ]);
  });

  it('adds a line, and refuses one that takes a right above 100%', async () => {
    const path = `/musical-works/${work.id}/rights-holders`;
    const added = await asMember(t, ada).post(path, { rights_holder_id: coWriter, role: 'author', performance_share: 40, mechanical_share: 30 });
    expect(added.status).toBe(201);
    expect(data<WorkShare>(added.body)).toMatchObject({ role: 'author', performance_share: 40, mechanical_share: 30 });

    const over = await asMember(t, ada).post(path, { rights_holder_id: publisher, role: 'original_publisher', performance_share: 0.01, mechanical_share: 10.01 });
    expect(over.status).toBe(400);
    expect(over.body.message).toBe(
      'Performance shares add up to 100.01%: they cannot be more than 100%; Mechanical shares add up to 100.01%: they cannot be more than 100%',
    );

    const duplicate = await asMember(t, ada).post(path, { rights_holder_id: coWriter, role: 'author', performance_share: 0, mechanical_share: 0 });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.message).toBe('Tariq Mensah is already on this work as Author');

    const unknown = await asMember(t, ada).post(path, { rights_holder_id: UNKNOWN_ID, role: 'author', performance_share: 0, mechanical_share: 0 });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('Rights holder not found');

    const bad = await asMember(t, ada).post(path, { rights_holder_id: coWriter, role: 'arranger', performance_share: -1, mechanical_share: 1.234 });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([
      { path: 'performance_share', message: 'Performance share cannot be negative' },
      { path: 'mechanical_share', message: 'Mechanical share can have at most two decimals' },
    ]);
  });

  it('changes a line’s shares or role, within 100%', async () => {
    const lines = data<WorkShare[]>((await asMember(t, ada).get(`/musical-works/${work.id}/rights-holders`)).body);
    const coLine = lines.find((l) => l.rights_holder.id === coWriter);
    const path = `/musical-works/${work.id}/rights-holders/${coLine?.id}`;
    const changed = await asMember(t, ada).patch(path, { mechanical_share: 40, role: 'composer_author' });
    expect(changed.status).toBe(200);
    expect(data<WorkShare>(changed.body)).toMatchObject({ role: 'composer_author', performance_share: 40, mechanical_share: 40 });

    const over = await asMember(t, ada).patch(path, { performance_share: 40.01 });
    expect(over.status).toBe(400);
    expect(over.body.message).toBe('Performance shares add up to 100.01%: they cannot be more than 100%');

    const notAllowed = await asMember(t, ada).patch(path, { rights_holder_id: publisher });
    expect(notAllowed.status).toBe(400);

    const negative = await asMember(t, ada).patch(path, { performance_share: -1 });
    expect(negative.status).toBe(400);
    expect(negative.body.message).toBe('Performance share cannot be negative');
    const notNumber = await asMember(t, ada).patch(path, { mechanical_share: 'half' });
    expect(notNumber.status).toBe(400);
    expect(notNumber.body.message).toBe('Mechanical share must be a number');
    const unchanged = data<WorkShare[]>((await asMember(t, ada).get(`/musical-works/${work.id}/rights-holders`)).body);
    expect(unchanged.find((l) => l.id === coLine?.id)).toMatchObject({ performance_share: 40, mechanical_share: 40 });
  });

  it('removes a line, and answers 404 for a line that is not on the work', async () => {
    const other = await createWork(t, ada, { title: 'Other Lines', shares: halfAndHalf(ownRightsHolder(ada), coWriter) });
    const foreignLine = other.shares[0]?.id;
    expect((await asMember(t, ada).delete(`/musical-works/${work.id}/rights-holders/${foreignLine}`)).status).toBe(404);
    expect((await asMember(t, ada).patch(`/musical-works/${work.id}/rights-holders/${UNKNOWN_ID}`, { role: 'author' })).status).toBe(404);

    const lines = data<WorkShare[]>((await asMember(t, ada).get(`/musical-works/${work.id}/rights-holders`)).body);
    const removed = await asMember(t, ada).delete(`/musical-works/${work.id}/rights-holders/${lines[1]?.id}`);
    expect(removed.status).toBe(200);
    const after = data<MusicalWorkDetails>((await asMember(t, ada).get(`/musical-works/${work.id}`)).body);
    expect(after.shares).toHaveLength(1);
    expect(after.totals).toEqual({ performance: 60, mechanical: 60 });
  });
});

describe('alternative titles and their types', () => {
  it('changes a title’s type, reads it back and records the change of type in the history', async () => {
    const work = await createWork(t, ada, { title: 'Copper Road', alternative_titles: [{ title: 'Camino de Cobre', type: 'alternative' }] });
    const res = await asMember(t, ada).patch(`/musical-works/${work.id}`, {
      alternative_titles: [{ title: 'Camino de Cobre', type: 'translated' }, { title: 'Down the copper road', type: 'first_line' }],
    });
    expect(res.status).toBe(200);
    const read = data<MusicalWorkDetails>((await asMember(t, ada).get(`/musical-works/${work.id}`)).body);
    expect(read.alternative_titles).toEqual([
      { title: 'Camino de Cobre', type: 'translated' },
      { title: 'Down the copper road', type: 'first_line' },
    ]);
    const [updated] = data<MusicalWorkHistoryEntry[]>((await asMember(t, ada).get(`/musical-works/${work.id}/history`)).body);
    expect(updated?.changes).toEqual([
      {
        field: 'alternative_titles',
        old: ['Camino de Cobre — Alternative title'],
        new: ['Camino de Cobre — Translated title', 'Down the copper road — First line of the lyrics'],
      },
    ]);
  });

  it('finds a work by an alternative title of any type', async () => {
    const member = await createMember(t, { givenName: 'Noor', otherNames: 'Haddad' });
    await createWork(t, member, { title: 'Night Garden', alternative_titles: [{ title: 'Jardin de Nuit', type: 'translated' }] });
    const res = await asMember(t, member).get('/musical-works?q=jardin');
    expect(data<MusicalWorkListItem[]>(res.body).map((w) => w.title)).toEqual(['Night Garden']);
  });

  it('shows a registered work’s change of type while it waits for review, the registry keeping the registered type', async () => {
    const member = await createMember(t, { givenName: 'Ines', otherNames: 'Duarte' });
    const work = await registeredWork(t, member, coWriter, { title: 'Silver Tide', alternative_titles: ['Marea de Plata'] });
    const res = await asMember(t, member).patch(`/musical-works/${work.id}`, { alternative_titles: [{ title: 'Marea de Plata', type: 'translated' }] });
    expect(res.status).toBe(200);
    const read = data<MusicalWorkDetails>(res.body);
    expect(read.alternative_titles).toEqual([{ title: 'Marea de Plata', type: 'translated' }]);
    expect(read.change?.changes).toEqual([
      { field: 'alternative_titles', old: ['Marea de Plata — Alternative title'], new: ['Marea de Plata — Translated title'] },
    ]);
    const registry = async () => data<MusicalWorkRegistryItem[]>((await asMember(t, bo).get('/musical-works/search?q=marea%20de%20plata')).body);
    expect((await registry()).map((item) => item.alternative_titles)).toEqual([[{ title: 'Marea de Plata', type: 'alternative' }]]);
    await decide(t, work.id);
    expect((await registry()).map((item) => item.alternative_titles)).toEqual([[{ title: 'Marea de Plata', type: 'translated' }]]);
  });
});

describe('history', () => {
  it('records who changed what, with old and new values, newest first, in pages', async () => {
    const work = await createWork(t, ada, { title: 'Paper Moon', duration: 185, shares: [{ rights_holder_id: coWriter, role: 'composer', performance_share: 50, mechanical_share: 50 }] });
    await asMember(t, ada).patch(`/musical-works/${work.id}`, { title: 'Paper Moon (Live)', iswc: 'T-034.524.680-1', alternative_titles: ['Luna di Carta'] });
    await asMember(t, ada).patch(`/musical-works/${work.id}`, {
      shares: [
        { rights_holder_id: coWriter, role: 'composer', performance_share: 40, mechanical_share: 50 },
        { rights_holder_id: ownRightsHolder(ada), role: 'author', performance_share: 60, mechanical_share: 50 },
      ],
    });
    await asMember(t, ada).post(`/musical-works/${work.id}/submit`);

    const res = await asMember(t, ada).get(`/musical-works/${work.id}/history`);
    expect(res.status).toBe(200);
    const entries = data<MusicalWorkHistoryEntry[]>(res.body);
    expect(entries.map((e) => e.event)).toEqual(['submitted', 'share_added', 'share_updated', 'updated', 'share_added', 'created']);
    expect(entries.every((e) => e.actor_name === 'Ada Okafor')).toBe(true);
    expect(entries[0]?.changes).toEqual([{ field: 'status', old: 'Draft', new: 'In review' }]);
    expect(entries[2]?.changes).toEqual([
      { field: 'rights_holder', old: 'Tariq Mensah', new: 'Tariq Mensah' },
      { field: 'performance_share', old: 50, new: 40 },
    ]);
    expect(entries[3]?.changes).toEqual([
      { field: 'title', old: 'Paper Moon', new: 'Paper Moon (Live)' },
      { field: 'alternative_titles', old: [], new: ['Luna di Carta — Alternative title'] },
      { field: 'iswc', old: null, new: 'T-034.524.680-1' },
    ]);
    expect(entries[5]?.changes).toEqual([
      { field: 'title', old: null, new: 'Paper Moon' },
      { field: 'duration', old: null, new: '03:05' },
    ]);
    expect(entries[4]?.changes).toEqual([
      { field: 'rights_holder', old: null, new: 'Tariq Mensah' },
      { field: 'role', old: null, new: 'Composer' },
      { field: 'performance_share', old: null, new: 50 },
      { field: 'mechanical_share', old: null, new: 50 },
      { field: 'controlled', old: null, new: true },
    ]);

    const page = await asMember(t, ada).get(`/musical-works/${work.id}/history?pageSize=2&page=3`);
    expect(data<MusicalWorkHistoryEntry[]>(page.body).map((e) => e.event)).toEqual(['share_added', 'created']);
    expect(meta(page.body)).toEqual({ page: 3, pageSize: 2, total: 6, totalPages: 3 });
  });

  it('writes nothing for a save that changes nothing', async () => {
    const work = await createWork(t, ada, { title: 'Still Water' });
    await asMember(t, ada).patch(`/musical-works/${work.id}`, { title: 'Still Water' });
    const entries = data<MusicalWorkHistoryEntry[]>((await asMember(t, ada).get(`/musical-works/${work.id}/history`)).body);
    expect(entries.map((e) => e.event)).toEqual(['created']);
  });

  it('keeps the trail of a deleted draft', async () => {
    const work = await createWork(t, ada, { title: 'Gone' });
    await asMember(t, ada).delete(`/musical-works/${work.id}`);
    const rows = await t.db.select().from(registrationEvents).where(eq(registrationEvents.itemId, work.id));
    expect(rows.map((r) => r.event).sort()).toEqual(['created', 'deleted']);
  });
});

describe('another member’s work', () => {
  let work: MusicalWorkDetails;
  let shareId: string;
  beforeAll(async () => {
    work = await createWork(t, ada, { title: 'Private Matter', shares: halfAndHalf(ownRightsHolder(ada), coWriter) });
    shareId = work.shares[0]?.id ?? '';
  });

  const requests = () => {
    const line = { rights_holder_id: publisher, role: 'original_publisher', performance_share: 0, mechanical_share: 0 };
    return [
      ['GET', `/musical-works/${work.id}`, undefined],
      ['PATCH', `/musical-works/${work.id}`, { title: 'Mine now' }],
      ['DELETE', `/musical-works/${work.id}`, undefined],
      ['POST', `/musical-works/${work.id}/submit`, {}],
      ['GET', `/musical-works/${work.id}/history`, undefined],
      ['GET', `/musical-works/${work.id}/rights-holders`, undefined],
      ['POST', `/musical-works/${work.id}/rights-holders`, line],
      ['PATCH', `/musical-works/${work.id}/rights-holders/${shareId}`, { performance_share: 0 }],
      ['DELETE', `/musical-works/${work.id}/rights-holders/${shareId}`, undefined],
    ] as const;
  };

  it('answers 404 on every endpoint, exactly like a work that does not exist', async () => {
    for (const [method, url, payload] of requests()) {
      const res = await t.app.inject({ method, url: `/api/v1${url}`, headers: bo.auth, ...(payload ? { payload } : {}) });
      expect([method, url, res.statusCode, res.json().message]).toEqual([method, url, 404, 'Musical work not found']);
      const missing = await t.app.inject({ method, url: `/api/v1${url.replace(work.id, UNKNOWN_ID)}`, headers: bo.auth, ...(payload ? { payload } : {}) });
      expect([method, missing.statusCode, missing.json().message]).toEqual([method, 404, 'Musical work not found']);
    }
    const after = data<MusicalWorkDetails>((await asMember(t, ada).get(`/musical-works/${work.id}`)).body);
    expect(after).toMatchObject({ title: 'Private Matter', status: 'draft' });
    expect(after.shares).toHaveLength(2);
  });

  it('never lists it, nor shows a draft in the registry', async () => {
    const list = data<MusicalWorkListItem[]>((await asMember(t, bo).get('/musical-works?pageSize=100')).body);
    expect(list.map((w) => w.id)).not.toContain(work.id);
    const registry = data<MusicalWorkRegistryItem[]>((await asMember(t, bo).get('/musical-works/search?q=private%20matter')).body);
    expect(registry).toEqual([]);
  });

  it('is someone else’s for staff on the member endpoints too: they read it through the review desk, never change it', async () => {
    const staff = await createStaff(t);
    expect((await asMember(t, staff).get(`/musical-works/${work.id}`)).status).toBe(404);
    expect((await asMember(t, staff).get(`/musical-works/${work.id}/history`)).status).toBe(404);
    expect((await asMember(t, staff).patch(`/musical-works/${work.id}`, { title: 'Staff edit' })).status).toBe(404);
    expect((await asMember(t, staff).get(`/staff/registrations/musical-works/${work.id}`)).status).toBe(200);
  });

  it('answers 400 for an id that is not a UUID', async () => {
    const res = await asMember(t, ada).get('/musical-works/42');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Not a valid id');
  });
});

describe('demo data', () => {
  it('gives the demo members works in every state, shared with other rights holders, with their histories', async () => {
    const database = await createTestDatabase();
    try {
      const { ids } = await seedDemoData(database.db);
      const works = await database.db.select().from(musicalWorks);
      const byTitle = Object.fromEntries(works.map((w) => [w.title, w]));
      expect(works.filter((w) => w.ownerId === ids.adaId).map((w) => [w.title, w.status]).sort()).toEqual([
        ['Copper Sky', 'registered'],
        ['Harbour Lights', 'draft'],
        ['Northern Waltz', 'registered'],
        ['Paper Moon', 'rejected'],
        ['Salt Road', 'submitted'],
      ]);
      expect(byTitle['Midnight Ferry']).toMatchObject({ ownerId: ids.labelId, status: 'registered', iswc: 'T0000000010' });
      // A partial registration naming Ada as a co-writer the label does not control.
      expect(byTitle['Lantern Tide']).toMatchObject({ ownerId: ids.labelId, status: 'registered' });
      const lanternLines = await database.db.select().from(musicalWorkShares).where(eq(musicalWorkShares.workId, byTitle['Lantern Tide']?.id ?? ''));
      expect(lanternLines.map((l) => [l.role, l.performanceBp, l.controlled]).sort()).toEqual([
        ['author', 2000, false],
        ['composer', 3000, true],
        ['original_publisher', 3000, true],
      ]);
      expect(byTitle['Copper Sky']?.iswc).toBe('T3452468003');
      const members = await database.db.select().from(rightsHolders);
      expect(members.filter((h) => h.userId).map((h) => h.name).sort()).toEqual(['Ada Okafor', 'Northern Lights Records Ltd']);
      const events = await database.db.select().from(registrationEvents).where(eq(registrationEvents.itemId, byTitle['Copper Sky']?.id ?? ''));
      expect(events.map((e) => e.event).sort()).toEqual(['created', 'registered', 'share_added', 'share_added', 'share_added', 'submitted']);
    } finally {
      await database.close();
    }
  });
});
