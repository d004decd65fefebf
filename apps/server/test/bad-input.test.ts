import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSession } from '../src/session/session.service';
import { badRequestsFor, operationsOf, validRequestFor } from './support/bad-requests';
import type { BadRequest, Operation, ValidValues } from './support/bad-requests';
import { createMember, DEFAULT_PASSWORD, uniqueEmail } from './support/factories';
import type { TestMember } from './support/factories';
import { ownRightsHolder } from './support/musical-works';
import { buildTestApp } from './support/test-app';
import type { TestApp } from './support/test-app';

/**
 * Bad input is a clear 4xx in the API's error body, never a 500 (docs/architecture.md#scale-and-resilience): every operation of the
 * OpenAPI document the app serves gets every kind of bad value in each parameter and body field,
 * anonymously and as a logged-in member. The seed is fixed, so a failure replays exactly.
 */
const SEED = Number(process.env.BAD_INPUT_SEED ?? 20_240_901);

let t: TestApp;
let member: TestMember;
let operations: Operation[];

/** What belongs to the member for the operation under test: fresh for each, since DELETE or submit may use them up. */
type Fixtures = { workId: string; shareId: string; recordingId: string };
let fixtures: Fixtures;

beforeAll(async () => {
  t = await buildTestApp();
  member = await createMember(t);
  operations = operationsOf(t.app.swagger());
});
afterAll(() => t.close());

/** A new session, and a work with one share and a recording of the member's, through the API. */
async function freshFixtures(): Promise<Fixtures> {
  // Logout, a password change or a reset in the previous operation may have ended the session.
  await logInAgain();
  const create = async (path: string, payload: Record<string, unknown>) => {
    const res = await t.app.inject({ method: 'POST', url: `/api/v1${path}`, headers: memberHeaders(), payload });
    if (res.statusCode !== 201) throw new Error(`fixtures: POST ${path} answered ${res.statusCode} ${res.body}`);
    return res.json<{ data: { data: { id: string; shares?: { id: string }[] } } }>().data.data;
  };
  const work = await create('/musical-works', {
    title: 'Harbour Lights',
    shares: [{ rights_holder_id: ownRightsHolder(member), role: 'composer', performance_share: 100, mechanical_share: 100 }],
  });
  const recording = await create('/sound-recordings', { title: 'Harbour Lights' });
  const shareId = work.shares?.[0]?.id;
  if (!shareId) throw new Error('fixtures: the work has no share');
  return { workId: work.id, shareId, recordingId: recording.id };
}

const validValues: ValidValues = {
  id(name, previousSegment) {
    if (name === 'shareId') return fixtures.shareId;
    if (name === 'rights_holder_id' || previousSegment === 'rights-holders' || previousSegment === 'rightsholder_isni') return ownRightsHolder(member);
    if (name === 'musical_work_id' || previousSegment === 'musical-works') return fixtures.workId;
    if (name === 'recording_id' || previousSegment === 'sound-recordings') return fixtures.recordingId;
    return randomUUID();
  },
  byName: {
    email: () => uniqueEmail('bad-input'),
    password: () => DEFAULT_PASSWORD,
    current_password: () => DEFAULT_PASSWORD,
    new_password: () => `${DEFAULT_PASSWORD}-renewed`,
    phone: () => '+442079460958',
    date_of_birth: () => '1990-03-15',
    release_date: () => '2001-02-03',
    tz: () => 'Europe/London',
    self: () => 'true',
    // A namesake with no identifier is refused (409): every rights holder the walk creates gets a name of its own.
    name: () => `Harbour lights ${randomUUID().slice(0, 8)}`,
  },
};

let memberToken: string;
function memberHeaders(): Record<string, string> {
  return { authorization: `Bearer ${memberToken}` };
}
async function logInAgain(): Promise<void> {
  memberToken = (await startSession(t.db, member.id, 1, { ip: '127.0.0.1', userAgent: 'vitest' })).token;
}

