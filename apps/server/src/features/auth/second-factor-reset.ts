import type { Config } from '../../config';
import type { Db } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { Conflict, NotFound } from '../../lib/errors';
import { enqueueMail } from '../../mail/outbox';
import { secondFactorResetMail } from '../../mail/templates';
import { revokeSessions } from '../../session/session.service';
import { recordSecondFactorReset } from '../staff-members';
import { findUserByEmail } from './auth.repository';
import { deleteSecondFactor, findSecondFactor } from './second-factor.repository';
import { NOT_ON } from './second-factor.service';

export const NO_ACCOUNT_WITH_ADDRESS = 'No account has this email address';

/**
 * An operator's answer to a lost authenticator app (`npm run second-factor:reset`): the account's
 * secret and recovery codes are removed and every session ends, since whoever holds the lost phone
 * may be signed in; the account's history records it and its owner is told by mail, so a reset they
 * did not ask for stands out. One transaction: either all of it happens or none.
 */
export async function resetSecondFactor(
  deps: { db: Db; config: Pick<Config, 'appUrl'>; clock: Clock },
  email: string,
  operator: string,
): Promise<{ email: string; isStaff: boolean }> {
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const account = await findUserByEmail(tx, email);
    if (!account) throw new NotFound(NO_ACCOUNT_WITH_ADDRESS);
    const factor = await findSecondFactor(tx, account.id);
    if (!factor?.enabledAt) throw new Conflict(NOT_ON);
    await deleteSecondFactor(tx, account.id);
    await revokeSessions(tx, account.id);
    await recordSecondFactorReset(tx, account.id, operator);
    const isStaff = account.role === 'staff';
    await enqueueMail(tx, secondFactorResetMail(deps.config.appUrl, account.email, { at: now, isStaff }));
    return { email: account.email, isStaff };
  });
}
