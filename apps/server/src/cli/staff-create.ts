/**
 * `npm run staff:create -- --email <address> --name "<full name>" [--mail-reset-link]`
 *
 * Creates a society staff account on the configured database (DATABASE_URL, or the embedded one in
 * DATA_DIR). The password is asked for on the terminal, hidden (or read from the first line of a
 * piped stdin); with --mail-reset-link the new staff member gets a link by mail to set it instead.
 * Staff set up two-step sign-in at their first login.
 */
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { emailField, passwordField, requiredText } from '@repertoire/contract';
import { ConfigError, loadConfig } from '../config';
import type { Config } from '../config';
import { createDatabase } from '../db/database';
import type { Database } from '../db/database';
import { DataDirectoryInUseError } from '../db/pglite-lock';
import { featureMailComposers } from '../features';
import { assertAddressFree, createStaffAccount } from '../features/auth';
import { AppError } from '../lib/errors';
import { createMailer } from '../mail/mailer';
import { createMailOutboxWorker } from '../mail/outbox-worker';
import { InputCancelled, readHiddenLine } from './terminal-input';

const USAGE = 'Usage: npm run staff:create -- --email <address> --name "<full name>" [--mail-reset-link]';

/** A refusal the operator can act on: printed as it is, without a stack trace. */
class Refusal extends Error {}

const argumentsSchema = z.object({
  email: z.string({ message: 'Give the new staff member’s address with --email' }).pipe(emailField),
  name: z
    .string({ message: 'Give the new staff member’s name with --name' })
    .pipe(requiredText('Name'))
    .transform((name) => name.replace(/\s+/g, ' ')),
  mailResetLink: z.boolean(),
});

function readArguments() {
  let parsed;
  try {
    parsed = parseArgs({
      options: { email: { type: 'string' }, name: { type: 'string' }, 'mail-reset-link': { type: 'boolean', default: false }, help: { type: 'boolean' } },
      allowPositionals: false,
    });
  } catch (error) {
    throw new Refusal(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
  }
  if (parsed.values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const result = argumentsSchema.safeParse({ ...parsed.values, mailResetLink: parsed.values['mail-reset-link'] });
  if (!result.success) throw new Refusal(`${result.error.issues.map((issue) => `${issue.message}.`).join('\n')}\n${USAGE}`);
  return result.data;
}

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

async function openDatabase(config: Config): Promise<Database> {
  try {
    return await createDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  } catch (error) {
    if (error instanceof DataDirectoryInUseError) {
      throw new Refusal(
        `The embedded database in ${config.dataDir} is in use by ${error.pid === null ? 'another process' : `process ${error.pid}`}, most likely the running server. ` +
          'Stop the server and run staff:create again, or run it with the DATABASE_URL of the PostgreSQL database the server uses.',
      );
    }
    throw error;
  }
}

/** Sends the reset link now rather than at the server's next look at the outbox (it may not be running). */
async function sendOutboxMail(config: Config, database: Database): Promise<void> {
  const mailer = createMailer({ from: config.mailFrom, smtpUrl: config.smtpUrl, mailDir: join(config.dataDir, 'mail') });
  const quiet = { info: () => {}, warn: () => {}, error: () => {} };
  try {
    const worker = createMailOutboxWorker({ db: database.db, mailer, composers: featureMailComposers(config), logger: quiet });
    const sent = await worker.drain();
    console.log(
      sent > 0
        ? config.smtpUrl
          ? 'The link to set a password has been mailed: it works for one hour (the forgotten-password page sends a new one).'
          : `No SMTP_URL: the mail with the link is saved under ${join(config.dataDir, 'mail')}.`
        : 'The mail with the link waits in the outbox: the server sends it (and retries) once it can reach the mail server.',
    );
  } finally {
    await mailer.close();
  }
}

async function main(): Promise<void> {
  const input = readArguments();
  let config: Config;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) throw new Refusal(error.message);
    throw error;
  }
  const database = await openDatabase(config);
  try {
    await database.migrate();
    await assertAddressFree(database.db, input.email);
    const password = input.mailResetLink ? null : await askPassword();
    const user = await createStaffAccount({ db: database.db, clock: () => new Date() }, { email: input.email, name: input.name, password });
    console.log(`Staff account created: ${user.email} (${input.name}). At the first login they set up two-step sign-in with an authenticator app.`);
    if (input.mailResetLink) await sendOutboxMail(config, database);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof Refusal) console.error(error.message);
  // The API's messages end without a full stop (features/README.md); a line on the terminal ends with one.
  else if (error instanceof AppError) console.error(`${error.message}.`);
  else if (error instanceof InputCancelled) console.error('Cancelled: no account was created.');
  else console.error(error);
  process.exit(1);
});
