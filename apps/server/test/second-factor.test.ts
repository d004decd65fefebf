import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recoveryCodes, secondFactors } from '../src/db/schema';
import { DEMO_STAFF_TOTP_SECRET, seedDemoData, seedOptionsFor } from '../src/seed/seed';
import { encryptionKeyId } from '../src/lib/key-ring';
import { createTestClock } from './support/clock';
import { createMember, createStaff, DEFAULT_PASSWORD } from './support/factories';
import type { TestMember } from './support/factories';
import { buildTestApp, sessionCookieHeader } from './support/test-app';
import type { TestApp } from './support/test-app';

let t: TestApp;
/** Codes, throttles and challenges read this clock: tests move it on instead of waiting. */
const clock = createTestClock();
let ipCounter = 0;
/** Each login its own client address, so the per-address password throttle of one test does not reach another. */
const freshIp = () => `10.1.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

beforeAll(async () => {
  t = await buildTestApp({ clock });
});
afterAll(() => t.close());

const STEP_MS = 30_000;

/** The code an authenticator app holding `secret` shows at `at` (RFC 6238, computed with the server's library). */
const codeFor = (secret: string, at = clock()) => generate({ secret, epoch: Math.floor(at.getTime() / 1000) });

/** Moves the clock into the next 30-second step: a new code. */
const nextStep = () => clock.advance(STEP_MS);

type Json = Record<string, unknown>;
const post = (url: string, payload: Json, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api/v1${url}`, payload, headers, remoteAddress: freshIp() });
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers });

const login = (email: string, password = DEFAULT_PASSWORD) => post('/auth/login', { email, password });

async function challengeOf(email: string, password = DEFAULT_PASSWORD): Promise<string> {
  const res = await login(email, password);
  expect(res.statusCode).toBe(200);
  return res.json().data.data.challenge as string;
}

/** A staff member who has set up their authenticator at the first login, as the screens do. */
async function staffWithAuthenticator(): Promise<TestMember & { secret: string; recoveryCodes: string[] }> {
  const staff = await createStaff(t);
  const challenge = await challengeOf(staff.email);
  const { secret } = (await post('/auth/second-factor/setup', { challenge })).json().data.data;
  const confirmed = await post('/auth/second-factor/confirm', { challenge, code: await codeFor(secret) });
  expect(confirmed.statusCode).toBe(200);
  nextStep();
  return { ...staff, secret, recoveryCodes: confirmed.json().data.data.recovery_codes };
}

/** A member who turned it on from the profile. */
async function memberWithAuthenticator(): Promise<TestMember & { secret: string; recoveryCodes: string[] }> {
  const member = await createMember(t);
  const { secret } = (await post('/auth/second-factor/setup', {}, member.auth)).json().data.data;
  const confirmed = await post('/auth/second-factor/confirm', { code: await codeFor(secret) }, member.auth);
  expect(confirmed.statusCode).toBe(200);
  nextStep();
  return { ...member, secret, recoveryCodes: confirmed.json().data.data.recovery_codes };
}

