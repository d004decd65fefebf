import type { StaffAccountEventKind, StaffRole } from '@repertoire/contract';
import { staffAccountEventKindValues, staffRoleValues } from '@repertoire/contract';
import { sql } from 'drizzle-orm';
import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestampTz } from './columns';
import { users } from './users';

/**
 * What happened to each staff account (docs/domain.md#staff-roles): created by an operator,
 * invited, its roles changed, removed; who did it and when. The staff accounts page lists it.
 */
export const staffAccountEvents = pgTable(
  'staff_account_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: staffAccountEventKindValues }).$type<StaffAccountEventKind>().notNull(),
    /** The administrator who acted; null for an operator on the command line (npm run staff:create). */
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** The administrator's name when they acted, kept should their account go. */
    actorName: text('actor_name'),
    roles: text('roles', { enum: staffRoleValues }).array().$type<StaffRole[]>().notNull(),
    previousRoles: text('previous_roles', { enum: staffRoleValues }).array().$type<StaffRole[]>().notNull().default(sql`'{}'::text[]`),
    at: timestampTz('at').notNull().defaultNow(),
  },
  (t) => [index('staff_account_events_at_idx').on(t.at), index('staff_account_events_account_idx').on(t.accountId)],
);

export type StaffAccountEventRow = typeof staffAccountEvents.$inferSelect;
