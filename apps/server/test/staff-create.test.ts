import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { staffAccountEvents, users } from '../src/db/schema';
import { acquireDataDirectoryLock } from '../src/db/pglite-lock';
import { testDatabaseKind } from './support/database';
import { uniqueEmail } from './support/factories';
import { Mailbox } from './support/mailbox';
import { runOperatorCommand, useCommandDatabase } from './support/operator-command';

const PASSWORD = 'steady-review-desk-2026';

/** `npm run staff:create`'s program, with the answer to its password prompt piped in. */
const staffCreate = (args: string[], env: Record<string, string>, input = '') => runOperatorCommand('staff-create.ts', args, env, input);

const { env, openApp, closeApp, dataDir } = useCommandDatabase('staff-create');

describe('npm run staff:create', () => {
  it('creates a staff account with its roles and the password typed, who sets up two-step sign-in at the first login', async () => {
    const email = uniqueEmail('new-staff');
    const run = await staffCreate(['--email', email.toUpperCase(), '--name', ' Noor   Haddad ', '--roles', 'disputes, reviewer'], env(), `${PASSWORD}\n`);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(`Staff account created: ${email} (Noor Haddad), roles: Reviewer, Disputes.`);

    const t = await openApp();
    const login = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password: PASSWORD } });
    expect(login.statusCode).toBe(200);
    expect(login.json().data.data.second_factor).toBe('setup_required');
    const [account] = await t.db.select().from(users).where(eq(users.email, email));
    expect(account?.staffRoles).toEqual(['reviewer', 'disputes']);
    const events = await t.db.select().from(staffAccountEvents).where(eq(staffAccountEvents.accountId, account?.id ?? ''));
    expect(events).toEqual([expect.objectContaining({ kind: 'created', actorId: null, actorName: null, roles: ['reviewer', 'disputes'] })]);
    await closeApp();

    const again = await staffCreate(['--email', email, '--name', 'Someone Else', '--roles', 'finance'], env(), `${PASSWORD}\n`);
    expect(again.code).toBe(1);
    expect(again.stderr.trim()).toBe(`An account with the address ${email} exists already.`);
  }, 120_000);

  it('with --mail-reset-link, mails a link through the outbox that sets the password', async () => {
    const mailbox = new Mailbox();
    const port = await mailbox.listen();
    try {
      const email = uniqueEmail('invited-staff');
      const run = await staffCreate(['--email', email, '--name', 'Ines Moreau', '--roles', 'administrator', '--mail-reset-link'], { ...env(), SMTP_URL: `smtp://127.0.0.1:${port}` });
      expect(run.stderr).toBe('');
      expect(run.code).toBe(0);
      expect(run.stdout).toContain('The link to set a password has been mailed: it works for one hour');
      const link = new URL(await mailbox.linkSentTo(email, '/account/password/reset/'));

      const t = await openApp();
      const reset = await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/password/reset',
        payload: { userId: link.pathname.split('/').at(-1), token: link.searchParams.get('token'), password: PASSWORD },
      });
      expect(reset.statusCode).toBe(200);
      const login = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password: PASSWORD } });
      expect(login.json().data.data).toMatchObject({ second_factor: 'setup_required' });
    } finally {
      await mailbox.close();
    }
  }, 120_000);

  it('refuses a password the sign-up would refuse', async () => {
    const run = await staffCreate(['--email', uniqueEmail('weak-staff'), '--name', 'Weak Password', '--roles', 'reviewer'], env(), 'short\n');
    expect(run.code).toBe(1);
    expect(run.stderr.trim()).toBe('Password must be at least 8 characters.');
  }, 120_000);

  it('explains what is missing from the command', async () => {
    const run = await staffCreate(['--name', 'No Address', '--roles', 'reviewer'], env());
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('Give the new staff member’s address with --email.');
    expect(run.stderr).toContain('Usage: npm run staff:create -- --email <address> --name "<full name>" --roles <role,role…> [--mail-reset-link]');
  }, 60_000);

  it('refuses to create an account without roles, listing them, and an unknown role', async () => {
    const email = uniqueEmail('no-roles');
    const run = await staffCreate(['--email', email, '--name', 'No Roles'], env(), `${PASSWORD}\n`);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('Give the new staff member’s roles with --roles: one or more of reviewer, disputes, member-services, finance, administrator.');
    expect(run.stderr).toContain('Roles (one or more, comma-separated): reviewer, disputes, member-services, finance, administrator.');

    const unknown = await staffCreate(['--email', email, '--name', 'Unknown Role', '--roles', 'reviewer,treasurer'], env(), `${PASSWORD}\n`);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('Choose among the staff roles: reviewer, disputes, member-services, finance, administrator.');
    const empty = await staffCreate(['--email', email, '--name', 'Empty Roles', '--roles', ' , '], env(), `${PASSWORD}\n`);
    expect(empty.code).toBe(1);
    expect(empty.stderr).toContain('Choose at least one role.');

    const t = await openApp();
    expect(await t.db.select().from(users).where(eq(users.email, email))).toEqual([]);
    await closeApp();
  }, 120_000);

  // Skipped in the PostgreSQL project on purpose: there the command runs beside the servers, and
  // only the embedded database has a data directory lock to refuse on.
  it.runIf(testDatabaseKind() === 'pglite')('refuses, saying why, while the server holds the embedded database', async () => {
    // What a running server holds: the data directory's lock.
    const release = acquireDataDirectoryLock(join(dataDir(), 'db.lock'));
    try {
      const run = await staffCreate(['--email', uniqueEmail('blocked-staff'), '--name', 'Blocked', '--roles', 'reviewer'], { DATA_DIR: dataDir() }, `${PASSWORD}\n`);
      expect(run.code).toBe(1);
      expect(run.stderr.trim()).toBe(
        `The embedded database in ${dataDir()} is in use by process ${process.pid}, most likely the running server. ` +
          'Stop the server and run staff:create again, or run it with the DATABASE_URL of the PostgreSQL database the server uses.',
      );
    } finally {
      release();
    }
  }, 60_000);
});