let client = 0;
/** Each request from its own address, so per-IP rate limits answer the bad value, not the count. */
function nextAddress(): string {
  client += 1;
  return `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client & 255}`;
}

type Sent = { status: number; body: string; problem?: string };

/** Sends one request; a problem is a 5xx, an error body not in the API's shape, or a message out of house style. */
async function send(request: BadRequest, asMember: boolean): Promise<Sent> {
  let response;
  try {
    response = await t.app.inject({
      method: request.method as 'GET',
      url: request.url,
      headers: { ...request.headers, ...(asMember ? memberHeaders() : {}) },
      remoteAddress: nextAddress(),
      ...(request.payload === undefined ? {} : { payload: request.payload }),
    });
  } catch (error) {
    return { status: 0, body: '', problem: error instanceof Error ? error.message : String(error) };
  }
  const sent: Sent = { status: response.statusCode, body: response.body.slice(0, 300) };
  // Logout or a password change ended the session: the next request logs in again.
  if (asMember && response.statusCode === 401) await logInAgain();
  if (response.statusCode >= 500) return { ...sent, problem: 'server error' };
  if (response.statusCode >= 400) {
    const body = (() => {
      try {
        return response.json<Record<string, unknown>>();
      } catch {
        return undefined;
      }
    })();
    const inShape =
      body !== undefined &&
      typeof body.message === 'string' &&
      Object.keys(body).every((key) => key === 'message' || key === 'errors') &&
      (body.errors === undefined || Array.isArray(body.errors));
    if (!inShape) return { ...sent, problem: "not the API's error body" };
  }
  return sent;
}

function describeFailure(request: BadRequest, identity: string, sent: Sent): string {
  const payload = request.payload === undefined ? '' : ` ${JSON.stringify(String(request.payload).slice(0, 120))}`;
  return `${identity} ${request.method} ${request.url.slice(0, 160)} [${request.label}]${payload} → ${sent.status} ${sent.problem}: ${sent.body}`;
}

describe.each([
  { identity: 'anonymous', asMember: false },
  { identity: 'member', asMember: true },
])('bad input, $identity', ({ identity, asMember }) => {
  it('answers every bad parameter and body of every operation with a 4xx in the API error body', async () => {
    expect(operations.length).toBeGreaterThan(30);
    const failures: string[] = [];
    let sentCount = 0;
    for (const [index, operation] of operations.entries()) {
      fixtures = await freshFixtures();
      for (const request of badRequestsFor(operation, validValues, SEED + index)) {
        const sent = await send(request, asMember);
        sentCount += 1;
        if (sent.problem) failures.push(describeFailure(request, identity, sent));
      }
    }
    expect(failures, `seed ${SEED}`).toEqual([]);
    expect(sentCount).toBeGreaterThan(2_000);
    // About 2 000 requests: some seconds of CPU; the limit is for a machine busy with other work.
  }, 300_000);
});

describe('the valid requests the bad values are sent against', () => {
  // Without a valid background the bad value would be refused for another field, and never reach the database.
  it.each([
    ['POST', '/api/v1/auth/signup'],
    ['PATCH', '/api/v1/user/profile'],
    ['POST', '/api/v1/frontend/errorlogs'],
    ['POST', '/api/v1/rights-holders'],
    ['POST', '/api/v1/musical-works'],
    ['PATCH', '/api/v1/musical-works/{id}'],
    ['POST', '/api/v1/sound-recordings'],
    ['PATCH', '/api/v1/sound-recordings/{id}'],
    ['GET', '/api/v1/sound-recordings/logs'],
    ['GET', '/api/v1/musical-works/search'],
  ])('are accepted by %s %s', async (method, path) => {
    const operation = operations.find((o) => o.method === method && o.path === path);
    if (!operation) throw new Error(`No operation ${method} ${path} in the OpenAPI document`);
    fixtures = await freshFixtures();
    const request = validRequestFor(operation, validValues);
    const sent = await send(request, true);
    expect(sent.status, sent.body).toBeLessThan(300);
  });
});

