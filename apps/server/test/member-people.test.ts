import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { endpoints, endpointPath, memberRoleValues, type Endpoint, type MemberPart, type MemberRole } from '@repertoire/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberInvitations, sessions } from '../src/db/schema';
import { createMember, createPerson, DEFAULT_PASSWORD, uniqueEmail } from './support/factories';
import type { TestMember } from './support/factories';
import { buildTestApp } from './support/test-app';
import type { TestApp } from './support/test-app';

/** A member's people and roles (docs/domain.md#people-and-roles). */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const api = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, who?: { auth: Record<string, string> }, payload?: unknown) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: who?.auth ?? {}, ...(payload === undefined ? {} : { payload: payload as object }) });

const label = (name = 'Aurora Records') => createMember(t, { registerAs: 'corporate', corporationName: name });

async function createWork(owner: TestMember, title = 'Northern Lights'): Promise<string> {
  const res = await api('POST', '/musical-works', owner, { title });
  expect(res.statusCode).toBe(201);
  return (res.json() as { data: { data: { id: string } } }).data.data.id;
}

/** What each role may do, as the product states it: the table the access module must agree with. */
const partsOf: Record<MemberRole, readonly MemberPart[]> = {
  administrator: ['read', 'registrations', 'finance', 'administration', 'self'],
  registrations: ['read', 'registrations', 'self'],
  finance: ['read', 'finance', 'self'],
  read_only: ['read', 'self'],
};

const signedIn = Object.entries(endpoints as Record<string, Endpoint>).filter(([, e]) => e.access === 'member' || e.access === 'account');
// The stream never ends by itself, and leaving ends the person's membership: both are tested on their own below.
const probed = signedIn.filter(([name]) => name !== 'streamNotifications' && name !== 'leaveMember');

describe('the access matrix', () => {
  it('every member and signed-in endpoint declares its part of the member’s business', () => {
    const undeclared = signedIn.filter(([, e]) => !e.memberPart).map(([name]) => name);
    expect(undeclared).toEqual([]);
  });

  it.each(memberRoleValues)('a person with the role %s reaches what the role covers and is refused the rest with 403', async (role) => {
    const member = await label();
    const person = await createPerson(t, member, role);
    const wrong: string[] = [];
    for (const [name, endpoint] of probed) {
      const params = Object.fromEntries([...endpoint.path.matchAll(/:(\w+)/g)].map(([, key]) => [key as string, key === 'kind' ? 'works' : randomUUID()]));
      const res = await t.app.inject({
        method: endpoint.method,
        url: `/api/v1${endpointPath(endpoint.path, params)}`,
        headers: person.auth,
        ...(endpoint.method === 'GET' || endpoint.kind === 'upload' ? {} : { payload: {} }),
      });
      const covered = partsOf[role].includes(endpoint.memberPart as MemberPart);
      if (covered ? res.statusCode === 403 || res.statusCode === 401 || res.statusCode >= 500 : res.statusCode !== 403) {
        wrong.push(`${name}: ${res.statusCode} ${res.body.slice(0, 120)}`);
      }
      if (!covered) expect(res.json().message).toMatch(/^Your role at Aurora Records \((Registrations|Finance|Read-only)\) does not cover /);
    }
    expect(wrong).toEqual([]);
  });

  it('tells a registrations person which part their role does not cover', async () => {
    const person = await createPerson(t, await label(), 'registrations');
    const res = await api('GET', '/bank-details', person);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Your role at Aurora Records (Registrations) does not cover bank details');
    const profile = await api('PATCH', '/user/profile', person, { phone: '+353123456789' });
    expect(profile.json().message).toBe('Your role at Aurora Records (Registrations) does not cover changing the profile');
  });

  it('lets finance read bank details but not change them', async () => {
    const person = await createPerson(t, await label(), 'finance');
    expect((await api('GET', '/bank-details', person)).statusCode).toBe(200);
    const res = await api('PUT', '/bank-details', person, { password: DEFAULT_PASSWORD });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Your role at Aurora Records (Finance) does not cover changing bank details');
  });
});

