import { staffRolesRefusal, type StaffAccount, type StaffAccountEvent, type StaffRole } from '@repertoire/contract';
import { and, arrayContains, eq, notInArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeRows } from '../src/db/database';
import { users } from '../src/db/schema';
import { LAST_ADMINISTRATOR, changeStaffRoles, removeStaffAccount } from '../src/features/staff-accounts/staff-accounts.service';
import type { Actor } from '../src/lib/actor';
import { DEFAULT_PASSWORD, createMember, createStaff, uniqueEmail, type TestMember } from './support/factories';
import { openStream } from './support/notification-stream';
import { buildTestApp, listenOnFreePort, type TestApp } from './support/test-app';

/**
 * Staff accounts (docs/domain.md#staff-roles): administrators list, invite, give other roles and
 * remove staff; the society always keeps an administrator; a removed account's sessions end at
 * once and it opens nothing again; every change is in the history with who made it.
 */

type Answer<T> = { message: string; data: { data: T } };

let t: TestApp;
let base: string;

beforeAll(async () => {
  t = await buildTestApp();
  base = await listenOnFreePort(t);
});
afterAll(() => t.close());

const inject = (as: TestMember, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: as.auth, ...(payload ? { payload } : {}) });

const actorOf = (staff: TestMember, roles: StaffRole[]): Actor => ({ id: staff.id, role: 'staff', name: staff.email, staffRoles: roles });

/** Every administrator but these is given another role, so that the test decides who the last one is. */
async function leaveOnlyAdministrators(...kept: TestMember[]) {
  const ids = kept.map((staff) => staff.id);
  await t.db
    .update(users)
    .set({ staffRoles: ['reviewer'] })
    .where(and(eq(users.role, 'staff'), arrayContains(users.staffRoles, ['administrator']), notInArray(users.id, ids)));
}

async function history(as: TestMember): Promise<StaffAccountEvent[]> {
  const res = await inject(as, 'GET', '/staff/accounts/history?pageSize=100');
  expect(res.statusCode).toBe(200);
  return res.json<Answer<StaffAccountEvent[]>>().data.data;
}

describe('the staff accounts list', () => {
  it('lists staff accounts with their roles, last sign-in and two-step sign-in, and no member', async () => {
    const admin = await createStaff(t, { givenName: 'Aoife', otherNames: 'Brennan' });
    const reviewer = await createStaff(t, { givenName: 'Bongani', otherNames: 'Dlamini', staffRoles: ['reviewer', 'disputes'] });
    const member = await createMember(t);
    const res = await inject(admin, 'GET', '/staff/accounts?pageSize=100');
    expect(res.statusCode).toBe(200);
    const accounts = res.json<Answer<StaffAccount[]>>().data.data;
    expect(accounts.find((account) => account.id === reviewer.id)).toEqual({
      id: reviewer.id,
      name: 'Bongani Dlamini',
      email: reviewer.email,
      roles: ['reviewer', 'disputes'],
      has_second_factor: false,
      last_signed_in_at: expect.any(String),
      created_at: expect.any(String),
    });
    expect(accounts.map((account) => account.id)).not.toContain(member.id);
  });

  it('is refused to staff who are not administrators, saying why', async () => {
    const reviewer = await createStaff(t, { staffRoles: ['reviewer'] });
    const res = await inject(reviewer, 'GET', '/staff/accounts');
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Your staff roles do not include administering staff accounts');
  });
});