describe('bad input, case by case', () => {
  const asMember = () => ({ headers: memberHeaders() });
  beforeAll(logInAgain);

  it('names the field that holds a NUL byte or a lone surrogate', async () => {
    const search = await t.app.inject({ method: 'GET', url: '/api/v1/musical-works/search?writer=Harbour%00Lights', ...asMember() });
    expect(search.statusCode).toBe(400);
    expect(search.json()).toEqual({
      message: 'Writer cannot contain NUL characters',
      errors: [{ path: 'writer', message: 'Writer cannot contain NUL characters' }],
    });
    // No login needed to reach this one: the error page reports what broke.
    const report = await t.app.inject({ method: 'POST', url: '/api/v1/frontend/errorlogs', payload: '{"description": "TypeError \\ud83c"}', headers: { 'content-type': 'application/json' } });
    expect(report.statusCode).toBe(400);
    expect(report.json<{ message: string }>().message).toBe('Description contains a broken character: half of a UTF-16 surrogate pair');
  });

  it('answers credentials that are not a session with 401, whatever they hold', async () => {
    for (const headers of [
      { authorization: `Bearer ${'x'.repeat(10_000)}` },
      { authorization: 'Bearer \u00e9t\u00e9' },
      { authorization: 'Basic Zm9vOmJhcg==' },
      { cookie: `_session_id=${'%'.repeat(50)}` },
      { cookie: '_session_id=%00' },
      { cookie: '_session_id=%ED%A0%80' },
    ]) {
      const res = await t.app.inject({ method: 'GET', url: '/api/v1/user/profile', headers });
      expect(res.statusCode, JSON.stringify(headers).slice(0, 80)).toBe(401);
      expect(Object.keys(res.json<object>())).toEqual(['message']);
    }
  });

  it('refuses a date in the year 0000', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/sound-recordings', ...asMember(), payload: { title: 'Harbour Lights', release_date: '0000-01-01' } });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toBe('Release date must be a date between the years 0001 and 9999');
  });

  it('answers an address it cannot decode, or an over-long id, in the API error body', async () => {
    const badEncoding = await t.app.inject({ method: 'GET', url: '/api/v1/musical-works/%E0%A4%A', ...asMember() });
    expect(badEncoding.statusCode).toBe(400);
    expect(badEncoding.json()).toEqual({ message: 'The address is not valid: check its percent-encoding' });
    const overLong = await t.app.inject({ method: 'GET', url: `/api/v1/musical-works/${'a'.repeat(500)}`, ...asMember() });
    expect(overLong.statusCode).toBe(414);
    expect(overLong.json()).toEqual({ message: 'A part of the address is too long' });
  });

  it('answers malformed multipart on the picture upload with 400, and too large a picture with 413', async () => {
    const upload = (contentType: string, payload: string | Buffer) =>
      t.app.inject({ method: 'POST', url: '/api/v1/user/profile/picture', headers: { ...memberHeaders(), 'content-type': contentType }, payload });
    const part = '--XYZ\r\nContent-Disposition: form-data; name="file"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n';
    const malformed = { message: 'The upload is not valid multipart/form-data: send the file as the form field "file"' };
    for (const [contentType, payload] of [
      ['multipart/form-data', `${part}x\r\n--XYZ--\r\n`],
      ['multipart/form-data; boundary=ABC', `${part}x\r\n--XYZ--\r\n`],
      ['multipart/form-data; boundary=XYZ', part.slice(0, 40)],
    ] as const) {
      const res = await upload(contentType, payload);
      expect(res.statusCode, `${contentType}: ${res.body}`).toBe(400);
      expect(res.json()).toEqual(malformed);
    }
    const big = await upload('multipart/form-data; boundary=XYZ', Buffer.concat([Buffer.from(part), Buffer.alloc(2 * 1024 * 1024 + 1), Buffer.from('\r\n--XYZ--\r\n')]));
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ message: 'The picture must be at most 2 MB' });
  });
});