describe('staff at their first login', () => {
  it('get no session for the password alone: they set up an authenticator, and its first code logs them in', async () => {
    const staff = await createStaff(t);
    const res = await login(staff.email);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Set up two-step sign-in to finish logging in: staff accounts need it');
    const pending = res.json().data.data;
    expect(pending).toEqual({ second_factor: 'setup_required', challenge: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), expires_at: new Date(clock().getTime() + 10 * 60_000).toISOString() });
    expect(sessionCookieHeader(res.headers)).toBeUndefined();

    const setup = await post('/auth/second-factor/setup', { challenge: pending.challenge });
    expect(setup.statusCode).toBe(200);
    const { secret, otpauth_uri } = setup.json().data.data;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauth_uri).toBe(`otpauth://totp/Repertoire:${encodeURIComponent(staff.email)}?secret=${secret}&issuer=Repertoire`);

    const wrong = await post('/auth/second-factor/confirm', { challenge: pending.challenge, code: '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual([{ path: 'code', message: 'The code is not correct: enter the current code from your authenticator app' }]);

    const confirmed = await post('/auth/second-factor/confirm', { challenge: pending.challenge, code: await codeFor(secret) });
    expect(confirmed.statusCode).toBe(200);
    const { recovery_codes, session } = confirmed.json().data.data;
    expect(recovery_codes).toHaveLength(10);
    expect(new Set(recovery_codes).size).toBe(10);
    for (const code of recovery_codes) expect(code).toMatch(/^(?:[0-9a-hjkmnp-tv-z]{4}-){3}[0-9a-hjkmnp-tv-z]{4}$/);
    expect(session.user).toMatchObject({ id: staff.id, role: 'staff' });
    const cookie = sessionCookieHeader(confirmed.headers);
    expect(cookie).toMatch(/^_session_id=[^;]+;.*HttpOnly/);

    const sessionToken = /^_session_id=([^;]+)/.exec(cookie ?? '')?.[1] ?? '';
    const current = await t.app.inject({ method: 'GET', url: '/api/v1/auth/session', cookies: { _session_id: sessionToken } });
    expect(current.json().data.data.user.role).toBe('staff');
  });

  it('keep the secret encrypted with the server key, naming the key, and the recovery codes hashed', async () => {
    const staff = await staffWithAuthenticator();
    const [factor] = await t.db.select().from(secondFactors).where(eq(secondFactors.userId, staff.id));
    expect(factor?.enabledAt).toEqual(expect.any(Date));
    expect(factor?.secretEncrypted).toMatch(/^v1\./);
    expect(factor?.secretEncrypted).not.toContain(staff.secret);
    expect(factor?.secretKeyId).toBe(encryptionKeyId(t.config.encryptionKey));
    const stored = await t.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, staff.id));
    expect(stored).toHaveLength(10);
    const hashes = stored.map((row) => row.codeHash).join(' ');
    for (const code of staff.recoveryCodes) {
      expect(hashes).not.toContain(code);
      expect(hashes).not.toContain(code.replace(/-/g, ''));
    }
  });

  it('get a new secret each time they start the set-up again, and only the last one is confirmed', async () => {
    const staff = await createStaff(t);
    const challenge = await challengeOf(staff.email);
    const first = (await post('/auth/second-factor/setup', { challenge })).json().data.data.secret;
    const second = (await post('/auth/second-factor/setup', { challenge })).json().data.data.secret;
    expect(second).not.toBe(first);
    expect((await post('/auth/second-factor/confirm', { challenge, code: await codeFor(first) })).statusCode).toBe(400);
    expect((await post('/auth/second-factor/confirm', { challenge, code: await codeFor(second) })).statusCode).toBe(200);
  });

  it('cannot confirm before setting up, nor set up twice once it is on', async () => {
    const staff = await createStaff(t);
    const challenge = await challengeOf(staff.email);
    const early = await post('/auth/second-factor/confirm', { challenge, code: '123456' });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('Start the set-up again: there is no new secret waiting for its first code');

    const on = await staffWithAuthenticator();
    const again = await post('/auth/second-factor/setup', {}, on.auth);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Two-step sign-in is already on for this account');
  });
});

