import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessions } from '../src/db/schema';
import { createTestClock } from './support/clock';
import { createMember, DEFAULT_PASSWORD, reloadUser, uniqueEmail } from './support/factories';
import { buildTestApp, sessionCookieHeader } from './support/test-app';
import type { TestApp } from './support/test-app';

let t: TestApp;
/** Links' expiry and the rate limits read this clock: tests move it on instead of waiting. */
const clock = createTestClock();
let ipCounter = 0;
/** Each test its own client address, so per-IP rate limits of one test do not reach another. */
const freshIp = () => `10.0.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

beforeAll(async () => {
  t = await buildTestApp({ clock });
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

const individual = (email: string, overrides: Record<string, unknown> = {}) => ({
  register_as: 'individual',
  given_name: 'Amara',
  other_names: 'Nwosu',
  nationality: 'ng',
  date_of_birth: '1990-03-15',
  phone: '+234 803 123 4567',
  roles: ['songwriter', 'performer', 'songwriter'],
  email,
  password: DEFAULT_PASSWORD,
  ...overrides,
});

const corporate = (email: string) => ({
  register_as: 'corporate',
  corporation_name: 'Harbour Lights Music Ltd',
  registration_number: '09876543',
  corporation_kind: 'record_label',
  country: 'IE',
  contact_person: 'Siobhan Kelly',
  phone: '+353 1 234 5678',
  email,
  password: DEFAULT_PASSWORD,
});

async function signup(body: object) {
  return t.app.inject({ method: 'POST', url: '/api/v1/auth/signup', payload: body, remoteAddress: freshIp() });
}

async function login(email: string, password = DEFAULT_PASSWORD, extra: object = {}, remoteAddress = freshIp()) {
  return t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password, ...extra }, remoteAddress });
}

async function verifyFromMail(email: string) {
  const link = await t.mailbox.linkSentTo(email, '/?verify=');
  const token = new URL(link).searchParams.get('verify');
  return t.app.inject({ method: 'POST', url: '/api/v1/auth/verify-email', payload: { token } });
}

describe('sign-up', () => {
  it('creates an individual account, unverified, and mails a verification link', async () => {
    const email = uniqueEmail('amara');
    const res = await signup(individual(email.toUpperCase()));
    expect(res.statusCode).toBe(201);
    expect(res.json().data.data).toEqual({ email });
    const link = await t.mailbox.linkSentTo(email, '/?verify=');
    expect(link).toMatch(/^http:\/\/localhost:3000\/\?verify=[A-Za-z0-9_-]{43}$/);
    const mail = t.mailbox.sentTo(email)[0];
    expect(mail?.subject).toBe('Verify your email address');
    expect(mail?.raw).toContain('From: Repertoire <no-reply@repertoire.local>');
  });

  it('stores the individual profile normalised, with roles once each', async () => {
    const email = uniqueEmail('amara');
    await signup(individual(email));
    await verifyFromMail(email);
    const session = (await login(email, DEFAULT_PASSWORD, { bearer: true })).json().data.data;
    const profile = await t.app.inject({ method: 'GET', url: '/api/v1/user/profile', headers: { authorization: `Bearer ${session.token}` } });
    expect(profile.json().data.data).toMatchObject({
      register_as: 'individual',
      email,
      profile: { given_name: 'Amara', other_names: 'Nwosu', nationality: 'NG', phone: '+2348031234567', roles: ['songwriter', 'performer'] },
    });
  });

  it('creates a corporate account', async () => {
    const email = uniqueEmail('label');
    const res = await signup(corporate(email));
    expect(res.statusCode).toBe(201);
    await verifyFromMail(email);
    const session = (await login(email, DEFAULT_PASSWORD, { bearer: true })).json().data.data;
    expect(session.user).toMatchObject({ register_as: 'corporate', display_name: 'Harbour Lights Music Ltd', role: 'member' });
  });

  it('answers a sign-up with an address that has an account exactly as a new one, and mails the owner instead', async () => {
    const member = await createMember(t);
    const fresh = await signup(individual(uniqueEmail('fresh')));
    const taken = await signup(corporate(member.email.toUpperCase()));
    expect(taken.statusCode).toBe(fresh.statusCode);
    expect(taken.json()).toEqual({ ...fresh.json(), data: { data: { email: member.email } } });
    expect(taken.json().message).toBe('Check your mailbox: we sent an email to this address with the next step');

    await expect.poll(() => t.mailbox.sentTo(member.email).length).toBe(1);
    const mail = t.mailbox.sentTo(member.email)[0];
    expect(mail?.subject).toBe('Someone tried to sign up with your address');
    expect(mail?.text).toContain('If it was you, log in with your password');
    expect(mail?.text).toContain('http://localhost:3000/email-password-reset-link');
    expect(mail?.text).not.toContain('?verify=');
    // The account is as it was: same password, same kind.
    expect((await reloadUser(t.db, member.id)).registerAs).toBe('individual');
    expect((await login(member.email)).statusCode).toBe(200);
  });

  it('limits sign-ups per client address and says when to try again', async () => {
    const ip = freshIp();
    const signupFrom = (email: string) => t.app.inject({ method: 'POST', url: '/api/v1/auth/signup', payload: individual(email), remoteAddress: ip });
    for (let i = 0; i < 10; i += 1) expect((await signupFrom(uniqueEmail('crowd'))).statusCode).toBe(201);
    const blocked = await signupFrom(uniqueEmail('crowd'));
    expect(blocked.statusCode).toBe(429);
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(blocked.json().message).toMatch(/^Too many attempts: try again in \d+ (minutes?|seconds?)$/);
    clock.advance(retryAfter * 1000);
    expect((await signupFrom(uniqueEmail('crowd'))).statusCode).toBe(201);
  });

  it('refuses a common password', async () => {
    const res = await signup(individual(uniqueEmail(), { password: 'Password123' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('This password is too common: choose another one');
    expect(res.json().errors).toContainEqual({ path: 'password', message: 'This password is too common: choose another one' });
  });

  it('explains each invalid field', async () => {
    const res = await signup(individual('nope', { given_name: ' ', roles: [], password: 'short' }));
    expect(res.statusCode).toBe(400);
    const errors = res.json().errors as Array<{ path: string; message: string }>;
    expect(errors).toEqual(
      expect.arrayContaining([
        { path: 'given_name', message: 'Given name is required' },
        { path: 'roles', message: 'Choose at least one role' },
        { path: 'email', message: 'Enter a valid email address' },
        { path: 'password', message: 'Password must be at least 8 characters' },
      ]),
    );
  });

  it('refuses a corporate sign-up without its business details', async () => {
    const res = await signup({ register_as: 'corporate', email: uniqueEmail(), password: DEFAULT_PASSWORD, phone: '+44 20 7946 0958' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ path: 'corporation_name', message: 'Corporation name is required' });
  });
});

describe('e-mail verification', () => {
  it('refuses to log in before the address is verified, then accepts after the mailed link is used', async () => {
    const email = uniqueEmail('verify');
    await signup(individual(email));
    const early = await login(email);
    expect(early.statusCode).toBe(403);
    expect(early.json().message).toBe('Please verify your email address first: we can send you a new link');

    const verified = await verifyFromMail(email);
    expect(verified.statusCode).toBe(200);
    expect(verified.json().message).toBe('Your email address is verified: you can now log in');
    const loggedIn = await login(email);
    expect(loggedIn.statusCode).toBe(200);

    // A welcome waits behind the bell, once, however often the link is followed.
    expect((await verifyFromMail(email)).statusCode).toBe(400);
    const token = /^_session_id=([^;]+)/.exec(sessionCookieHeader(loggedIn.headers) ?? '')?.[1] ?? '';
    const notifications = await t.app.inject({ method: 'GET', url: '/api/v1/notifications', cookies: { _session_id: token } });
    expect(notifications.statusCode).toBe(200);
    expect(notifications.json().data.data.map((n: { title: string }) => n.title)).toEqual(['Welcome to Repertoire']);
    expect(notifications.json().data.meta.unread).toBe(1);
  });

  it('accepts a verification link only once', async () => {
    const email = uniqueEmail('once');
    await signup(individual(email));
    expect((await verifyFromMail(email)).statusCode).toBe(200);
    const again = await verifyFromMail(email);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toMatch(/not valid or has expired/);
  });

  it('refuses an unknown token', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/auth/verify-email', payload: { token: 'made-up' } });
    expect(res.statusCode).toBe(400);
  });

  it('refuses a link older than 48 hours', async () => {
    const email = uniqueEmail('late');
    await signup(individual(email));
    const link = await t.mailbox.linkSentTo(email, '/?verify=');
    clock.advance(49 * 3600 * 1000);
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/auth/verify-email', payload: { token: new URL(link).searchParams.get('verify') } });
    expect(res.statusCode).toBe(400);
  });

  it('answers a resend request the same way whether or not the address has an account, and mails only real ones', async () => {
    const email = uniqueEmail('resend');
    await signup(individual(email));
    const stranger = uniqueEmail('stranger');
    const known = await t.app.inject({ method: 'POST', url: '/api/v1/auth/verify-email/resend', payload: { email }, remoteAddress: freshIp() });
    const unknown = await t.app.inject({ method: 'POST', url: '/api/v1/auth/verify-email/resend', payload: { email: stranger }, remoteAddress: freshIp() });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    await expect.poll(() => t.mailbox.sentTo(email).length).toBe(2);
    expect(t.mailbox.sentTo(stranger)).toHaveLength(0);
  });
});

describe('login and sessions', () => {
  it('marks the session cookie Secure when the app is served over https', async () => {
    const secure = await buildTestApp({ env: { APP_URL: 'https://portal.example.org' } });
    try {
      const member = await createMember(secure);
      const res = await secure.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: member.email, password: DEFAULT_PASSWORD } });
      expect(res.statusCode).toBe(200);
      expect(sessionCookieHeader(res.headers)).toMatch(/^_session_id=[A-Za-z0-9_-]{43}; Max-Age=604800; Path=\/; HttpOnly; Secure; SameSite=Lax$/);
    } finally {
      await secure.close();
    }
  });

  it('sets an HttpOnly, SameSite=Lax session cookie that authenticates later requests', async () => {
    const member = await createMember(t);
    const res = await login(member.email);
    expect(res.statusCode).toBe(200);
    const cookie = sessionCookieHeader(res.headers);
    expect(cookie).toMatch(/^_session_id=[A-Za-z0-9_-]{43}; Max-Age=604800; Path=\/; HttpOnly; SameSite=Lax$/);
    const body = res.json().data.data;
    expect(body.token).toBeUndefined();
    expect(new Date(body.exp).getTime()).toBeGreaterThan(Date.now() + 167 * 3600 * 1000);

    const token = /^_session_id=([^;]+)/.exec(cookie ?? '')?.[1] ?? '';
    const session = await t.app.inject({ method: 'GET', url: '/api/v1/auth/session', cookies: { _session_id: token } });
    expect(session.statusCode).toBe(200);
    expect(session.json().data.data.user).toEqual({
      id: member.id,
      email: member.email,
      register_as: 'individual',
      role: 'member',
      staff_roles: [],
      display_name: 'Amara Nwosu',
    });
  });

  it('stores only the hash of the session token', async () => {
    const member = await createMember(t);
    const token = (await login(member.email, DEFAULT_PASSWORD, { bearer: true })).json().data.data.token as string;
    const rows = await t.db.select().from(sessions).where(eq(sessions.userId, member.id));
    expect(rows.map((r) => r.tokenHash)).not.toContain(token);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.tokenHash))).toBe(true);
  });

  it('gives bearer clients the token and accepts it in the Authorization header', async () => {
    const member = await createMember(t);
    const token = (await login(member.email, DEFAULT_PASSWORD, { bearer: true })).json().data.data.token;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/auth/session', headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(200);
  });

  it('refuses a wrong password and an unknown address with the same answer', async () => {
    const member = await createMember(t);
    const wrong = await login(member.email, 'not-the-password');
    const unknown = await login(uniqueEmail('ghost'), 'not-the-password');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: 'The email address or password is not correct' });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('answers a missing session with 401 and a cleared cookie', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/auth/session' });
    expect(res.statusCode).toBe(401);
    expect(sessionCookieHeader(res.headers)).toMatch(/^_session_id=; Max-Age=0/);
  });

  it('ends an expired session with 401 and a cleared cookie', async () => {
    const member = await createMember(t);
    await t.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.userId, member.id));
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/auth/session', headers: member.auth });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Your session has ended: please log in again');
    expect(sessionCookieHeader(res.headers)).toMatch(/^_session_id=; Max-Age=0/);
  });

  it('expires sessions after SESSION_TTL_HOURS', async () => {
    const member = await createMember(t);
    const token = (await login(member.email, DEFAULT_PASSWORD, { bearer: true })).json().data.data.token;
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 169 * 3600 * 1000 });
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/auth/session', headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(401);
  });

  it('logs out: the session is deleted server-side and the cookie cleared', async () => {
    const member = await createMember(t);
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: member.auth });
    expect(res.statusCode).toBe(200);
    expect(sessionCookieHeader(res.headers)).toMatch(/^_session_id=; Max-Age=0/);
    const after = await t.app.inject({ method: 'GET', url: '/api/v1/auth/session', headers: member.auth });
    expect(after.statusCode).toBe(401);
  });

});

describe('login throttling', () => {
  const MINUTE = 60 * 1000;
  const wrongPasswords = async (email: string, count: number, ip?: string) => {
    for (let i = 0; i < count; i += 1) expect((await login(email, 'wrong-password', {}, ip ?? freshIp())).statusCode).toBe(401);
  };
  const deviceCookieOf = (headers: Record<string, unknown>) => {
    const lines = ([] as unknown[]).concat(headers['set-cookie'] ?? []).map(String);
    return /^_device=([^;]+)/.exec(lines.find((line) => line.startsWith('_device=')) ?? '')?.[1];
  };
  const loginFromBrowser = (email: string, password: string, device: string | undefined) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email, password },
      remoteAddress: freshIp(),
      ...(device ? { cookies: { _device: device } } : {}),
    });

  it('slows an account down after five wrong passwords, says when to try again, and hears the owner after the wait', async () => {
    const member = await createMember(t);
    await wrongPasswords(member.email, 6);
    const blocked = await login(member.email);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBe('30');
    expect(blocked.json()).toEqual({ message: 'Too many attempts: try again in 30 seconds' });

    clock.advance(30 * 1000);
    expect((await login(member.email)).statusCode).toBe(200);
  });

  it('doubles the wait after each further failure, up to 15 minutes, and never locks the account', async () => {
    const member = await createMember(t);
    await wrongPasswords(member.email, 5);
    const waits: string[] = [];
    for (let failure = 6; failure <= 12; failure += 1) {
      expect((await login(member.email, 'wrong-password', {}, freshIp())).statusCode).toBe(401);
      const blocked = await login(member.email, 'wrong-password', {}, freshIp());
      waits.push(blocked.headers['retry-after'] as string);
      clock.advance(Number(blocked.headers['retry-after']) * 1000);
    }
    expect(waits).toEqual(['30', '60', '120', '240', '480', '900', '900']);
    expect((await login(member.email)).statusCode).toBe(200);
  });

  it('never counts successful logins', async () => {
    const member = await createMember(t);
    const ip = freshIp();
    for (let i = 0; i < 40; i += 1) expect((await login(member.email, DEFAULT_PASSWORD, {}, ip)).statusCode).toBe(200);
    await wrongPasswords(member.email, 5, ip);
    expect((await login(member.email, DEFAULT_PASSWORD, {}, ip)).statusCode).toBe(200);
  });

  it('lets the owner in from a browser they logged in from before while strangers are slowed down', async () => {
    const member = await createMember(t);
    const first = await loginFromBrowser(member.email, DEFAULT_PASSWORD, undefined);
    const device = deviceCookieOf(first.headers);
    expect(device).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    expect(([] as unknown[]).concat(first.headers['set-cookie']).map(String)).toContainEqual(
      expect.stringMatching(/^_device=[^;]+; Max-Age=15552000; Path=\/api\/v1\/auth\/login; HttpOnly; SameSite=Strict$/),
    );

    await wrongPasswords(member.email, 6);
    expect((await loginFromBrowser(member.email, DEFAULT_PASSWORD, undefined)).statusCode).toBe(429);
    expect((await loginFromBrowser(member.email, DEFAULT_PASSWORD, device)).statusCode).toBe(200);
    // The cookie names the account it was issued for: it does not help with another one.
    const other = await createMember(t);
    await wrongPasswords(other.email, 6);
    expect((await loginFromBrowser(other.email, DEFAULT_PASSWORD, device)).statusCode).toBe(429);
    expect((await loginFromBrowser(other.email, DEFAULT_PASSWORD, `${device ?? ''}x`)).statusCode).toBe(429);
  });

  it('lifts the account throttle once the owner resets the password by mail', async () => {
    const member = await createMember(t);
    await wrongPasswords(member.email, 6);
    expect((await login(member.email)).statusCode).toBe(429);
    await t.app.inject({ method: 'POST', url: '/api/v1/auth/password/forgot', payload: { email: member.email }, remoteAddress: freshIp() });
    const link = new URL(await t.mailbox.linkSentTo(member.email, '/account/password/reset/'));
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/password/reset',
      payload: { userId: member.id, token: link.searchParams.get('token'), password: 'a-brand-new-secret-9' },
      remoteAddress: freshIp(),
    });
    expect(reset.statusCode).toBe(200);
    expect((await login(member.email, 'a-brand-new-secret-9')).statusCode).toBe(200);
  });

  it('slows a client address down after 30 failures across accounts, whatever the accounts', async () => {
    const ip = freshIp();
    for (let i = 0; i < 31; i += 1) expect((await login(uniqueEmail('spray'), 'wrong-password', {}, ip)).statusCode).toBe(401);
    const blocked = await login(uniqueEmail('spray'), 'wrong-password', {}, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe('Too many attempts: try again in 30 seconds');
    expect((await login(uniqueEmail('spray'), 'wrong-password', {}, freshIp())).statusCode).toBe(401);
    clock.advance(MINUTE / 2);
    expect((await login(uniqueEmail('spray'), 'wrong-password', {}, ip)).statusCode).toBe(401);
  });

  it('answers an unknown address like a known one, throttle included', async () => {
    const member = await createMember(t);
    const ghost = uniqueEmail('ghost');
    await wrongPasswords(member.email, 6);
    await wrongPasswords(ghost, 6);
    const known = await login(member.email, 'wrong-password');
    const unknown = await login(ghost, 'wrong-password');
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
    expect(unknown.headers['retry-after']).toBe(known.headers['retry-after']);
  });
});

describe('forgotten password', () => {
  async function forgot(email: string) {
    return t.app.inject({ method: 'POST', url: '/api/v1/auth/password/forgot', payload: { email }, remoteAddress: freshIp() });
  }
  async function reset(body: object) {
    return t.app.inject({ method: 'POST', url: '/api/v1/auth/password/reset', payload: body, remoteAddress: freshIp() });
  }
  async function resetLink(email: string) {
    const link = new URL(await t.mailbox.linkSentTo(email, '/account/password/reset/'));
    return { userId: link.pathname.split('/').at(-1) ?? '', token: link.searchParams.get('token') ?? '' };
  }

  it('answers the same whether or not the address has an account', async () => {
    const member = await createMember(t);
    const known = await forgot(member.email);
    const unknown = await forgot(uniqueEmail('nobody'));
    expect(known.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
  });

  it('mails a link to /account/password/reset/:userId that sets a new password, once, and ends every session', async () => {
    const member = await createMember(t);
    await forgot(member.email);
    const { userId, token } = await resetLink(member.email);
    expect(userId).toBe(member.id);

    const res = await reset({ userId, token, password: 'a-brand-new-secret-9' });
    expect(res.statusCode).toBe(200);
    expect(sessionCookieHeader(res.headers)).toMatch(/^_session_id=; Max-Age=0/);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/auth/session', headers: member.auth })).statusCode).toBe(401);
    expect((await login(member.email)).statusCode).toBe(401);
    expect((await login(member.email, 'a-brand-new-secret-9')).statusCode).toBe(200);

    const again = await reset({ userId, token, password: 'yet-another-secret-7' });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('This password reset link is not valid or has expired: ask for a new one');
  });

  it('refuses a link after one hour', async () => {
    const member = await createMember(t);
    await forgot(member.email);
    const { userId, token } = await resetLink(member.email);
    clock.advance(61 * 60 * 1000);
    expect((await reset({ userId, token, password: 'a-brand-new-secret-9' })).statusCode).toBe(400);
  });

  it("refuses a token used with another member's id", async () => {
    const member = await createMember(t);
    const other = await createMember(t);
    await forgot(member.email);
    const { token } = await resetLink(member.email);
    expect((await reset({ userId: other.id, token, password: 'a-brand-new-secret-9' })).statusCode).toBe(400);
  });

  it('retires the previous link when a new one is asked for', async () => {
    const member = await createMember(t);
    await forgot(member.email);
    const first = await resetLink(member.email);
    await forgot(member.email);
    await expect.poll(() => t.mailbox.sentTo(member.email).length).toBe(2);
    const second = await resetLink(member.email);
    expect(second.token).not.toBe(first.token);
    expect((await reset({ ...first, password: 'a-brand-new-secret-9' })).statusCode).toBe(400);
    expect((await reset({ ...second, password: 'a-brand-new-secret-9' })).statusCode).toBe(200);
  });

  describe('checking a link before the new password is typed', () => {
    const status = (body: object, remoteAddress = freshIp()) =>
      t.app.inject({ method: 'POST', url: '/api/v1/auth/password/reset/status', payload: body, remoteAddress });
    const statusOf = async (body: object) => {
      const res = await status(body);
      expect(res.statusCode).toBe(200);
      return res.json().data.data;
    };

    it('tells a good link from a used, an expired and an unknown one, using nothing up', async () => {
      const member = await createMember(t);
      await forgot(member.email);
      const link = await resetLink(member.email);
      expect(await statusOf(link)).toEqual({ status: 'valid', expires_at: new Date(clock().getTime() + 60 * 60 * 1000).toISOString() });
      expect(await statusOf(link)).toMatchObject({ status: 'valid' });
      expect((await reset({ ...link, password: 'a-brand-new-secret-9' })).statusCode).toBe(200);
      expect(await statusOf(link)).toEqual({ status: 'used', expires_at: null });

      await forgot(uniqueEmail('nobody'));
      expect(await statusOf({ userId: member.id, token: 'x'.repeat(43) })).toEqual({ status: 'unknown', expires_at: null });
      const other = await createMember(t);
      expect(await statusOf({ userId: other.id, token: link.token })).toEqual({ status: 'unknown', expires_at: null });

      const late = await createMember(t);
      await forgot(late.email);
      const lateLink = await resetLink(late.email);
      clock.advance(61 * 60 * 1000);
      expect(await statusOf(lateLink)).toEqual({ status: 'expired', expires_at: null });
    });

    it('reads a link retired by a newer one as used', async () => {
      const member = await createMember(t);
      await forgot(member.email);
      const first = await resetLink(member.email);
      await forgot(member.email);
      await expect.poll(() => t.mailbox.sentTo(member.email).length).toBe(2);
      expect(await statusOf(first)).toMatchObject({ status: 'used' });
      expect(await statusOf(await resetLink(member.email))).toMatchObject({ status: 'valid' });
    });

    it('counts a check as a reset attempt, per account and per address', async () => {
      const member = await createMember(t);
      const guess = { userId: member.id, token: 'y'.repeat(43) };
      for (let i = 0; i < 10; i += 1) expect((await status(guess)).statusCode).toBe(200);
      const blocked = await status(guess);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().message).toMatch(/^Too many attempts: try again in \d+ (minutes?|seconds?)$/);
      expect((await reset({ ...guess, password: 'a-brand-new-secret-9' })).statusCode).toBe(429);
    });

    it('refuses a malformed link with the reset page’s message', async () => {
      const res = await status({ userId: 'not-an-id', token: '' });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('This reset link is not valid');
    });
  });

  it('refuses a common new password', async () => {
    const member = await createMember(t);
    await forgot(member.email);
    const link = await resetLink(member.email);
    const res = await reset({ ...link, password: 'iloveyou1' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('This password is too common: choose another one');
  });

  it('limits reset attempts per account, whatever the client address', async () => {
    const member = await createMember(t);
    const guess = { userId: member.id, token: 'x'.repeat(43), password: 'a-brand-new-secret-9' };
    for (let i = 0; i < 10; i += 1) expect((await reset(guess)).statusCode).toBe(400);
    const blocked = await reset(guess);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/^Too many attempts: try again in \d+ (minutes?|seconds?)$/);
  });

  it('limits reset mails per client address across accounts', async () => {
    const ip = freshIp();
    const forgotFrom = (email: string) =>
      t.app.inject({ method: 'POST', url: '/api/v1/auth/password/forgot', payload: { email }, remoteAddress: ip });
    for (let i = 0; i < 30; i += 1) expect((await forgotFrom(uniqueEmail('nobody'))).statusCode).toBe(200);
    expect((await forgotFrom(uniqueEmail('nobody'))).statusCode).toBe(429);
  });

  it('limits reset mails per account with 429', async () => {
    const member = await createMember(t);
    for (let i = 0; i < 5; i += 1) expect((await forgot(member.email)).statusCode).toBe(200);
    const blocked = await forgot(member.email);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
  });
});

describe('password change', () => {
  it('needs the current password', async () => {
    const member = await createMember(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/password/change',
      headers: member.auth,
      payload: { current_password: 'not-my-password', new_password: 'a-brand-new-secret-9' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'Your current password is not correct',
      errors: [{ path: 'current_password', message: 'Your current password is not correct' }],
    });
  });

  it('changes the password, keeps this session and ends the others', async () => {
    const member = await createMember(t);
    const other = (await login(member.email, DEFAULT_PASSWORD, { bearer: true })).json().data.data.token;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/password/change',
      headers: member.auth,
      payload: { current_password: DEFAULT_PASSWORD, new_password: 'a-brand-new-secret-9' },
    });
    expect(res.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/auth/session', headers: member.auth })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/auth/session', headers: { authorization: `Bearer ${other}` } })).statusCode).toBe(401);
    expect((await login(member.email, 'a-brand-new-secret-9')).statusCode).toBe(200);
    expect((await reloadUser(t.db, member.id)).passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('refuses a new password equal to the current one, naming the field', async () => {
    const member = await createMember(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/password/change',
      headers: member.auth,
      payload: { current_password: DEFAULT_PASSWORD, new_password: DEFAULT_PASSWORD },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'Your new password must be different from your current one',
      errors: [{ path: 'new_password', message: 'Your new password must be different from your current one' }],
    });
    expect((await reloadUser(t.db, member.id)).passwordHash).toBe(member.user.passwordHash);
  });

  it('is only for logged-in members', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/password/change',
      payload: { current_password: DEFAULT_PASSWORD, new_password: 'a-brand-new-secret-9' },
    });
    expect(res.statusCode).toBe(401);
  });
});