describe('acting for a member', () => {
  it('records the person and the member they acted for in the history', async () => {
    const member = await label();
    const jane = await createPerson(t, member, 'registrations');
    const id = await createWork(jane);
    const history = await api('GET', `/musical-works/${id}/history`, member);
    expect(history.statusCode).toBe(200);
    const entries = (history.json() as { data: { data: { actor_name: string }[] } }).data.data;
    expect(entries.map((entry) => entry.actor_name)).toContain('Jane Doe for Aurora Records');
    // The work is the member's: its owner reads it.
    expect((await api('GET', `/musical-works/${id}`, member)).statusCode).toBe(200);
  });

  it('answers the session with the member acted for, the person and their memberships', async () => {
    const member = await label();
    const jane = await createPerson(t, member, 'finance');
    const res = await api('GET', '/auth/session', jane);
    const session = res.json().data.data;
    expect(session.user).toMatchObject({ id: member.id, display_name: 'Aurora Records', role: 'member' });
    expect(session.person).toMatchObject({ id: jane.id, name: 'Jane Doe', role: 'finance', is_member: false });
    expect(session.memberships).toEqual([{ member_id: member.id, name: 'Aurora Records', role: 'finance', needs_second_factor: false }]);
  });

  it('switches between the members a manager acts for, and never reaches another member’s data', async () => {
    const writerA = await createMember(t, { givenName: 'Ada', otherNames: 'Okafor' });
    const writerB = await createMember(t, { givenName: 'Bola', otherNames: 'Ade' });
    const stranger = await createMember(t);
    const workA = await createWork(writerA, 'Song of A');
    const workB = await createWork(writerB, 'Song of B');
    const manager = await createPerson(t, writerA, 'registrations');
    await createPerson(t, writerB, 'registrations', manager);

    expect((await api('GET', `/musical-works/${workA}`, manager)).statusCode).toBe(200);
    expect((await api('GET', `/musical-works/${workB}`, manager)).statusCode).toBe(404);

    const switched = await api('POST', '/auth/session/acting-for', manager, { member_id: writerB.id });
    expect(switched.statusCode).toBe(200);
    expect(switched.json().data.data.user.display_name).toBe('Bola Ade');
    expect((await api('GET', `/musical-works/${workB}`, manager)).statusCode).toBe(200);
    expect((await api('GET', `/musical-works/${workA}`, manager)).statusCode).toBe(404);
    const list = await api('GET', '/musical-works', manager);
    expect(list.json().data.data.map((w: { id: string }) => w.id)).toEqual([workB]);

    const refused = await api('POST', '/auth/session/acting-for', manager, { member_id: stranger.id });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe('You do not act for this member');
  });

  it('logs a person in for the member they last acted for, and tells one with no member left', async () => {
    const first = await label('First Label');
    const second = await label('Second Label');
    const person = await createPerson(t, first, 'read_only');
    await createPerson(t, second, 'read_only', person);
    await api('POST', '/auth/session/acting-for', person, { member_id: second.id });
    const login = await api('POST', '/auth/login', undefined, { email: person.email, password: DEFAULT_PASSWORD, bearer: true });
    expect(login.statusCode).toBe(200);
    expect(login.json().data.data.user.display_name).toBe('Second Label');

    const alone = await createMember(t, { role: 'person' });
    const refused = await api('POST', '/auth/login', undefined, { email: alone.email, password: DEFAULT_PASSWORD });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('You no longer act for any member: ask an administrator of your company to invite you again');
  });
});

