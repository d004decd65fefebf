import { BANK_DETAILS_CHANGES_SHOWN, bankDetailsFieldLabels, bankDetailsFields, maskValue, pagePaths } from '@repertoire/contract';
import type { BankDetails, BankDetailsField, BankDetailsValues } from '@repertoire/contract';
import type { BankDetailsRow, NewBankDetailsRow } from '../../db/schema';
import type { Db } from '../../db/database';
import type { Actor } from '../../lib/actor';
import type { Deps } from '../../lib/deps';
import { BadRequest, NotFound, Unauthorized } from '../../lib/errors';
import { assertNotThrottled, recordFailures } from '../../lib/failure-throttle';
import type { FailureThrottleRule, ThrottleCheck } from '../../lib/failure-throttle';
import { keyRingOf } from '../../lib/key-ring';
import type { KeyRing } from '../../lib/key-ring';
import { verifyPassword } from '../../lib/passwords';
import { consumeRateLimits } from '../../lib/rate-limit';
import type { RateLimitRule } from '../../lib/rate-limit';
import { enqueueMail } from '../../mail/outbox';
import { bankDetailsChangedMail } from '../../mail/templates';
import { notify } from '../notifications';
import {
  countBankDetailsNotUnderKey,
  findBankDetails,
  findBankDetailsChanges,
  findBankDetailsForUpdate,
  findBankDetailsNotUnderKey,
  findBankDetailsOfMany,
  findPasswordHash,
  insertBankDetailsChange,
  isMemberAccount,
  updateEncryptedNumbers,
  upsertBankDetails,
} from './bank-details.repository';

const MINUTE = 60;

/**
 * A change of bank details asks for the password: whoever holds a stolen session must not be able
 * to redirect royalties. Wrong passwords slow the account down as wrong login passwords do
 * (auth.service.ts loginThrottles: free failures, then doubling waits up to 15 minutes), and
 * saves count against the same budget as password changes (OWASP ASVS 5.0 V6).
 */
export const bankDetailsThrottles = {
  perAccount: { name: 'bank-details-password:account', freeFailures: 5, firstDelaySeconds: 30, maxDelaySeconds: 15 * MINUTE, forgetAfterSeconds: 60 * MINUTE },
} satisfies Record<string, FailureThrottleRule>;
export const bankDetailsRateLimits = {
  savesPerUser: { name: 'bank-details-save:user', limit: 10, windowSeconds: 15 * MINUTE },
} satisfies Record<string, RateLimitRule>;

export const WRONG_PASSWORD = 'Your password is not correct';
export const MEMBER_NOT_FOUND = 'No member with this id';

/** Who saves: the member, with the address their notice goes to. */
export type BankDetailsSaver = Actor & { email: string };

type Plain = BankDetailsValues;

/** GCM's additional data: a ciphertext decrypts only in the row and column it was written to. */
const contextOf = (userId: string, field: 'iban' | 'account_number') => `bank-details:${userId}:${field}`;

function encryptedNumbers(ring: KeyRing, userId: string, values: Pick<Plain, 'iban' | 'account_number'>) {
  return {
    ibanEncrypted: values.iban === null ? null : ring.encrypt(values.iban, contextOf(userId, 'iban')),
    accountNumberEncrypted: values.account_number === null ? null : ring.encrypt(values.account_number, contextOf(userId, 'account_number')),
    keyId: ring.currentKeyId,
  };
}

function decryptedNumbers(ring: KeyRing, row: BankDetailsRow): Pick<Plain, 'iban' | 'account_number'> {
  return {
    iban: row.ibanEncrypted === null ? null : ring.decrypt(row.keyId, row.ibanEncrypted, contextOf(row.userId, 'iban')),
    account_number: row.accountNumberEncrypted === null ? null : ring.decrypt(row.keyId, row.accountNumberEncrypted, contextOf(row.userId, 'account_number')),
  };
}

function plainOf(ring: KeyRing, row: BankDetailsRow): Plain {
  return {
    account_holder: row.accountHolder,
    bank_name: row.bankName,
    bank_country: row.bankCountry,
    currency: row.currency,
    bic: row.bic,
    sort_code: row.sortCode,
    routing_number: row.routingNumber,
    transit_number: row.transitNumber,
    institution_number: row.institutionNumber,
    bsb: row.bsb,
    bank_code: row.bankCode,
    ...decryptedNumbers(ring, row),
  };
}

function rowOf(ring: KeyRing, userId: string, values: Plain, now: Date): NewBankDetailsRow {
  return {
    userId,
    accountHolder: values.account_holder,
    bankName: values.bank_name,
    bankCountry: values.bank_country,
    currency: values.currency,
    bic: values.bic,
    sortCode: values.sort_code,
    routingNumber: values.routing_number,
    transitNumber: values.transit_number,
    institutionNumber: values.institution_number,
    bsb: values.bsb,
    bankCode: values.bank_code,
    ...encryptedNumbers(ring, userId, values),
    updatedAt: now,
  };
}

/** The fields whose values differ, in the contract's order; every given field when there was nothing before. */
function changedFields(before: Plain | null, after: Plain): BankDetailsField[] {
  return bankDetailsFields.filter((field) => (before ? before[field] !== after[field] : after[field] !== null));
}

/** What leaves the API: the numbers masked (docs/domain.md#bank-details), never in clear. */
async function answerOf(db: Db, ring: KeyRing, row: BankDetailsRow): Promise<BankDetails> {
  const plain = plainOf(ring, row);
  const changes = await findBankDetailsChanges(db, row.userId, BANK_DETAILS_CHANGES_SHOWN);
  return {
    ...plain,
    iban: plain.iban === null ? null : maskValue(plain.iban),
    account_number: plain.account_number === null ? null : maskValue(plain.account_number),
    updated_at: row.updatedAt.toISOString(),
    changes: changes.map((change) => ({ at: change.at.toISOString(), by: change.actorName, fields: change.fields })),
  };
}

