import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { recoveryCodes, secondFactors } from '../src/db/schema';
import { turnOnSecondFactorWithSecret } from '../src/features/auth';
import { hashRecoveryCode, newRecoveryCodes } from '../src/features/auth/recovery-codes';
import { createMember, createStaff, DEFAULT_PASSWORD, uniqueEmail } from './support/factories';
import type { TestMember } from './support/factories';
import { Mailbox } from './support/mailbox';
import { runOperatorCommand, useCommandDatabase } from './support/operator-command';
import type { TestApp } from './support/test-app';

const secondFactorReset = (args: string[], env: Record<string, string>) => runOperatorCommand('second-factor-reset.ts', args, env);

const { env, openApp, closeApp } = useCommandDatabase('second-factor-reset');

/** An account whose authenticator app is on, with its recovery codes, as the set-up leaves it. */
async function withAuthenticator(t: TestApp, account: TestMember): Promise<void> {
  await turnOnSecondFactorWithSecret(t.db, t.config.encryptionKey, account.id, 'JBSWY3DPEHPK3PXP', new Date());
  await t.db.insert(recoveryCodes).values(newRecoveryCodes().flatMap((code) => hashRecoveryCode(code) ?? []).map((codeHash) => ({ userId: account.id, codeHash })));
}

const login = (t: TestApp, email: string) => t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password: DEFAULT_PASSWORD } });

describe('npm run second-factor:reset', () => {
  it('turns a member’s lost second factor off, ends their sessions, records it on their page and mails them', async () => {
    let t = await openApp();
    const member = await createMember(t);
    const staff = await createStaff(t);
    await withAuthenticator(t, member);
    expect((await login(t, member.email)).json().data.data).toMatchObject({ second_factor: 'required' });
    await closeApp();

    const mailbox = new Mailbox();
    const port = await mailbox.listen();
    try {
      const run = await secondFactorReset(['--email', member.email.toUpperCase()], { ...env(), SMTP_URL: `smtp://127.0.0.1:${port}` });
      expect(run.stderr).toBe('');
      expect(run.code).toBe(0);
      expect(run.stdout).toContain(`Two-step sign-in is off for ${member.email}: the authenticator and recovery codes are removed and every session has ended.`);
      expect(run.stdout).toContain('The account’s owner has been told by mail.');
      const [mail] = mailbox.sentTo(member.email);
      expect(mail?.subject).toBe('Two-step sign-in has been turned off');
      expect(mail?.text).toContain('every browser signed in to your account has been signed out');
    } finally {
      await mailbox.close();
    }

    t = await openApp();
    expect(await t.db.select().from(secondFactors).where(eq(secondFactors.userId, member.id))).toEqual([]);
    expect(await t.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, member.id))).toEqual([]);
    // The session the lost phone may hold has ended; the password alone logs in now.
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/auth/session', headers: member.auth })).statusCode).toBe(401);
    const again = await login(t, member.email);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.data).not.toHaveProperty('second_factor');
    // Staff looking at the member see that it happened, when and by whom.
    const page = await t.app.inject({ method: 'GET', url: `/api/v1/staff/members/${member.id}`, headers: staff.auth });
    const [entry] = page.json().data.data.identifier_changes;
    expect(entry).toMatchObject({ actor_name: expect.stringContaining('(second-factor:reset)'), changes: [{ field: 'second_factor', old: 'On', new: 'Off' }] });
    expect(Date.now() - new Date(entry.at).getTime()).toBeLessThan(120_000);
  }, 120_000);

  it('makes a staff member set an authenticator up again at the next login', async () => {
    let t = await openApp();
    const staff = await createStaff(t);
    await withAuthenticator(t, staff);
    await closeApp();

    const run = await secondFactorReset(['--email', staff.email], env());
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('At the next login they set it up again.');

    t = await openApp();
    expect((await login(t, staff.email)).json().data.data).toMatchObject({ second_factor: 'setup_required' });
  }, 120_000);

  it('refuses an unknown address, and an account without two-step sign-in, changing nothing', async () => {
    const unknown = await secondFactorReset(['--email', uniqueEmail('nobody')], env());
    expect(unknown.code).toBe(1);
    expect(unknown.stderr.trim()).toBe('No account has this email address.');

    const t = await openApp();
    const member = await createMember(t);
    await closeApp();
    const off = await secondFactorReset(['--email', member.email], env());
    expect(off.code).toBe(1);
    expect(off.stderr.trim()).toBe('Two-step sign-in is not on for this account.');

    const missing = await secondFactorReset([], env());
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('Give the account’s address with --email.');
    expect(missing.stderr).toContain('Usage: npm run second-factor:reset -- --email <address>');
  }, 120_000);
});