describe('people', () => {
  it('lists the member’s people with their roles; only administrators see the list', async () => {
    const member = await label();
    const jane = await createPerson(t, member, 'registrations');
    const res = await api('GET', '/people', member);
    expect(res.statusCode).toBe(200);
    const people = res.json().data.data.people as { id: string; role: string; is_member: boolean; is_you: boolean; last_active_at: string | null }[];
    expect(people.map((p) => [p.id, p.role, p.is_member, p.is_you])).toEqual([
      [member.id, 'administrator', true, true],
      [jane.id, 'registrations', false, false],
    ]);
    expect(people[1]?.last_active_at).not.toBeNull();
    expect((await api('GET', '/people', jane)).statusCode).toBe(403);
  });

  it('never lets the last administrator go: neither demoted, removed nor leaving (409)', async () => {
    const member = await label();
    const demote = await api('PATCH', `/people/${member.id}`, member, { role: 'read_only' });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().message).toBe('A member needs at least one administrator: make someone else an administrator first');
    expect((await api('DELETE', `/people/${member.id}`, member)).statusCode).toBe(409);
    expect((await api('POST', '/people/leave', member)).statusCode).toBe(409);

    const jane = await createPerson(t, member, 'administrator');
    expect((await api('PATCH', `/people/${member.id}`, jane, { role: 'read_only' })).statusCode).toBe(200);
    expect((await api('PATCH', `/people/${jane.id}`, jane, { role: 'finance' })).statusCode).toBe(409);
  });

  it('ends the sessions of a removed person at once: their next request answers 401', async () => {
    const member = await label();
    const jane = await createPerson(t, member, 'registrations');
    expect((await api('GET', '/musical-works', jane)).statusCode).toBe(200);
    const removed = await api('DELETE', `/people/${jane.id}`, member);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().message).toBe('Jane Doe no longer acts for this member');
    expect((await api('GET', '/musical-works', jane)).statusCode).toBe(401);
    const left = await t.db.select().from(sessions).where(and(eq(sessions.userId, jane.id), eq(sessions.actingForId, member.id)));
    expect(left).toEqual([]);
    expect((await api('DELETE', `/people/${jane.id}`, member)).statusCode).toBe(404);
  });

  it('applies a change of role at the person’s next request, in the sessions they hold open', async () => {
    const member = await label();
    const jane = await createPerson(t, member, 'read_only');
    expect((await api('POST', '/musical-works', jane, { title: 'Too Early' })).statusCode).toBe(403);
    expect((await api('PATCH', `/people/${jane.id}`, member, { role: 'registrations' })).statusCode).toBe(200);
    expect((await api('POST', '/musical-works', jane, { title: 'Now Allowed' })).statusCode).toBe(201);
    expect((await api('PATCH', `/people/${jane.id}`, member, { role: 'read_only' })).statusCode).toBe(200);
    expect((await api('POST', '/musical-works', jane, { title: 'Refused Again' })).statusCode).toBe(403);
  });

  it('keeps no session acting for a membership that is gone, whoever deletes it', async () => {
    const member = await label();
    const jane = await createPerson(t, member, 'registrations');
    await t.db.execute(sql`delete from member_people where member_id = ${member.id} and person_id = ${jane.id}`);
    expect(await t.db.select().from(sessions).where(and(eq(sessions.userId, jane.id), eq(sessions.actingForId, member.id)))).toEqual([]);
    expect((await api('GET', '/musical-works', jane)).statusCode).toBe(401);
    // Nor can one be written without it: a non-staff session names its member and role together.
    await expect(t.db.execute(sql`update sessions set member_role = null where user_id = ${member.id}`)).rejects.toThrow();
  });

  it('lets a person leave a member; a person of another member is not found', async () => {
    const member = await label();
    const other = await label('Other Label');
    const jane = await createPerson(t, member, 'read_only');
    expect((await api('DELETE', `/people/${jane.id}`, other)).statusCode).toBe(404);
    expect((await api('POST', '/people/leave', jane)).statusCode).toBe(200);
    expect((await api('GET', '/dashboard/summary', jane)).statusCode).toBe(401);
  });
});

