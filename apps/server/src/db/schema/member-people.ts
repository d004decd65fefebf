import { memberRoleValues } from '@repertoire/contract';
import { index, pgTable, primaryKey, text, unique, uuid } from 'drizzle-orm/pg-core';
import { timestamps, timestampTz } from './columns';
import { users } from './users';

/**
 * The people who act for a member, each with one role (docs/domain.md#people-and-roles). The member
 * is a `users` row that owns works, recordings, bank details…; a person is a login, a `users` row
 * too: the member's own row (its owner), another member (a manager acting for writers) or a login
 * that is no member (`role = 'person'`).
 */
export const memberPeople = pgTable(
  'member_people',
  {
    memberId: uuid('member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    personId: uuid('person_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: memberRoleValues }).notNull(),
    invitedById: uuid('invited_by_id').references(() => users.id, { onDelete: 'set null' }),
    /** The last login or switch that acted for the member: the People page's "last activity". */
    lastActiveAt: timestampTz('last_active_at'),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.personId] }),
    index('member_people_person_idx').on(t.personId),
    // What sessions' foreign key to their membership refers to, role included, so that a change of role reaches them.
    unique('member_people_membership_role').on(t.memberId, t.personId, t.role),
  ],
);

export type MemberPersonRow = typeof memberPeople.$inferSelect;

/**
 * An invitation to act for a member, mailed as a single-use link: the token is stored only hashed,
 * like sessions' and one-time tokens'.
 */
export const memberInvitations = pgTable(
  'member_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Stored lower-cased: the only address that may use the link. */
    email: text('email').notNull(),
    role: text('role', { enum: memberRoleValues }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    invitedById: uuid('invited_by_id').references(() => users.id, { onDelete: 'set null' }),
    invitedByName: text('invited_by_name').notNull(),
    expiresAt: timestampTz('expires_at').notNull(),
    usedAt: timestampTz('used_at'),
    cancelledAt: timestampTz('cancelled_at'),
    ...timestamps,
  },
  (t) => [index('member_invitations_member_idx').on(t.memberId, t.createdAt)],
);

export type MemberInvitationRow = typeof memberInvitations.$inferSelect;