describe('inviting a staff member', () => {
  it('creates the account with its roles and mails a link that sets the password; they log in with two-step sign-in to set up', async () => {
    const admin = await createStaff(t, { givenName: 'Chiara', otherNames: 'Russo' });
    const email = uniqueEmail('invited');
    const res = await inject(admin, 'POST', '/staff/accounts', { email: email.toUpperCase(), name: '  Dara   Okeke ', roles: ['disputes', 'reviewer'] });
    expect(res.statusCode).toBe(201);
    const invited = res.json<Answer<StaffAccount>>();
    expect(invited.message).toBe(`Dara Okeke has been invited: a link to set a password has been mailed to ${email}`);
    expect(invited.data.data).toMatchObject({ email, name: 'Dara Okeke', roles: ['reviewer', 'disputes'], has_second_factor: false, last_signed_in_at: null });

    const link = new URL(await t.mailbox.linkSentTo(email, '/account/password/reset/'));
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/password/reset',
      payload: { userId: invited.data.data.id, token: link.searchParams.get('token'), password: DEFAULT_PASSWORD },
    });
    expect(reset.statusCode).toBe(200);
    const login = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password: DEFAULT_PASSWORD } });
    expect(login.json().data.data).toMatchObject({ second_factor: 'setup_required' });

    const [event] = (await history(admin)).filter((entry) => entry.account.id === invited.data.data.id);
    expect(event).toMatchObject({ kind: 'invited', by: 'Chiara Russo', roles: ['reviewer', 'disputes'], previous_roles: [] });
  });

  it('refuses an address that has an account, on the e-mail field, and a missing role', async () => {
    const admin = await createStaff(t);
    const member = await createMember(t);
    const taken = await inject(admin, 'POST', '/staff/accounts', { email: member.email, name: 'Someone Else', roles: ['reviewer'] });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors).toEqual([{ path: 'email', message: `An account with the address ${member.email} exists already` }]);
    const noRole = await inject(admin, 'POST', '/staff/accounts', { email: uniqueEmail('no-role'), name: 'No Role', roles: [] });
    expect(noRole.statusCode).toBe(400);
    expect(noRole.json().errors).toEqual([{ path: 'roles', message: 'Choose at least one role' }]);
    const unknownRole = await inject(admin, 'POST', '/staff/accounts', { email: uniqueEmail('bad-role'), name: 'Bad Role', roles: ['treasurer'] });
    expect(unknownRole.statusCode).toBe(400);
    expect(unknownRole.json().errors[0].path).toBe('roles.0');
  });
});

describe('changing a staff member’s roles', () => {
  it('takes effect at their next request and is recorded with the roles before and after', async () => {
    const admin = await createStaff(t, { givenName: 'Eamon', otherNames: 'Walsh' });
    const staff = await createStaff(t, { staffRoles: ['reviewer'] });
    expect((await inject(staff, 'GET', '/staff/disputes')).statusCode).toBe(403);

    const res = await inject(admin, 'PUT', `/staff/accounts/${staff.id}/roles`, { roles: ['disputes'] });
    expect(res.statusCode).toBe(200);
    expect(res.json<Answer<StaffAccount>>().data.data.roles).toEqual(['disputes']);
    expect((await inject(staff, 'GET', '/staff/disputes')).statusCode).toBe(200);
    const queue = await inject(staff, 'GET', '/staff/review-queue');
    expect(queue.statusCode).toBe(403);
    expect(queue.json().message).toBe(staffRolesRefusal(['reviewer']));

    const events = (await history(admin)).filter((entry) => entry.account.id === staff.id);
    expect(events).toEqual([expect.objectContaining({ kind: 'roles_changed', by: 'Eamon Walsh', roles: ['disputes'], previous_roles: ['reviewer'] })]);
  });

  it('answers 404 for an id that is no staff account', async () => {
    const admin = await createStaff(t);
    const member = await createMember(t);
    const res = await inject(admin, 'PUT', `/staff/accounts/${member.id}/roles`, { roles: ['reviewer'] });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('No staff account with this id');
  });
});

describe('the last administrator', () => {
  it('can be neither demoted nor removed (409, saying why); with a second administrator both can', async () => {
    const last = await createStaff(t);
    await leaveOnlyAdministrators(last);

    const demote = await inject(last, 'PUT', `/staff/accounts/${last.id}/roles`, { roles: ['reviewer'] });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().message).toBe(LAST_ADMINISTRATOR);
    const remove = await inject(last, 'DELETE', `/staff/accounts/${last.id}`);
    expect(remove.statusCode).toBe(409);
    expect(remove.json().message).toBe(LAST_ADMINISTRATOR);
    // Other roles beside administrator change freely.
    expect((await inject(last, 'PUT', `/staff/accounts/${last.id}/roles`, { roles: ['administrator', 'finance'] })).statusCode).toBe(200);

    const second = await createStaff(t);
    expect((await inject(second, 'PUT', `/staff/accounts/${last.id}/roles`, { roles: ['reviewer'] })).statusCode).toBe(200);
    // Now `second` is the last one.
    expect((await inject(second, 'DELETE', `/staff/accounts/${second.id}`)).statusCode).toBe(409);
  });

  it('stays when two administrators demote each other at the same moment', async () => {
    const one = await createStaff(t);
    const other = await createStaff(t);
    await leaveOnlyAdministrators(one, other);
    const outcomes = await Promise.allSettled([
      changeStaffRoles(t.app, actorOf(one, ['administrator']), other.id, ['reviewer']),
      removeStaffAccount(t.app, actorOf(other, ['administrator']), one.id),
    ]);
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
    const administrators = await executeRows<{ id: string }>(
      t.db,
      sql`select id from users where role = 'staff' and deactivated_at is null and 'administrator' = any(staff_roles)`,
    );
    expect(administrators).toHaveLength(1);
  });
});