describe('logging in with a second step', () => {
  it('asks for a code after the right password, and the code finishes the login', async () => {
    const staff = await staffWithAuthenticator();
    const res = await login(staff.email);
    expect(res.json()).toEqual({
      message: 'Enter the code from your authenticator app to finish logging in',
      data: { data: { second_factor: 'required', challenge: expect.any(String), expires_at: expect.any(String) } },
    });
    expect(sessionCookieHeader(res.headers)).toBeUndefined();

    const done = await post('/auth/login/second-factor', { challenge: res.json().data.data.challenge, code: await codeFor(staff.secret), bearer: true });
    expect(done.statusCode).toBe(200);
    expect(done.json().message).toBe('Logged in');
    const { user, token } = done.json().data.data;
    expect(user).toMatchObject({ id: staff.id, role: 'staff' });
    expect(sessionCookieHeader(done.headers)).toMatch(/^_session_id=/);
    expect((await get('/auth/session', { authorization: `Bearer ${token}` })).statusCode).toBe(200);
  });

  it('still answers a wrong password as before, with no challenge', async () => {
    const staff = await staffWithAuthenticator();
    const res = await login(staff.email, 'not-the-password');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'The email address or password is not correct' });
  });

  it("accepts a code once: the same code again is refused, the next step's code works", async () => {
    const staff = await staffWithAuthenticator();
    const code = await codeFor(staff.secret);
    expect((await post('/auth/login/second-factor', { challenge: await challengeOf(staff.email), code })).statusCode).toBe(200);

    const replay = await post('/auth/login/second-factor', { challenge: await challengeOf(staff.email), code });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().errors).toEqual([{ path: 'code', message: 'This code has been used already: wait for the next one in your authenticator app' }]);

    nextStep();
    expect((await post('/auth/login/second-factor', { challenge: await challengeOf(staff.email), code: await codeFor(staff.secret) })).statusCode).toBe(200);
  });

  it("accepts the code of the step before or after (a phone's clock a little off), not older ones", async () => {
    const staff = await staffWithAuthenticator();
    nextStep();
    nextStep();
    const previous = await codeFor(staff.secret, new Date(clock().getTime() - STEP_MS));
    expect((await post('/auth/login/second-factor', { challenge: await challengeOf(staff.email), code: previous })).statusCode).toBe(200);
    const next = await codeFor(staff.secret, new Date(clock().getTime() + STEP_MS));
    expect((await post('/auth/login/second-factor', { challenge: await challengeOf(staff.email), code: next })).statusCode).toBe(200);
    clock.advance(3 * STEP_MS);
    // Two steps old, and never used: too old all the same.
    const stale = await codeFor(staff.secret, new Date(clock().getTime() - 2 * STEP_MS));
    const refused = await post('/auth/login/second-factor', { challenge: await challengeOf(staff.email), code: stale });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/^The code is not correct/);
  });

  it('takes the code with the spaces apps show ("123 456")', async () => {
    const staff = await staffWithAuthenticator();
    const code = await codeFor(staff.secret);
    const res = await post('/auth/login/second-factor', { challenge: await challengeOf(staff.email), code: `${code.slice(0, 3)} ${code.slice(3)}` });
    expect(res.statusCode).toBe(200);
  });

  it('logs in with a recovery code once, typed in any case and without its dash, and says how many are left', async () => {
    const staff = await staffWithAuthenticator();
    const [recovery = ''] = staff.recoveryCodes;
    const typed = recovery.replace(/-/g, '').toUpperCase();
    const res = await post('/auth/login/second-factor', { challenge: await challengeOf(staff.email), code: typed });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Logged in with a recovery code: 9 are left');

    const again = await post('/auth/login/second-factor', { challenge: await challengeOf(staff.email), code: recovery });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('The code is not correct: enter the current code from your authenticator app, or one of your recovery codes');
    const status = await get('/auth/second-factor', staff.auth);
    expect(status.json().data.data).toMatchObject({ enabled: true, recovery_codes_left: 9, required: true });
  });

  it('finishes one login per challenge, and a challenge ends after ten minutes', async () => {
    const staff = await staffWithAuthenticator();
    const challenge = await challengeOf(staff.email);
    expect((await post('/auth/login/second-factor', { challenge, code: await codeFor(staff.secret) })).statusCode).toBe(200);
    nextStep();
    const reused = await post('/auth/login/second-factor', { challenge, code: await codeFor(staff.secret) });
    expect(reused.statusCode).toBe(401);
    expect(reused.json().message).toBe('This login has expired: please log in again');

    const late = await challengeOf(staff.email);
    clock.advance(10 * 60_000);
    const expired = await post('/auth/login/second-factor', { challenge: late, code: await codeFor(staff.secret) });
    expect(expired.statusCode).toBe(401);
    expect(expired.json().message).toBe('This login has expired: please log in again');
  });

  it('slows wrong codes down like wrong passwords: after five, each one makes the next attempt wait, twice as long each time', async () => {
    const staff = await staffWithAuthenticator();
    const challenge = await challengeOf(staff.email);
    const wrong = () => post('/auth/login/second-factor', { challenge, code: '000000' });
    for (let i = 0; i < 6; i += 1) expect((await wrong()).statusCode).toBe(400);
    const blocked = await post('/auth/login/second-factor', { challenge, code: await codeFor(staff.secret) });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBe('30');
    expect(blocked.json().message).toBe('Too many attempts: try again in 30 seconds');

    clock.advance(30_000);
    expect((await wrong()).statusCode).toBe(400);
    expect((await wrong()).headers['retry-after']).toBe('60');
    clock.advance(60_000);
    expect((await post('/auth/login/second-factor', { challenge: await challengeOf(staff.email), code: await codeFor(staff.secret) })).statusCode).toBe(200);
  });

  it('refuses a challenge that is unknown', async () => {
    const res = await post('/auth/login/second-factor', { challenge: 'no-such-challenge', code: '123456' });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('This login has expired: please log in again');
  });
});

