import type { AuditChange } from '@repertoire/contract';
import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestampTz } from './columns';
import { users } from './users';

/**
 * Every change staff make to a member's ISNI or IPI name number (PUT /staff/members/{id}/isni):
 * who, when, and the identifiers old → new. Members cannot set their ISNI themselves. An operator's
 * reset of a lost second factor (npm run second-factor:reset) is recorded here too, with no actor id.
 */
export const memberIdentifierChanges = pgTable(
  'member_identifier_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** The staff member's name when they acted. */
    actorName: text('actor_name').notNull(),
    changes: jsonb('changes').$type<AuditChange[]>().notNull().default(sql`'[]'::jsonb`),
    at: timestampTz('at').notNull().defaultNow(),
  },
  (t) => [index('member_identifier_changes_user_idx').on(t.userId, t.at)],
);

export type MemberIdentifierChangeRow = typeof memberIdentifierChanges.$inferSelect;