describe('invitations', () => {
  async function invite(admin: TestMember, email: string, role: MemberRole = 'registrations'): Promise<{ id: string; token: string }> {
    const res = await api('POST', '/people/invitations', admin, { email, role });
    expect(res.statusCode).toBe(201);
    const link = await t.mailbox.linkSentTo(email, '/invitations/accept?token=');
    return { id: res.json().data.data.id, token: new URL(link).searchParams.get('token') ?? '' };
  }
  const check = async (token: string) => (await api('POST', '/invitations/status', undefined, { token })).json().data.data;

  it('signs up a new person from the mailed link, once: they act for the member with the invited role', async () => {
    const member = await label();
    const email = uniqueEmail('colleague');
    const { token } = await invite(member, email);
    const [stored] = await t.db.select().from(memberInvitations).where(eq(memberInvitations.email, email));
    expect(stored?.tokenHash).not.toBe(token);
    expect(await check(token)).toEqual({ status: 'valid', member_name: 'Aurora Records', email, role: 'registrations', has_account: false });

    const signed = await api('POST', '/invitations/signup', undefined, { token, name: 'Jane Doe', password: 'amber-lighthouse-river-7', bearer: true });
    expect(signed.statusCode).toBe(201);
    const session = signed.json().data.data;
    expect(session.user.display_name).toBe('Aurora Records');
    expect(session.person).toMatchObject({ name: 'Jane Doe', email, role: 'registrations' });
    const jane = { auth: { authorization: `Bearer ${session.token as string}` } };
    expect((await api('POST', '/musical-works', jane, { title: 'From Jane' })).statusCode).toBe(201);
    expect((await api('GET', '/bank-details', jane)).statusCode).toBe(403);

    expect((await check(token)).status).toBe('used');
    const again = await api('POST', '/invitations/signup', undefined, { token, name: 'Someone Else', password: 'amber-lighthouse-river-7' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This invitation has been used already: log in to act for the member');
    // The new login logs in for the member it joined.
    const login = await api('POST', '/auth/login', undefined, { email, password: 'amber-lighthouse-river-7' });
    expect(login.json().data.data.user.display_name).toBe('Aurora Records');
  });

  it('joins an existing account logged in as the invited address, and refuses another address', async () => {
    const member = await label();
    const writer = await createMember(t, { givenName: 'Kofi', otherNames: 'Mensah' });
    const someoneElse = await createMember(t);
    const { token } = await invite(member, writer.email, 'read_only');
    expect((await check(token)).has_account).toBe(true);

    const wrong = await api('POST', '/invitations/accept', someoneElse, { token });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().message).toBe(
      'This invitation was sent to another e-mail address: log out, then open the link again and log in with the address it was sent to',
    );
    const signUp = await api('POST', '/invitations/signup', undefined, { token, name: 'Kofi', password: 'amber-lighthouse-river-7' });
    expect(signUp.statusCode).toBe(409);
    expect(signUp.json().message).toBe('An account uses this e-mail address already: log in with it to join');

    const joined = await api('POST', '/invitations/accept', writer, { token });
    expect(joined.statusCode).toBe(200);
    expect(joined.json().data.data).toEqual({ member_id: member.id, name: 'Aurora Records', role: 'read_only' });
    const session = (await api('GET', '/auth/session', writer)).json().data.data;
    expect(session.user.display_name).toBe('Aurora Records');
    expect(session.memberships.map((m: { name: string }) => m.name)).toEqual(['Kofi Mensah', 'Aurora Records']);
    // Back to their own account.
    expect((await api('POST', '/auth/session/acting-for', writer, { member_id: writer.id })).statusCode).toBe(200);
  });

  it('refuses an expired, a cancelled and an unknown link, each with its reason', async () => {
    const member = await label();
    const expired = await invite(member, uniqueEmail('late'));
    await t.db.update(memberInvitations).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(memberInvitations.id, expired.id));
    expect((await check(expired.token)).status).toBe('expired');
    const late = await api('POST', '/invitations/signup', undefined, { token: expired.token, name: 'Late', password: 'amber-lighthouse-river-7' });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toMatch(/^This invitation has expired/);

    const cancelled = await invite(member, uniqueEmail('cancelled'));
    expect((await api('DELETE', `/people/invitations/${cancelled.id}`, member)).statusCode).toBe(200);
    expect((await check(cancelled.token)).status).toBe('cancelled');
    const refused = await api('POST', '/invitations/signup', undefined, { token: cancelled.token, name: 'Gone', password: 'amber-lighthouse-river-7' });
    expect(refused.json().message).toBe('This invitation was cancelled: ask the administrator who invited you for a new one');

    expect((await check('not-a-real-token')).status).toBe('unknown');
    expect((await api('POST', '/invitations/signup', undefined, { token: 'not-a-real-token', name: 'X', password: 'amber-lighthouse-river-7' })).statusCode).toBe(404);
  });

  it('resends with a new link (the earlier one stops working), and lists pending invitations', async () => {
    const member = await label();
    const email = uniqueEmail('resend');
    const first = await invite(member, email);
    const duplicate = await api('POST', '/people/invitations', member, { email, role: 'finance' });
    expect(duplicate.statusCode).toBe(409);
    expect((await api('POST', `/people/invitations/${first.id}/resend`, member)).statusCode).toBe(200);
    await expect.poll(() => t.mailbox.sentTo(email).length, { timeout: 10_000 }).toBe(2);
    const second = new URL(await t.mailbox.linkSentTo(email, '/invitations/accept?token=')).searchParams.get('token') ?? '';
    expect(second).not.toBe(first.token);
    expect((await check(first.token)).status).toBe('unknown');
    expect((await check(second)).status).toBe('valid');
    const listed = (await api('GET', '/people', member)).json().data.data.invitations as { email: string }[];
    expect(listed.map((i) => i.email)).toEqual([email]);
    const other = await label('Other Label');
    expect((await api('POST', `/people/invitations/${first.id}/resend`, other)).statusCode).toBe(404);
  });

  it('limits the invitations a member mails in an hour, and the links one client address tries', async () => {
    const member = await label();
    for (let i = 0; i < 30; i += 1) expect((await api('POST', '/people/invitations', member, { email: uniqueEmail('crowd'), role: 'read_only' })).statusCode).toBe(201);
    const blocked = await api('POST', '/people/invitations', member, { email: uniqueEmail('crowd'), role: 'read_only' });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.json().message).toMatch(/^Too many attempts: try again in \d+ (minutes?|seconds?)$/);
    // Another member's budget is its own.
    expect((await api('POST', '/people/invitations', await label('Another Label'), { email: uniqueEmail('other'), role: 'read_only' })).statusCode).toBe(201);

    const status = (remoteAddress: string) =>
      t.app.inject({ method: 'POST', url: '/api/v1/invitations/status', payload: { token: 'guess-0123456789abcdef' }, remoteAddress });
    for (let i = 0; i < 60; i += 1) expect((await status('10.9.0.1')).statusCode).toBe(200);
    expect((await status('10.9.0.1')).statusCode).toBe(429);
    const signUp = await t.app.inject({
      method: 'POST',
      url: '/api/v1/invitations/signup',
      payload: { token: 'guess-0123456789abcdef', name: 'Guesser', password: 'amber-lighthouse-river-7' },
      remoteAddress: '10.9.0.1',
    });
    expect(signUp.statusCode).toBe(429);
    expect((await status('10.9.0.2')).statusCode).toBe(200);
  });

  it('validates the invite form', async () => {
    const member = await label();
    const res = await api('POST', '/people/invitations', member, { email: 'not-an-address', role: 'owner' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { path: string }) => e.path).sort()).toEqual(['email', 'role']);
  });
});

