/**
 * `npm run staff:create -- --email <address> --name "<full name>" [--mail-reset-link]`
 *
 * Creates a society staff account on the configured database (DATABASE_URL, or the embedded one in
 * DATA_DIR). The password is asked for on the terminal, hidden (or read from the first line of a
 * piped stdin); with --mail-reset-link the new staff member gets a link by mail to set it instead.
 * Staff set up two-step sign-in at their first login.
 */
import { z } from 'zod';
import { emailField, passwordField, requiredText } from '@repertoire/contract';
import { assertAddressFree, createStaffAccount } from '../features/auth';
import { loadCommandConfig, openDatabase, readCommandArguments, Refusal, runCommand, sendOutboxMail } from './cli-support';
import { readHiddenLine } from './terminal-input';

const USAGE = 'Usage: npm run staff:create -- --email <address> --name "<full name>" [--mail-reset-link]';

const argumentsSchema = z.object({
  email: z.string({ message: 'Give the new staff member’s address with --email' }).pipe(emailField),
  name: z
    .string({ message: 'Give the new staff member’s name with --name' })
    .pipe(requiredText('Name'))
    .transform((name) => name.replace(/\s+/g, ' ')),
  mailResetLink: z.boolean(),
});

const readArguments = () =>
  readCommandArguments(
    USAGE,
    { email: { type: 'string' }, name: { type: 'string' }, 'mail-reset-link': { type: 'boolean', default: false } },
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
    const user = await createStaffAccount({ db: database.db, clock: () => new Date() }, { email: input.email, name: input.name, password });
    console.log(`Staff account created: ${user.email} (${input.name}). At the first login they set up two-step sign-in with an authenticator app.`);
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