describe('removing a staff member', () => {
  it('ends their sessions at once: the next request answers 401 and their notification stream closes', async () => {
    const admin = await createStaff(t, { givenName: 'Fionn', otherNames: 'Gallagher' });
    const staff = await createStaff(t, { givenName: 'Grace', otherNames: 'Hughes', staffRoles: ['reviewer'] });
    expect((await inject(staff, 'GET', '/staff/review-queue')).statusCode).toBe(200);
    const stream = await openStream(base, staff.auth);
    try {
      const res = await inject(admin, 'DELETE', `/staff/accounts/${staff.id}`);
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe('Grace Hughes has been removed: their sessions have ended');

      const after = await inject(staff, 'GET', '/staff/review-queue');
      expect(after.statusCode).toBe(401);
      expect(after.json().message).toBe('Your session has ended: please log in again');
      expect(await stream.endsWithin(5_000)).toBe(true);
    } finally {
      await stream.close();
    }

    const listed = (await inject(admin, 'GET', '/staff/accounts?pageSize=100')).json<Answer<StaffAccount[]>>().data.data;
    expect(listed.map((account) => account.id)).not.toContain(staff.id);
    const [event] = (await history(admin)).filter((entry) => entry.account.id === staff.id);
    expect(event).toMatchObject({ kind: 'removed', by: 'Fionn Gallagher', roles: ['reviewer'], account: { name: 'Grace Hughes', email: staff.email } });
  });

  it('opens nothing again: login is refused as a wrong password, and no reset link is mailed', async () => {
    const admin = await createStaff(t);
    const staff = await createStaff(t, { staffRoles: ['member-services'] });
    // A login under way when the account is removed cannot be finished.
    const pending = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: staff.email, password: DEFAULT_PASSWORD } });
    const { challenge } = pending.json().data.data as { challenge: string };
    expect((await inject(admin, 'DELETE', `/staff/accounts/${staff.id}`)).statusCode).toBe(200);

    const login = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: staff.email, password: DEFAULT_PASSWORD } });
    expect(login.statusCode).toBe(401);
    expect(login.json().message).toBe('The email address or password is not correct');
    const setup = await t.app.inject({ method: 'POST', url: '/api/v1/auth/second-factor/setup', payload: { challenge } });
    expect(setup.statusCode).toBe(401);

    const before = t.mailbox.sentTo(staff.email).length;
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/auth/password/forgot', payload: { email: staff.email } })).statusCode).toBe(200);
    // The outbox composes at send time; the reset of an account that exists is sent within a moment.
    const member = await createMember(t);
    await t.app.inject({ method: 'POST', url: '/api/v1/auth/password/forgot', payload: { email: member.email } });
    await expect.poll(() => t.mailbox.sentTo(member.email).length, { timeout: 10_000 }).toBe(1);
    expect(t.mailbox.sentTo(staff.email)).toHaveLength(before);
  });

  it('answers 404 for an account removed already', async () => {
    const admin = await createStaff(t);
    const staff = await createStaff(t, { staffRoles: ['finance'] });
    expect((await inject(admin, 'DELETE', `/staff/accounts/${staff.id}`)).statusCode).toBe(200);
    expect((await inject(admin, 'DELETE', `/staff/accounts/${staff.id}`)).statusCode).toBe(404);
  });
});
