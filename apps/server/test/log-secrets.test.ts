import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { DEFAULT_PASSWORD, reloadUser, uniqueEmail } from './support/factories';
import { captureLog } from './support/log-capture';
import { buildTestApp } from './support/test-app';
import type { TestApp } from './support/test-app';

let t: TestApp;
const captured = captureLog();
const log = captured.text;

beforeAll(async () => {
  t = await buildTestApp({
    logger: captured.logger,
    // A failed insert, as a bug or a race would cause one: the error is logged the way the app logs errors.
    extraRoutes: (api) => {
      api.post('/test/insert-twice', async (request, reply) => {
        const { email, passwordHash, phone } = request.body as { email: string; passwordHash: string; phone: string };
        try {
          await api.db.insert(users).values({ email, passwordHash, phone, registerAs: 'individual' });
        } catch (error) {
          request.log.error({ err: error }, 'Insert failed');
          return reply.code(500).send({ message: 'Something went wrong on our side' });
        }
        return { message: 'Inserted' };
      });
    },
  });
});
afterAll(() => t.close());

describe('the log', () => {
  it('holds no password, hash, token or phone number after sign-up, verification, login, reset (its link checked first), password change and a profile update', async () => {
    const email = uniqueEmail('logged');
    const passwords: [string, string, string] = [DEFAULT_PASSWORD, 'reset-by-mail-secret-7', 'changed-by-hand-secret-8'];
    const phones: [string, string, string, string] = ['+234 803 123 4567', '+2348031234567', '+44 20 7946 0958', '+442079460958'];
    const inject = (options: InjectOptions) => t.app.inject(options);

    expect(
      (
        await inject({
          method: 'POST',
          url: '/api/v1/auth/signup',
          payload: { register_as: 'individual', given_name: 'Amara', nationality: 'NG', date_of_birth: '1990-03-15', phone: phones[0], roles: ['songwriter'], email, password: passwords[0] },
        })
      ).statusCode,
    ).toBe(201);
    const verifyToken = new URL(await t.mailbox.linkSentTo(email, '/?verify=')).searchParams.get('verify') ?? '';
    // The member's browser opens the mailed link: a page request whose URL holds the token.
    await inject({ method: 'GET', url: `/?verify=${verifyToken}`, headers: { accept: 'text/html' } });
    expect((await inject({ method: 'POST', url: '/api/v1/auth/verify-email', payload: { token: verifyToken } })).statusCode).toBe(200);

    const loggedIn = await inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password: passwords[0], bearer: true } });
    const sessionToken = loggedIn.json().data.data.token as string;

    await inject({ method: 'POST', url: '/api/v1/auth/password/forgot', payload: { email } });
    const resetLink = new URL(await t.mailbox.linkSentTo(email, '/account/password/reset/'));
    const resetToken = resetLink.searchParams.get('token') ?? '';
    await inject({ method: 'GET', url: `${resetLink.pathname}${resetLink.search}`, headers: { accept: 'text/html' } });
    const userId = resetLink.pathname.split('/').at(-1) ?? '';
    expect((await inject({ method: 'POST', url: '/api/v1/auth/password/reset/status', payload: { userId, token: resetToken } })).statusCode).toBe(200);
    expect((await inject({ method: 'POST', url: '/api/v1/auth/password/reset', payload: { userId, token: resetToken, password: passwords[1] } })).statusCode).toBe(200);

    const relogged = await inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password: passwords[1], bearer: true } });
    const auth = { authorization: `Bearer ${relogged.json().data.data.token as string}` };
    expect(
      (await inject({ method: 'POST', url: '/api/v1/auth/password/change', headers: auth, payload: { current_password: passwords[1], new_password: passwords[2] } })).statusCode,
    ).toBe(200);
    expect((await inject({ method: 'PATCH', url: '/api/v1/user/profile', headers: auth, payload: { phone: phones[2] } })).statusCode).toBe(200);
    const { passwordHash } = await reloadUser(t.db, userId);
    const failed = await inject({ method: 'POST', url: '/api/v1/test/insert-twice', payload: { email, passwordHash, phone: phones[3] } });
    expect(failed.statusCode).toBe(500);

    // The log did record all this: requests, the redacted links, the failed query.
    expect(log()).toContain('"url":"/api/v1/auth/password/change"');
    expect(log()).toContain('"url":"/?verify=[redacted]"');
    expect(log()).toContain(`"url":"${resetLink.pathname}?token=[redacted]"`);
    expect(log()).toContain('Failed query: insert into \\"users\\"');
    for (const secret of [...passwords, passwordHash, verifyToken, resetToken, sessionToken, ...phones]) {
      expect(secret.length).toBeGreaterThan(8);
      expect(log()).not.toContain(secret);
    }
    // Nor the account's address that the failed insert's database error echoes ("Key (lower(email))=(…) already exists").
    expect(log()).not.toContain(`=(${email})`);
  });
});