describe('members', () => {
  it('log in with the password alone, in the same answer as before, until they turn two-step sign-in on', async () => {
    const member = await createMember(t);
    const res = await login(member.email);
    expect(res.json()).toEqual({
      message: 'Logged in',
      data: {
        data: {
          user: expect.objectContaining({ id: member.id, role: 'member' }),
          // A member's own login is its own administrator (docs/domain.md#people-and-roles).
          person: expect.objectContaining({ id: member.id, role: 'administrator', is_member: true }),
          memberships: [expect.objectContaining({ member_id: member.id, role: 'administrator' })],
          exp: expect.any(String),
        },
      },
    });
    expect(sessionCookieHeader(res.headers)).toMatch(/^_session_id=/);
  });

  it('turn it on from the profile with the first code, get recovery codes, and are asked for a code at the next login', async () => {
    const member = await createMember(t);
    expect((await get('/auth/second-factor', member.auth)).json().data.data).toEqual({ enabled: false, enabled_at: null, recovery_codes_left: 0, required: false });
    const { secret } = (await post('/auth/second-factor/setup', {}, member.auth)).json().data.data;
    const confirmed = await post('/auth/second-factor/confirm', { code: await codeFor(secret) }, member.auth);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().message).toBe('Two-step sign-in is on: keep your recovery codes somewhere safe');
    expect(confirmed.json().data.data.recovery_codes).toHaveLength(10);
    expect(confirmed.json().data.data.session).toBeUndefined();
    expect((await get('/auth/second-factor', member.auth)).json().data.data).toEqual({
      enabled: true,
      enabled_at: clock().toISOString(),
      recovery_codes_left: 10,
      required: false,
    });
    expect((await login(member.email)).json().data.data.second_factor).toBe('required');
  });

  it('turn it off with their password and a code; then the password alone logs them in again', async () => {
    const member = await memberWithAuthenticator();
    const wrongPassword = await post('/auth/second-factor/disable', { password: 'not-my-password', code: await codeFor(member.secret) }, member.auth);
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json().errors).toEqual([{ path: 'password', message: 'Your password is not correct' }]);
    const wrongCode = await post('/auth/second-factor/disable', { password: DEFAULT_PASSWORD, code: '000000' }, member.auth);
    expect(wrongCode.statusCode).toBe(400);
    expect(wrongCode.json().errors?.[0]?.path).toBe('code');
    // A wrong code answered 400, not 401: the member stays logged in.
    expect((await get('/auth/second-factor', member.auth)).statusCode).toBe(200);

    const off = await post('/auth/second-factor/disable', { password: DEFAULT_PASSWORD, code: await codeFor(member.secret) }, member.auth);
    expect(off.statusCode).toBe(200);
    expect(off.json().message).toBe('Two-step sign-in is off: your password alone logs you in');
    expect((await get('/auth/second-factor', member.auth)).json().data.data.enabled).toBe(false);
    expect(await t.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, member.id))).toEqual([]);
    expect((await login(member.email)).json().data.data.user.id).toBe(member.id);
  });

  it('may turn it off with a recovery code when the phone is lost', async () => {
    const member = await memberWithAuthenticator();
    const off = await post('/auth/second-factor/disable', { password: DEFAULT_PASSWORD, code: member.recoveryCodes[3] ?? '' }, member.auth);
    expect(off.statusCode).toBe(200);
  });

  it('get new recovery codes for a code from the app: the earlier ones stop working', async () => {
    const member = await memberWithAuthenticator();
    const renewed = await post('/auth/second-factor/recovery-codes', { code: await codeFor(member.secret) }, member.auth);
    expect(renewed.statusCode).toBe(200);
    const fresh: string[] = renewed.json().data.data.recovery_codes;
    expect(fresh).toHaveLength(10);
    expect(fresh).not.toContain(member.recoveryCodes[0]);
    const old = await post('/auth/login/second-factor', { challenge: await challengeOf(member.email), code: member.recoveryCodes[0] ?? '' });
    expect(old.statusCode).toBe(400);
    const current = await post('/auth/login/second-factor', { challenge: await challengeOf(member.email), code: fresh[0] ?? '' });
    expect(current.statusCode).toBe(200);
  });

  it('cannot renew recovery codes with a recovery code, nor before turning it on', async () => {
    const member = await memberWithAuthenticator();
    expect((await post('/auth/second-factor/recovery-codes', { code: member.recoveryCodes[0] ?? '' }, member.auth)).statusCode).toBe(400);
    const plain = await createMember(t);
    const off = await post('/auth/second-factor/recovery-codes', { code: '123456' }, plain.auth);
    expect(off.statusCode).toBe(409);
    expect(off.json().message).toBe('Two-step sign-in is not on for this account');
  });
});

describe('staff keep it on', () => {
  it('cannot turn it off, even with the password and a code', async () => {
    const staff = await staffWithAuthenticator();
    const res = await post('/auth/second-factor/disable', { password: DEFAULT_PASSWORD, code: await codeFor(staff.secret) }, staff.auth);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Staff accounts keep two-step sign-in on');
  });
});

