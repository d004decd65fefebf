import { claimStatusValues, disputeEventKindValues, disputePartyRoleValues, disputeReasonValues, disputeStateValues, evidenceContentTypeValues } from '@repertoire/contract';
import { getTableName, sql, type SQL } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, text, uniqueIndex, uuid, type PgColumn } from 'drizzle-orm/pg-core';
import { timestamps, timestampTz } from './columns';
import { shareChecks, shareColumns } from './share-columns';
import { musicalWorks } from './musical-works';
import { users } from './users';

/**
 * Claims on musical works and the disputes they open (docs/decisions/0005-claims-and-disputes.md).
 * Shares are basis points (100% = 10000), as on the work's own share table.
 */

/**
 * One dispute over one work. A work has at most one dispute that is open or under review: a
 * claim or a dispute raised while one is active joins it (the partial unique index).
 */
export const disputes = pgTable(
  'disputes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workId: uuid('work_id')
      .notNull()
      .references(() => musicalWorks.id, { onDelete: 'cascade' }),
    /** The member who raised it, or whose claim overclaimed; only they may withdraw it. */
    raisedById: uuid('raised_by_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason', { enum: disputeReasonValues }).notNull(),
    description: text('description').notNull(),
    state: text('state', { enum: disputeStateValues }).notNull().default('open'),
    evidenceDeadline: timestampTz('evidence_deadline').notNull(),
    /** The staff member who took it under review. */
    reviewerId: uuid('reviewer_id').references(() => users.id, { onDelete: 'set null' }),
    /** Staff's reason for resolving or rejecting it, or the raiser's for withdrawing. */
    closingReason: text('closing_reason'),
    closedAt: timestampTz('closed_at'),
    /** Each step of the deadline sweep marks its row, so two processes never tell the same thing twice. */
    deadlineSoonNotifiedAt: timestampTz('deadline_soon_notified_at'),
    deadlinePassedNotifiedAt: timestampTz('deadline_passed_notified_at'),
    /** The time of its newest event: lists are ordered by it. */
    lastActivityAt: timestampTz('last_activity_at').notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('disputes_active_work_idx').on(t.workId).where(sql`${t.state} in ('open', 'under_review')`),
    index('disputes_work_idx').on(t.workId, t.createdAt),
    // Staff's desk and the deadline sweep: disputes by state, nearest deadline first.
    index('disputes_state_deadline_idx').on(t.state, t.evidenceDeadline),
    index('disputes_last_activity_idx').on(t.lastActivityAt),
  ],
);

export type DisputeRow = typeof disputes.$inferSelect;
export type NewDisputeRow = typeof disputes.$inferInsert;

/** A member who is party to a dispute, and the role they came in with. */
export const disputeParties = pgTable(
  'dispute_parties',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    disputeId: uuid('dispute_id')
      .notNull()
      .references(() => disputes.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: disputePartyRoleValues }).notNull(),
    /** When the party last changed the split they stand behind. */
    positionUpdatedAt: timestampTz('position_updated_at').notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('dispute_parties_dispute_user_idx').on(t.disputeId, t.userId),
    // A member's disputes (their list, the dashboard's count).
    index('dispute_parties_user_idx').on(t.userId, t.disputeId),
  ],
);

export type DisputePartyRow = typeof disputeParties.$inferSelect;

/** One line of the split a party stands behind (their position), in the order they gave it. */
export const disputePartyShares = pgTable(
  'dispute_party_shares',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    partyId: uuid('party_id')
      .notNull()
      .references(() => disputeParties.id, { onDelete: 'cascade' }),
    ...shareColumns(),
    position: integer('position').notNull(),
  },
  (t) => [
    uniqueIndex('dispute_party_shares_line_idx').on(t.partyId, t.rightsHolderId, t.role),
    index('dispute_party_shares_rights_holder_idx').on(t.rightsHolderId),
    ...shareChecks('dispute_party_shares', t),
  ],
);

