import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestamps, timestampTz } from './columns';
import { users } from './users';

/**
 * An account's authenticator (RFC 6238 time-based one-time codes): staff must have one, members
 * may turn it on. The row exists from set-up on; `enabled_at` is set once a first code proves the
 * authenticator app holds the secret.
 */
export const secondFactors = pgTable('second_factors', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The shared secret (base32), AES-256-GCM encrypted (lib/key-ring.ts), bound to the account. */
  secretEncrypted: text('secret_encrypted').notNull(),
  /** The id of the key that encrypted the secret, so the key can be rotated (docs/decisions/0004). */
  secretKeyId: text('secret_key_id').notNull(),
  enabledAt: timestampTz('enabled_at'),
  /** The RFC 6238 time step of the last code accepted: a code of that step or an earlier one is refused, so each code works once. */
  lastTimeStep: integer('last_time_step'),
  ...timestamps,
});

/** Single-use codes that stand in for the authenticator app when it is lost; stored only as keyed hashes. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestampTz('used_at'),
    createdAt: timestampTz('created_at').notNull().defaultNow(),
  },
  (t) => [index('recovery_codes_user_id_idx').on(t.userId)],
);

export type SecondFactor = typeof secondFactors.$inferSelect;
