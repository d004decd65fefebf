import { paymentMethodValues } from '@repertoire/contract';
import { sql } from 'drizzle-orm';
import { bigint, char, check, date, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestampTz } from './columns';
import { distributions } from './distributions';
import { users } from './users';

/**
 * Payments (docs/domain.md#payments, docs/decisions/0029): what closing a distribution owes each member per currency,
 * and the runs that send it. Amounts are integers in the currency's minor unit.
 */

export type PaymentRunTotal = { currency: string; payments: number; amount: string };

/**
 * One run of payments staff made: the bank's SEPA file and the CSV of payments made by hand, kept as they were given.
 * The SEPA file holds payees' IBANs in clear, so it is kept encrypted like bank details (`key_id` names the key,
 * docs/decisions/0004); the CSV shows only each account's last 4 characters.
 */
export const paymentRuns = pgTable(
  'payment_runs',
  {
    id: uuid('id').primaryKey(),
    /** The SEPA file's message id (and its payment block's). */
    messageId: text('message_id').notNull(),
    executionDate: date('execution_date', { mode: 'string' }).notNull(),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestampTz('created_at').notNull().defaultNow(),
    sepaPayments: integer('sepa_payments').notNull(),
    /** Cents: SEPA carries euros only. */
    sepaAmountMinor: bigint('sepa_amount_minor', { mode: 'bigint' }).notNull(),
    manualPayments: integer('manual_payments').notNull(),
    totals: jsonb('totals').$type<PaymentRunTotal[]>().notNull(),
    /** The pain.001.001.03 file, encrypted; null when no payment of the run could go by SEPA. */
    sepaXmlEncrypted: text('sepa_xml_encrypted'),
    keyId: text('key_id'),
    /** The CSV of payments made by hand; null when every payment went by SEPA. */
    manualCsv: text('manual_csv'),
  },
  (t) => [uniqueIndex('payment_runs_message_id_idx').on(t.messageId), index('payment_runs_created_idx').on(t.createdAt)],
);

/**
 * What a closed distribution owes one member in one currency: their balance once it reached the minimum. Whether it
 * waits for bank details or is due is read from the member's bank details when asked (docs/decisions/0029), so a
 * payment stores only the run that sent it (null until then), and the account it went to, masked.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    distributionId: uuid('distribution_id')
      .notNull()
      .references(() => distributions.id, { onDelete: 'restrict' }),
    currency: char('currency', { length: 3 }).notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    paymentRunId: uuid('payment_run_id').references(() => paymentRuns.id, { onDelete: 'restrict' }),
    method: text('method', { enum: paymentMethodValues }),
    /** The account it was sent to, masked as the API shows it, kept as it was on the day of the run. */
    accountMasked: text('account_masked'),
    createdAt: timestampTz('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payments_distribution_member_currency_idx').on(t.distributionId, t.memberId, t.currency),
    index('payments_member_idx').on(t.memberId, t.createdAt),
    index('payments_run_idx').on(t.paymentRunId),
    index('payments_unsent_idx')
      .on(t.createdAt)
      .where(sql`${t.paymentRunId} is null`),
    check('payments_amount_check', sql`${t.amountMinor} > 0`),
  ],
);

/**
 * A member's balance in one currency that no payment has taken yet: what closed distributions gave them below the
 * minimum (it may be negative after a correction). A closing reads and rewrites the rows of the members it pays only.
 */
export const carriedBalances = pgTable(
  'carried_balances',
  {
    memberId: uuid('member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    currency: char('currency', { length: 3 }).notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    updatedAt: timestampTz('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.currency] })],
);
