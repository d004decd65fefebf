/**
 * `npm run second-factor:reset -- --email <address>`
 *
 * For a member or staff member who lost their authenticator app and recovery codes: turns the
 * account's two-step sign-in off on the configured database (DATABASE_URL, or the embedded one in
 * DATA_DIR), ends its sessions, records the reset in the account's history (the staff member page)
 * and mails the owner. Check who is asking before running it: it is the way round a second factor.
 */
import { userInfo } from 'node:os';
import { z } from 'zod';
import { emailField } from '@repertoire/contract';
import { resetSecondFactor } from '../features/auth';
import { loadCommandConfig, openDatabase, readCommandArguments, runCommand, sendOutboxMail } from './cli-support';

const COMMAND = 'second-factor:reset';
const USAGE = `Usage: npm run ${COMMAND} -- --email <address>`;

const argumentsSchema = z.object({
  email: z.string({ message: 'Give the account’s address with --email' }).pipe(emailField),
});

/** Who the account's history names: the operator's login on this machine, so staff know whom to ask. */
function operatorName(): string {
  let login = '';
  try {
    login = userInfo().username;
  } catch {
    // No user name on this system (a container without a passwd entry): the command alone names it.
  }
  return login ? `Operator ${login} (${COMMAND})` : `Operator (${COMMAND})`;
}

async function main(): Promise<void> {
  const input = readCommandArguments(USAGE, { email: { type: 'string' } }, argumentsSchema);
  const config = loadCommandConfig();
  const database = await openDatabase(config, COMMAND);
  try {
    await database.migrate();
    const account = await resetSecondFactor({ db: database.db, config, clock: () => new Date() }, input.email, operatorName());
    console.log(
      `Two-step sign-in is off for ${account.email}: the authenticator and recovery codes are removed and every session has ended. ` +
        (account.isStaff ? 'At the next login they set it up again.' : 'They can turn it on again on their profile.'),
    );
    await sendOutboxMail(config, database, { sent: 'The account’s owner has been told by mail.' });
  } finally {
    await database.close();
  }
}

runCommand(main, 'Cancelled: nothing was changed.');