describe('who may call', () => {
  it('answers 401 to anonymous requests, on every endpoint that needs an account or a challenge', async () => {
    expect((await get('/auth/second-factor')).statusCode).toBe(401);
    expect((await post('/auth/second-factor/setup', {})).statusCode).toBe(401);
    expect((await post('/auth/second-factor/confirm', { code: '123456' })).statusCode).toBe(401);
    expect((await post('/auth/second-factor/disable', { password: DEFAULT_PASSWORD, code: '123456' })).statusCode).toBe(401);
    expect((await post('/auth/second-factor/recovery-codes', { code: '123456' })).statusCode).toBe(401);
  });

  it("sets up only the account of the challenge or the session, never another member's", async () => {
    const member = await memberWithAuthenticator();
    const other = await createMember(t);
    const status = await get('/auth/second-factor', other.auth);
    expect(status.json().data.data.enabled).toBe(false);
    // The member's code does nothing for the other account.
    const setup = await post('/auth/second-factor/setup', {}, other.auth);
    const refused = await post('/auth/second-factor/confirm', { code: await codeFor(member.secret) }, other.auth);
    expect(setup.statusCode).toBe(200);
    expect(refused.statusCode).toBe(400);
  });

  it('explains a code that is not 6 digits before looking at it', async () => {
    const member = await createMember(t);
    const res = await post('/auth/second-factor/confirm', { code: '12ab' }, member.auth);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ path: 'code', message: 'Enter the 6-digit code from your authenticator app' }]);
  });
});

describe('the demo staff account', () => {
  it('has the known authenticator secret in development only, and logs in with a code from it', async () => {
    expect(seedOptionsFor(t.config)).toEqual({});
    expect(seedOptionsFor({ ...t.config, nodeEnv: 'production' })).toEqual({});
    const options = seedOptionsFor({ ...t.config, nodeEnv: 'development' });
    expect(options).toEqual({ staffSecondFactorKey: t.config.encryptionKey });

    const { accounts } = await seedDemoData(t.db, options);
    expect(accounts.find((a) => a.email === 'staff@example.com')?.note).toContain(DEMO_STAFF_TOTP_SECRET);
    const challenge = await challengeOf('staff@example.com', 'staff-demo-2026');
    const res = await post('/auth/login/second-factor', { challenge, code: await codeFor(DEMO_STAFF_TOTP_SECRET) });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.data.user.email).toBe('staff@example.com');
    // The demo members log in as before.
    expect((await login('ada@example.com', 'member-demo-2026')).json().data.data.user.email).toBe('ada@example.com');
  });
});

describe('a rotation of ENCRYPTION_KEY (docs/decisions/0004)', () => {
  /** The app on this file's database with other keys; the database stays open for the other tests. */
  const appWithKeys = (env: Record<string, string>) => buildTestApp({ clock, env, database: { ...t.database, close: async () => {} } });

  it('keeps authenticators working under the previous key, and encrypts each secret again with the new one when it proves a code', async () => {
    const staff = await staffWithAuthenticator();
    const newKey = randomBytes(32).toString('hex');
    const rotated = await appWithKeys({ ENCRYPTION_KEY: newKey, ENCRYPTION_PREVIOUS_KEYS: t.config.encryptionKey.toString('hex') });
    const logIn = async (app: TestApp) => {
      const challenge = (await app.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: staff.email, password: DEFAULT_PASSWORD }, remoteAddress: freshIp() })).json().data.data.challenge;
      return app.app.inject({ method: 'POST', url: '/api/v1/auth/login/second-factor', payload: { challenge, code: await codeFor(staff.secret) }, remoteAddress: freshIp() });
    };
    try {
      expect((await logIn(rotated)).statusCode).toBe(200);
      const [factor] = await t.db.select().from(secondFactors).where(eq(secondFactors.userId, staff.id));
      expect(factor?.secretKeyId).toBe(encryptionKeyId(rotated.config.encryptionKey));
    } finally {
      await rotated.close();
    }
    nextStep();
    const newKeyOnly = await appWithKeys({ ENCRYPTION_KEY: newKey });
    try {
      expect((await logIn(newKeyOnly)).statusCode).toBe(200);
      // The recovery codes need no key.
      const challenge = (await newKeyOnly.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: staff.email, password: DEFAULT_PASSWORD }, remoteAddress: freshIp() })).json().data.data.challenge;
      const byRecovery = await newKeyOnly.app.inject({ method: 'POST', url: '/api/v1/auth/login/second-factor', payload: { challenge, code: staff.recoveryCodes[0] }, remoteAddress: freshIp() });
      expect(byRecovery.statusCode).toBe(200);
    } finally {
      await newKeyOnly.close();
    }
  });
});
