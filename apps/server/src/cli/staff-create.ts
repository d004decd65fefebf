/**
 * `npm run staff:create -- --email <address> --name "<full name>" --roles <role,…> [--mail-reset-link]`
 *
 * Creates a society staff account with its roles (docs/domain.md#staff-roles) on the configured
 * database (DATABASE_URL, or the embedded one in DATA_DIR). There is no default role: the first
 * account of a society must be an administrator, later ones should hold no more than their work
 * needs, and either way the operator says which. The password is asked for on the terminal, hidden
 * (or read from the first line of a piped stdin); with --mail-reset-link the new staff member gets a
 * link by mail to set it instead. Staff set up two-step sign-in at their first login.
 */
import { z } from 'zod';
import { emailField, passwordField, staffNameField, staffRoleLabels, staffRoleSet, staffRoleValues } from '@repertoire/contract';
import { assertAddressFree } from '../features/auth';
import { createStaffAccount } from '../features/staff-accounts';
import { loadCommandConfig, openDatabase, readCommandArguments, Refusal, runCommand, sendOutboxMail } from './cli-support';
import { readHiddenLine } from './terminal-input';

const ROLES = staffRoleValues.join(', ');

const USAGE = [
  'Usage: npm run staff:create -- --email <address> --name "<full name>" --roles <role,role…> [--mail-reset-link]',
  `Roles (one or more, comma-separated): ${ROLES}. An administrator manages staff accounts and does all the others do.`,
].join('\n');

const argumentsSchema = z.object({
  email: z.string({ message: 'Give the new staff member’s address with --email' }).pipe(emailField),
  name: z.string({ message: 'Give the new staff member’s name with --name' }).pipe(staffNameField),
  roles: z
    .string({ message: `Give the new staff member’s roles with --roles: one or more of ${ROLES}` })
    .transform((roles) => roles.split(',').map((role) => role.trim()).filter(Boolean))
    .pipe(staffRoleSet),
  mailResetLink: z.boolean(),
});

const readArguments = () =>
  readCommandArguments(
    USAGE,
    { email: { type: 'string' }, name: { type: 'string' }, roles: { type: 'string' }, 'mail-reset-link': { type: 'boolean', default: false } },
    argumentsSchema,
  );

async function askPassword(): Promise<string> {
  for (;;) {
    const password = await readHiddenLine('Password for the new staff account: ');
    const checked = await passwordField.safeParseAsync(password);
    if (!checked.success) {
      const problem = checked.error.issues[0]?.message ?? 'This password cannot be used';
      if (!process.stdin.isTTY) throw new Refusal(`${problem}.`);
      console.error(`${problem}.`);
      continue;
    }
    if (!process.stdin.isTTY) return password;
    if ((await readHiddenLine('The same password again: ')) === password) return password;
    console.error('The two passwords differ: try again.');
  }
}

async function main(): Promise<void> {
  const input = readArguments();
  const config = loadCommandConfig();
  const database = await openDatabase(config, 'staff:create');
  try {
    await database.migrate();
    await assertAddressFree(database.db, input.email);
    const password = input.mailResetLink ? null : await askPassword();
    const account = await createStaffAccount({ db: database.db, clock: () => new Date() }, null, { email: input.email, name: input.name, roles: input.roles, password });
    const roles = account.roles.map((role) => staffRoleLabels[role]).join(', ');
    console.log(`Staff account created: ${account.email} (${input.name}), roles: ${roles}. At the first login they set up two-step sign-in with an authenticator app.`);
    if (input.mailResetLink) {
      await sendOutboxMail(config, database, {
        sent: 'The link to set a password has been mailed: it works for one hour (the forgotten-password page sends a new one).',
      });
    }
  } finally {
    await database.close();
  }
}

runCommand(main, 'Cancelled: no account was created.');