/** The member's own bank details, masked; null while they have given none. */
export async function getBankDetails(deps: Pick<Deps, 'db' | 'config'>, userId: string): Promise<BankDetails | null> {
  const row = await findBankDetails(deps.db, userId);
  return row ? answerOf(deps.db, keyRingOf(deps.config), row) : null;
}

/** A member's bank details as staff read them: masked, as the member sees them. */
export async function getMemberBankDetails(deps: Pick<Deps, 'db' | 'config'>, memberId: string): Promise<BankDetails | null> {
  if (!(await isMemberAccount(deps.db, memberId))) throw new NotFound(MEMBER_NOT_FOUND);
  return getBankDetails(deps, memberId);
}

/**
 * The account a payment goes to: the holder's name, the BIC, the numbers in clear for the payment files only (never
 * logged, never answered), and the account as the API shows it, masked.
 */
export type PayeeAccount = {
  accountHolder: string;
  bic: string | null;
  iban: string | null;
  accountNumber: string | null;
  masked: string;
};

/** The payee accounts of several members, by member; a member without bank details is not in the map. */
export async function payeeAccounts(deps: Pick<Deps, 'db' | 'config'>, memberIds: readonly string[]): Promise<Map<string, PayeeAccount>> {
  const ring = keyRingOf(deps.config);
  const accounts = new Map<string, PayeeAccount>();
  for (const row of await findBankDetailsOfMany(deps.db, memberIds)) {
    const { iban, account_number: accountNumber } = decryptedNumbers(ring, row);
    accounts.set(row.userId, { accountHolder: row.accountHolder, bic: row.bic, iban, accountNumber, masked: maskValue(iban ?? accountNumber ?? '') });
  }
  return accounts;
}

/** Throws, on the password field, unless `password` is the account's; wrong ones are throttled. */
async function confirmPassword(deps: Pick<Deps, 'db' | 'clock'>, userId: string, password: string): Promise<void> {
  const now = deps.clock();
  const throttles: ThrottleCheck[] = [[bankDetailsThrottles.perAccount, userId]];
  await assertNotThrottled(deps.db, throttles, now);
  const passwordHash = await findPasswordHash(deps.db, userId);
  if (!passwordHash) throw new Unauthorized();
  if (!(await verifyPassword(passwordHash, password))) {
    await recordFailures(deps.db, throttles, now);
    throw new BadRequest(WRONG_PASSWORD, [{ path: 'password', message: WRONG_PASSWORD }]);
  }
}

/**
 * Saves the member's bank details once their password is confirmed. The new details, the history
 * row (which fields, never the values), the notification and the mail are one transaction, so the
 * member always hears of a change that was made. Saving the same details again changes nothing.
 */
export async function saveBankDetails(
  deps: Pick<Deps, 'db' | 'config' | 'clock'>,
  saver: BankDetailsSaver,
  input: Plain & { password: string },
): Promise<{ details: BankDetails; changed: boolean }> {
  const now = deps.clock();
  await consumeRateLimits(deps.db, [[bankDetailsRateLimits.savesPerUser, saver.id]], now);
  // The password of the person saving (their own login), not the member's.
  await confirmPassword(deps, saver.person?.id ?? saver.id, input.password);
  const { password: _password, ...values } = input;
  const ring = keyRingOf(deps.config);
  return deps.db.transaction(async (tx) => {
    const existing = await findBankDetailsForUpdate(tx, saver.id);
    const fields = changedFields(existing ? plainOf(ring, existing) : null, values);
    if (existing && fields.length === 0) return { details: await answerOf(tx, ring, existing), changed: false };

    const row = await upsertBankDetails(tx, rowOf(ring, saver.id, values, now));
    await insertBankDetailsChange(tx, { userId: saver.id, actorId: saver.person?.id ?? saver.id, actorName: saver.name, fields, at: now });
    const labels = fields.map((field) => bankDetailsFieldLabels[field]);
    await notify(tx, saver.id, {
      title: 'Bank details changed',
      message: `The account your royalties are paid into was changed (${labels.join(', ')}): if this was not you, change your password and contact the society`,
      link: pagePaths.app.bankDetails.getHref(),
    });
    await enqueueMail(tx, bankDetailsChangedMail(deps.config.appUrl, saver.email, { fields: labels, at: now }));
    return { details: await answerOf(tx, ring, row), changed: true };
  });
}

/**
 * Re-encrypts, with the current key, every row encrypted with a previous one (the last step of a
 * key rotation, docs/decisions/0004-bank-details-encryption.md), in batches of `batchSize`, each
 * its own transaction. Safe to run again, and beside running servers: a row another process holds
 * is passed over and counted in `left`.
 */
export async function reencryptBankDetails(deps: Pick<Deps, 'db' | 'config'>, batchSize = 200): Promise<{ reencrypted: number; left: number }> {
  const ring = keyRingOf(deps.config);
  let reencrypted = 0;
  for (;;) {
    const moved = await deps.db.transaction(async (tx) => {
      const rows = await findBankDetailsNotUnderKey(tx, ring.currentKeyId, batchSize);
      for (const row of rows) {
        await updateEncryptedNumbers(tx, row.userId, { ...encryptedNumbers(ring, row.userId, decryptedNumbers(ring, row)), updatedAt: row.updatedAt });
      }
      return rows.length;
    });
    reencrypted += moved;
    if (moved < batchSize) break;
  }
  return { reencrypted, left: await countBankDetailsNotUnderKey(deps.db, ring.currentKeyId) };
}