export type DisputePartyShareRow = typeof disputePartyShares.$inferSelect;

/** A file a party brought as evidence: kept in the file storage under a random, private key. */
export const disputeEvidence = pgTable(
  'dispute_evidence',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    disputeId: uuid('dispute_id')
      .notNull()
      .references(() => disputes.id, { onDelete: 'cascade' }),
    uploadedById: uuid('uploaded_by_id').references(() => users.id, { onDelete: 'set null' }),
    uploadedByName: text('uploaded_by_name').notNull(),
    /** The name the file had, for the download; never part of the storage key. */
    fileName: text('file_name').notNull(),
    /** Judged from the file's first bytes. */
    contentType: text('content_type', { enum: evidenceContentTypeValues }).notNull(),
    size: integer('size').notNull(),
    storageKey: text('storage_key').notNull(),
    createdAt: timestampTz('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('dispute_evidence_storage_key_idx').on(t.storageKey), index('dispute_evidence_dispute_idx').on(t.disputeId, t.createdAt)],
);

export type DisputeEvidenceRow = typeof disputeEvidence.$inferSelect;

/** The timeline of a dispute: what happened, who did it, and a message's or a decision's text. */
export const disputeEvents = pgTable(
  'dispute_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    disputeId: uuid('dispute_id')
      .notNull()
      .references(() => disputes.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: disputeEventKindValues }).notNull(),
    /** Null for what the society's clock did (deadlines). */
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** The actor's name when they acted, so the timeline reads the same after a rename. */
    actorName: text('actor_name'),
    actorIsStaff: boolean('actor_is_staff').notNull().default(false),
    body: text('body'),
    evidenceId: uuid('evidence_id').references(() => disputeEvidence.id, { onDelete: 'set null' }),
    createdAt: timestampTz('created_at').notNull().defaultNow(),
    /** Orders the events of one transaction, which share their time. */
    seq: bigint('seq', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
  },
  (t) => [index('dispute_events_dispute_idx').on(t.disputeId, t.createdAt, t.seq)],
);

export type DisputeEventRow = typeof disputeEvents.$inferSelect;

/** A member's claim of a role and shares in a work someone else registered, for their own rights-holder record. */
export const workClaims = pgTable(
  'work_claims',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workId: uuid('work_id')
      .notNull()
      .references(() => musicalWorks.id, { onDelete: 'cascade' }),
    claimantId: uuid('claimant_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ...shareColumns(),
    status: text('status', { enum: claimStatusValues }).notNull(),
    /** A pending claim joins the work's shares by itself at this time. */
    confirmBy: timestampTz('confirm_by'),
    /** The dispute an overclaim opened or joined. */
    disputeId: uuid('dispute_id').references(() => disputes.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('work_claims_work_idx').on(t.workId, t.createdAt),
    index('work_claims_claimant_idx').on(t.claimantId, t.createdAt),
    // The sweep reads the pending claims whose confirmation period has ended.
    index('work_claims_pending_idx').on(t.confirmBy).where(sql`${t.status} = 'pending'`),
    ...shareChecks('work_claims', t),
  ],
);

export type WorkClaimRow = typeof workClaims.$inferSelect;

/**
 * SQL: the work whose id is in `workId` has a dispute that is open or under review, so it is "In
 * dispute" wherever it is listed (works, registry, rights holders' pages) and its shares wait for
 * the dispute. Read from the partial unique index above. The column is qualified by hand: drizzle
 * leaves the columns of a one-table query unqualified, which inside the subquery would name its own.
 */
export function workInDispute(workId: PgColumn): SQL<boolean> {
  const outer = sql.raw(`"${getTableName(workId.table)}"."${workId.name}"`);
  return sql<boolean>`exists (select 1 from disputes d where d.work_id = ${outer} and d.state in ('open', 'under_review'))`.mapWith(Boolean);
}
