/**
 * What the operators' commands (`staff:create`, `second-factor:reset`) share: refusals printed as
 * they are, the configured database opened (or why not), and the outbox's mail sent at once.
 */
import { join } from 'node:path';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import type { z } from 'zod';
import { ConfigError, loadConfig } from '../config';
import type { Config } from '../config';
import { createDatabase } from '../db/database';
import type { Database } from '../db/database';
import { DataDirectoryInUseError } from '../db/pglite-lock';
import { featureMailComposers } from '../features';
import { AppError } from '../lib/errors';
import { createMailer } from '../mail/mailer';
import { createMailOutboxWorker } from '../mail/outbox-worker';
import { InputCancelled } from './terminal-input';

/** A refusal the operator can act on: printed as it is, without a stack trace. */
export class Refusal extends Error {}

/**
 * The command's options (`--mail-reset-link` read as `mailResetLink`) checked with its schema; `--help`
 * prints the usage and ends. A wrong option or value is refused with the schema's messages and the usage.
 */
export function readCommandArguments<Output>(usage: string, options: NonNullable<ParseArgsConfig['options']>, schema: z.ZodType<Output>): Output {
  let values: Record<string, unknown>;
  try {
    values = parseArgs({ options: { ...options, help: { type: 'boolean' } }, allowPositionals: false }).values;
  } catch (error) {
    throw new Refusal(`${error instanceof Error ? error.message : String(error)}\n${usage}`);
  }
  if (values.help) {
    console.log(usage);
    process.exit(0);
  }
  const named = Object.fromEntries(Object.entries(values).map(([option, value]) => [option.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase()), value]));
  const result = schema.safeParse(named);
  if (!result.success) throw new Refusal(`${result.error.issues.map((issue) => `${issue.message}.`).join('\n')}\n${usage}`);
  return result.data;
}

export function loadCommandConfig(): Config {
  try {
    return loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) throw new Refusal(error.message);
    throw error;
  }
}

/** The configured database; the embedded one only while no server holds it. */
export async function openDatabase(config: Config, command: string): Promise<Database> {
  try {
    return await createDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  } catch (error) {
    if (error instanceof DataDirectoryInUseError) {
      throw new Refusal(
        `The embedded database in ${config.dataDir} is in use by ${error.pid === null ? 'another process' : `process ${error.pid}`}, most likely the running server. ` +
          `Stop the server and run ${command} again, or run it with the DATABASE_URL of the PostgreSQL database the server uses.`,
      );
    }
    throw error;
  }
}

/**
 * Sends the outbox's mail now rather than at the server's next look at it (it may not be running),
 * and says where it went.
 */
export async function sendOutboxMail(config: Config, database: Database, what: { sent: string }): Promise<void> {
  const mailer = createMailer({ from: config.mailFrom, smtpUrl: config.smtpUrl, mailDir: join(config.dataDir, 'mail') });
  const quiet = { info: () => {}, warn: () => {}, error: () => {} };
  try {
    const worker = createMailOutboxWorker({ db: database.db, mailer, composers: featureMailComposers(config), logger: quiet });
    const sent = await worker.drain();
    console.log(
      sent > 0
        ? config.smtpUrl
          ? what.sent
          : `No SMTP_URL: the mail is saved under ${join(config.dataDir, 'mail')}.`
        : 'The mail waits in the outbox: the server sends it (and retries) once it can reach the mail server.',
    );
  } finally {
    await mailer.close();
  }
}

/** Runs the command; a refusal, an application error or a cancelled prompt ends it with its message and exit code 1. */
export function runCommand(main: () => Promise<void>, cancelled: string): void {
  main().catch((error: unknown) => {
    if (error instanceof Refusal) console.error(error.message);
    // The API's messages end without a full stop (features/README.md); a line on the terminal ends with one.
    else if (error instanceof AppError) console.error(`${error.message}.`);
    else if (error instanceof InputCancelled) console.error(cancelled);
    else console.error(error);
    process.exit(1);
  });
}
