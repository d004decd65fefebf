import type { BankDetailsField } from '@repertoire/contract';
import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestamps, timestampTz } from './columns';
import { users } from './users';

/**
 * The account a member's royalties are paid into, one per member (GET/PUT /bank-details). The
 * account number and the IBAN are AES-256-GCM encrypted (lib/key-ring.ts); `key_id` names the key
 * that encrypted them, so the key can be rotated (docs/decisions/0004-bank-details-encryption.md).
 * The other fields identify a bank, not an account, and are kept as they are, compact.
 */
export const bankDetails = pgTable('bank_details', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  accountHolder: text('account_holder').notNull(),
  bankName: text('bank_name').notNull(),
  /** ISO 3166-1 alpha-2: it decides which of the fields below the account uses. */
  bankCountry: text('bank_country').notNull(),
  /** ISO 4217. */
  currency: text('currency').notNull(),
  ibanEncrypted: text('iban_encrypted'),
  accountNumberEncrypted: text('account_number_encrypted'),
  /** The fingerprint of the key that encrypted the two numbers above. */
  keyId: text('key_id').notNull(),
  bic: text('bic'),
  sortCode: text('sort_code'),
  routingNumber: text('routing_number'),
  transitNumber: text('transit_number'),
  institutionNumber: text('institution_number'),
  bsb: text('bsb'),
  bankCode: text('bank_code'),
  ...timestamps,
});

/** Every change of a member's bank details: who, when, which fields; never the values. */
export const bankDetailsChanges = pgTable(
  'bank_details_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** The name of the one who changed them, when they did. */
    actorName: text('actor_name').notNull(),
    fields: jsonb('fields').$type<BankDetailsField[]>().notNull().default(sql`'[]'::jsonb`),
    at: timestampTz('at').notNull().defaultNow(),
  },
  (t) => [index('bank_details_changes_user_idx').on(t.userId, t.at)],
);

export type BankDetailsRow = typeof bankDetails.$inferSelect;
export type NewBankDetailsRow = typeof bankDetails.$inferInsert;
export type BankDetailsChangeRow = typeof bankDetailsChanges.$inferSelect;