describe('two-step sign-in for everyone', () => {
  it('needs the administrator to have it, ends the sessions of people without it, and asks them to set it up at login', async () => {
    const member = await label();
    const jane = await createPerson(t, member, 'registrations');
    const refused = await api('PUT', '/people/settings', member, { require_second_factor: true });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/^Set up two-step sign-in for yourself first/);

    // The administrator turns two-step sign-in on for themselves (as the profile does).
    await t.db.execute(sql`insert into second_factors (user_id, secret_encrypted, secret_key_id, enabled_at) values (${member.id}, 'x', 'k', now())`);
    const on = await api('PUT', '/people/settings', member, { require_second_factor: true });
    expect(on.statusCode).toBe(200);
    expect(on.json().data.data.require_second_factor).toBe(true);
    expect((await api('GET', '/musical-works', jane)).statusCode).toBe(401);
    expect((await api('GET', '/musical-works', member)).statusCode).toBe(200);

    const login = await api('POST', '/auth/login', undefined, { email: jane.email, password: DEFAULT_PASSWORD });
    expect(login.statusCode).toBe(200);
    expect(login.json().data.data.second_factor).toBe('setup_required');
    expect(login.json().message).toBe('Aurora Records asks everyone acting for it to use two-step sign-in: set it up to act for Aurora Records');
  });

  it('refuses a switch to a member that asks for it until the person has it', async () => {
    const strict = await label('Strict Label');
    const own = await createMember(t, { givenName: 'Efe' });
    await createPerson(t, strict, 'read_only', own);
    await t.db.execute(sql`update users set people_need_second_factor = true where id = ${strict.id}`);
    const res = await api('POST', '/auth/session/acting-for', own, { member_id: strict.id });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Strict Label asks everyone acting for it to use two-step sign-in: set it up to act for Strict Label');
  });
});
