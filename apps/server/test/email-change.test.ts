import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oneTimeTokens } from '../src/db/schema';
import { createMember, DEFAULT_PASSWORD, reloadUser, uniqueEmail, type TestMember } from './support/factories';
import { buildTestApp, type TestApp } from './support/test-app';

/** A new e-mail address: asked for with the password, confirmed by the link mailed to it, the old address told. */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const ask = (who: TestMember | null, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/v1/user/email-change', headers: who?.auth ?? {}, payload });
const confirm = (token: string) => t.app.inject({ method: 'POST', url: '/api/v1/user/email-change/confirm', payload: { token } });
const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? '';

describe('POST /user/email-change', () => {
  it('mails a link to the new address and tells the old one; the link moves the account once', async () => {
    const member = await createMember(t);
    const newEmail = uniqueEmail('moved');
    const res = await ask(member, { email: `  ${newEmail.toUpperCase()} `, password: DEFAULT_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(`Check the mailbox of ${newEmail}: open the link we sent there within 24 hours to finish the change`);

    const link = await t.mailbox.linkSentTo(newEmail, '/account/email/confirm?token=');
    await t.mailbox.linkSentTo(member.email, '/profile');
    expect(t.mailbox.sentTo(member.email).at(-1)?.text).toContain(newEmail);
    // Nothing changes before the link is opened, and only the token's hash is kept.
    expect((await reloadUser(t.db, member.id)).email).toBe(member.email);
    const [stored] = await t.db.select().from(oneTimeTokens).where(eq(oneTimeTokens.userId, member.id));
    expect(stored).toMatchObject({ purpose: 'change_email', newEmail, usedAt: null });
    expect(stored?.tokenHash).not.toBe(tokenOf(link));

    const done = await confirm(tokenOf(link));
    expect(done.statusCode).toBe(200);
    expect(done.json().message).toBe('Your email address has been changed: log in with the new one from now on');
    expect(await reloadUser(t.db, member.id)).toMatchObject({ email: newEmail, emailVerifiedAt: expect.any(Date) });
    const login = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: newEmail, password: DEFAULT_PASSWORD } });
    expect(login.statusCode).toBe(200);

    const again = await confirm(tokenOf(link));
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('This link is not valid or has expired: ask for the change again from your profile');
  });

  it('refuses a wrong password, the same address and one another account has, keeping the account as it is', async () => {
    const member = await createMember(t);
    const other = await createMember(t);
    for (const [payload, status, message] of [
      [{ email: uniqueEmail('x'), password: 'not-the-password' }, 400, 'Your password is not correct'],
      [{ email: member.email, password: DEFAULT_PASSWORD }, 400, 'This is your email address already'],
      [{ email: other.email, password: DEFAULT_PASSWORD }, 409, `An account with the address ${other.email} exists already`],
      [{ email: 'not an address', password: DEFAULT_PASSWORD }, 400, 'Enter a valid email address'],
      [{ email: uniqueEmail('y') }, 400, 'Enter your password to confirm the change'],
    ] as const) {
      const res = await ask(member, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(res.json().message).toBe(message);
    }
    expect((await reloadUser(t.db, member.id)).email).toBe(member.email);
    expect(await t.db.select().from(oneTimeTokens).where(eq(oneTimeTokens.userId, member.id))).toEqual([]);
  });

  it('keeps only the newest request’s link working', async () => {
    const member = await createMember(t);
    const first = uniqueEmail('first');
    const second = uniqueEmail('second');
    expect((await ask(member, { email: first, password: DEFAULT_PASSWORD })).statusCode).toBe(200);
    const firstLink = await t.mailbox.linkSentTo(first, '/account/email/confirm?token=');
    expect((await ask(member, { email: second, password: DEFAULT_PASSWORD })).statusCode).toBe(200);
    const secondLink = await t.mailbox.linkSentTo(second, '/account/email/confirm?token=');
    expect((await confirm(tokenOf(firstLink))).statusCode).toBe(400);
    expect((await confirm(tokenOf(secondLink))).statusCode).toBe(200);
    expect((await reloadUser(t.db, member.id)).email).toBe(second);
  });

  it('answers 401 to anonymous callers, and 400 to a made-up link', async () => {
    expect((await ask(null, { email: uniqueEmail('z'), password: DEFAULT_PASSWORD })).statusCode).toBe(401);
    const res = await confirm('made-up');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('This link is not valid or has expired: ask for the change again from your profile');
  });
});
