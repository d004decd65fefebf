import { registrationKindValues, type AuditChange } from '@repertoire/contract';
import { sql } from 'drizzle-orm';
import { bigint, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestampTz } from './columns';
import { users } from './users';

/**
 * The registration core's tables (docs/decisions/0001-registration-core.md): one audit trail and
 * one place for a registered item's change in review, whatever the kind of item.
 */

/**
 * Every event of every registrable item: who did what, when, and which fields changed (old → new).
 * Written in the transaction of the change. No foreign key to the item, so the trail outlives a
 * deleted draft; its title and identifier are copied as they were at the event.
 */
export const registrationEvents = pgTable(
  'registration_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: registrationKindValues }).notNull(),
    itemId: uuid('item_id').notNull(),
    /** The member whose item it is: their logs show their own items' events only. */
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    itemTitle: text('item_title').notNull(),
    /** ISWC or ISRC, compact, as it was at the event. */
    itemIdentifier: text('item_identifier'),
    /** One of the kind's events (contract musicalWorkEventValues, soundRecordingEventValues). */
    event: text('event').notNull(),
    /** Who acted: the member, or staff deciding; null once that account is gone. */
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** The actor's name when they acted, so the trail reads the same after a rename. */
    actorName: text('actor_name').notNull(),
    changes: jsonb('changes').$type<AuditChange[]>().notNull().default(sql`'[]'::jsonb`),
    /** The rejection reason; null for other events. */
    reason: text('reason'),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** Orders the events of one transaction, which share their `at`. */
    seq: bigint('seq', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
  },
  (t) => [
    // An item's history, newest first.
    index('registration_events_item_idx').on(t.kind, t.itemId, t.at, t.seq),
    // A member's logs of one kind, newest first, optionally one kind of event, within dates.
    index('registration_events_owner_idx').on(t.ownerId, t.kind, t.at, t.seq),
    index('registration_events_owner_event_idx').on(t.ownerId, t.kind, t.event, t.at, t.seq),
    // Whether an event's item has been deleted (the logs link only to items that still exist): a
    // small index of deletions, so a batch of a download does not scan every event for them.
    index('registration_events_deleted_idx').on(t.kind, t.itemId).where(sql`${t.event} = 'deleted'`),
  ],
);

export type RegistrationEventRow = typeof registrationEvents.$inferSelect;
export type NewRegistrationEventRow = typeof registrationEvents.$inferInsert;

/**
 * A registered item's change, kept beside the item until staff decide, so that the registry,
 * pickers and rights-holder pages go on reading the registered version (the item's own rows).
 * One per item: the change in review, or the last rejected one for its member to read.
 */
export const registrationChanges = pgTable(
  'registration_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: registrationKindValues }).notNull(),
    itemId: uuid('item_id').notNull(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['submitted', 'rejected'] }).notNull(),
    /** The whole proposed state of the item, in the kind's own shape (its configuration reads it back). */
    proposed: jsonb('proposed').notNull(),
    /** What the change changes, as the history shows it. */
    changes: jsonb('changes').$type<AuditChange[]>().notNull().default(sql`'[]'::jsonb`),
    reason: text('reason'),
    submittedAt: timestampTz('submitted_at').notNull(),
    decidedAt: timestampTz('decided_at'),
  },
  (t) => [
    uniqueIndex('registration_changes_item_idx').on(t.kind, t.itemId),
    // The staff review queue reads the changes in review, oldest first.
    index('registration_changes_review_idx').on(t.submittedAt).where(sql`${t.status} = 'submitted'`),
    // A member's changes in review, by kind, newest first: how many of their registered items wait for a
    // change's review, and the latest of them on the dashboard.
    index('registration_changes_owner_review_idx').on(t.ownerId, t.kind, t.submittedAt).where(sql`${t.status} = 'submitted'`),
  ],
);

export type RegistrationChangeRow = typeof registrationChanges.$inferSelect;
