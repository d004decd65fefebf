import { memberRoleValues } from '@repertoire/contract';
import { sql } from 'drizzle-orm';
import { check, foreignKey, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { timestampTz } from './columns';
import { memberPeople } from './member-people';
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
    /**
     * The login's role at the member it acts for, null for staff: a copy of its `member_people` row's
     * role that the database keeps (the foreign key below cascades a role's change and a membership's
     * end), so that every request reads it without a join.
     */
    memberRole: text('member_role', { enum: memberRoleValues }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestampTz('expires_at').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [
    index('sessions_user_id_idx').on(t.userId, t.createdAt),
    index('sessions_expires_at_idx').on(t.expiresAt),
    index('sessions_acting_for_idx').on(t.actingForId),
    foreignKey({
      name: 'sessions_membership_fk',
      columns: [t.actingForId, t.userId, t.memberRole],
      foreignColumns: [memberPeople.memberId, memberPeople.personId, memberPeople.role],
    })
      .onUpdate('cascade')
      .onDelete('cascade'),
    check('sessions_member_role_with_member', sql`(${t.actingForId} is null) = (${t.memberRole} is null)`),
  ],
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
