import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { timestampTz } from './columns';
import { users } from './users';

/** A login. The token itself is never stored: only its SHA-256 hash (docs/architecture.md#sessions). */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /**
     * The member the session acts for (docs/domain.md#people-and-roles): the user's own member, or
     * one they belong to through `member_people`; null for staff.
     */
    actingForId: uuid('acting_for_id').references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestampTz('expires_at').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId, t.createdAt), index('sessions_expires_at_idx').on(t.expiresAt), index('sessions_acting_for_idx').on(t.actingForId)],
);

/** `second_factor_login`: a login whose password was right, waiting for its code (features/auth/second-factor.service.ts). */
/** `change_email`: a change of address waiting for the link sent to the new one (`new_email`). */
export const oneTimeTokenPurposes = ['verify_email', 'reset_password', 'second_factor_login', 'change_email'] as const;
export type OneTimeTokenPurpose = (typeof oneTimeTokenPurposes)[number];

/** Single-use tokens: links sent by mail (e-mail verification, password reset) and pending logins' challenges. Hashed like sessions. */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: oneTimeTokenPurposes }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestampTz('expires_at').notNull(),
    usedAt: timestampTz('used_at'),
    /** The address a `change_email` token moves the account to once its link is opened; null for other purposes. */
    newEmail: text('new_email'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('one_time_tokens_user_purpose_idx').on(t.userId, t.purpose)],
);
