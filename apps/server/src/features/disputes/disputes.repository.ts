import type { ClaimStatus, DisputeState, StaffRole, WorkRole } from '@repertoire/contract';
import { activeDisputeStates, disputeStateValues } from '@repertoire/contract';
import { and, arrayOverlaps, asc, count, desc, eq, inArray, isNull, lte, gt, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/database';
import {
  disputeEvents,
  disputeEvidence,
  disputeParties,
  disputePartyShares,
  disputes,
  musicalWorks,
  rightsHolders,
  users,
  workClaims,
  workInDispute,
  type DisputeEventRow,
  type DisputeEvidenceRow,
  type DisputeRow,
  type NewDisputeRow,
  type WorkClaimRow,
} from '../../db/schema';
import { countUpTo, pageTotal, type Page } from '../../lib/paging';
import type { Total } from '../../lib/pagination';
import { resembles } from '../../lib/search-text';

/** Queries of claims and disputes; rules and access live in the services. */

/** A split as stored: one line per rights holder and role, in basis points. */
export type SplitLine = { rightsHolderId: string; role: WorkRole; performanceBp: number; mechanicalBp: number };

// The disputed work ------------------------------------------------------------------------------

export type DisputedWork = { id: string; ownerId: string; status: string; title: string; iswc: string | null };

const workColumns = { id: musicalWorks.id, ownerId: musicalWorks.ownerId, status: musicalWorks.status, title: musicalWorks.title, iswc: musicalWorks.iswc };

export async function findWork(db: Db, workId: string): Promise<DisputedWork | undefined> {
  const [row] = await db.select(workColumns).from(musicalWorks).where(eq(musicalWorks.id, workId));
  return row;
}

/** Several works at once (a page of claims names one each). */
export async function findWorks(db: Db, workIds: readonly string[]): Promise<DisputedWork[]> {
  if (workIds.length === 0) return [];
  return db.select(workColumns).from(musicalWorks).where(inArray(musicalWorks.id, [...new Set(workIds)]));
}

/**
 * The work's row, locked for the rest of the transaction: claims and dispute steps on one work are
 * judged one after the other, so two claims arriving together cannot both slip under 100%. Every
 * step locks the work first, then the dispute, so two steps never wait for each other in a circle.
 */
export async function lockWork(tx: Db, workId: string): Promise<DisputedWork | undefined> {
  const [row] = await tx.select(workColumns).from(musicalWorks).where(eq(musicalWorks.id, workId)).for('update', { of: musicalWorks });
  return row;
}

/** Locks several works at once, in the order of their ids (so two transactions locking some of the same never wait on each other). */
export async function lockWorks(tx: Db, workIds: readonly string[]): Promise<DisputedWork[]> {
  if (workIds.length === 0) return [];
  return tx.select(workColumns).from(musicalWorks).where(inArray(musicalWorks.id, [...workIds])).orderBy(asc(musicalWorks.id)).for('update', { of: musicalWorks });
}

// Claims -----------------------------------------------------------------------------------------

/** How many claims on one work a list shows at most. */
export const CLAIMS_LIMIT = 200;

export async function insertClaim(tx: Db, values: typeof workClaims.$inferInsert): Promise<WorkClaimRow> {
  const [row] = await tx.insert(workClaims).values(values).returning();
  if (!row) throw new Error('inserting a claim returned no row');
  return row;
}

export async function findClaim(db: Db, id: string): Promise<WorkClaimRow | undefined> {
  const [row] = await db.select().from(workClaims).where(eq(workClaims.id, id));
  return row;
}

export async function lockClaim(tx: Db, id: string): Promise<WorkClaimRow | undefined> {
  const [row] = await tx.select().from(workClaims).where(eq(workClaims.id, id)).for('update');
  return row;
}

export async function updateClaim(tx: Db, id: string, set: Partial<Pick<WorkClaimRow, 'status' | 'disputeId' | 'confirmBy'>>): Promise<WorkClaimRow> {
  const [row] = await tx.update(workClaims).set({ ...set, updatedAt: new Date() }).where(eq(workClaims.id, id)).returning();
  if (!row) throw new Error(`claim ${id} vanished during an update`);
  return row;
}

/** The claims on a work, newest first; only the claimant's own when `claimantId` is given. */
export async function findClaimsOfWork(db: Db, workId: string, claimantId?: string): Promise<WorkClaimRow[]> {
  return db
    .select()
    .from(workClaims)
    .where(and(eq(workClaims.workId, workId), claimantId ? eq(workClaims.claimantId, claimantId) : undefined))
    .orderBy(desc(workClaims.createdAt), desc(workClaims.id))
    .limit(CLAIMS_LIMIT);
}

/** A page of the claims a member made, newest first, and how many there are. */
export async function findClaimsOfClaimant(
  db: Db,
  claimantId: string,
  status: ClaimStatus | undefined,
  page: Pick<Page, 'limit' | 'offset'>,
): Promise<{ rows: WorkClaimRow[]; total: Total }> {
  const where = and(eq(workClaims.claimantId, claimantId), status ? eq(workClaims.status, status) : undefined);
  const rows = await db.select().from(workClaims).where(where).orderBy(desc(workClaims.createdAt), desc(workClaims.id)).limit(page.limit).offset(page.offset);
  const total = await pageTotal(rows.length, page, () => countUpTo(db, workClaims, where));
  return { rows, total };
}

/** An overclaim's claims end with their dispute when its raiser withdraws it. */
export async function withdrawClaimsOfDispute(tx: Db, disputeId: string, claimantId: string): Promise<void> {
  await tx
    .update(workClaims)
    .set({ status: 'withdrawn', updatedAt: new Date() })
    .where(and(eq(workClaims.disputeId, disputeId), eq(workClaims.claimantId, claimantId), eq(workClaims.status, 'in_dispute')));
}

/**
 * Pending claims whose confirmation period ended, on works not in dispute (those wait for it),
 * locked for this sweep and skipped by any other running at the same time.
 */
export async function lockDueClaims(tx: Db, now: Date, limit: number): Promise<WorkClaimRow[]> {
  return tx
    .select()
    .from(workClaims)
    .where(and(eq(workClaims.status, 'pending'), lte(workClaims.confirmBy, now), sql`not ${workInDispute(workClaims.workId)}`))
    .orderBy(asc(workClaims.confirmBy))
    .limit(limit)
    .for('update', { skipLocked: true });
}

// Disputes ---------------------------------------------------------------------------------------

export async function insertDispute(tx: Db, values: NewDisputeRow): Promise<DisputeRow> {
  const [row] = await tx.insert(disputes).values(values).returning();
  if (!row) throw new Error('inserting a dispute returned no row');
  return row;
}

export async function findDispute(db: Db, id: string): Promise<DisputeRow | undefined> {
  const [row] = await db.select().from(disputes).where(eq(disputes.id, id));
  return row;
}

export async function lockDispute(tx: Db, id: string): Promise<DisputeRow | undefined> {
  const [row] = await tx.select().from(disputes).where(eq(disputes.id, id)).for('update');
  return row;
}

/** The work's dispute that is open or under review (there is at most one), locked. */
export async function lockActiveDisputeOfWork(tx: Db, workId: string): Promise<DisputeRow | undefined> {
  const [row] = await tx
    .select()
    .from(disputes)
    .where(and(eq(disputes.workId, workId), inArray(disputes.state, [...activeDisputeStates])))
    .for('update');
  return row;
}

export async function updateDispute(
  tx: Db,
  id: string,
  set: Partial<Pick<DisputeRow, 'state' | 'reviewerId' | 'closingReason' | 'closedAt' | 'lastActivityAt' | 'deadlineSoonNotifiedAt' | 'deadlinePassedNotifiedAt'>>,
): Promise<DisputeRow> {
  const [row] = await tx.update(disputes).set({ ...set, updatedAt: new Date() }).where(eq(disputes.id, id)).returning();
  if (!row) throw new Error(`dispute ${id} vanished during an update`);
  return row;
}

// Parties and their positions -------------------------------------------------------------------

export type PartyRow = {
  id: string;
  disputeId: string;
  userId: string;
  role: (typeof disputeParties.$inferSelect)['role'];
  positionUpdatedAt: Date;
  name: { registerAs: 'individual' | 'corporate'; givenName: string | null; otherNames: string | null; corporationName: string | null; email: string };
};

/** A dispute has a handful of parties: its registrant, the members holding shares, claimants. */
export const PARTIES_LIMIT = 100;

export async function findParties(db: Db, disputeId: string): Promise<PartyRow[]> {
  const rows = await db
    .select({
      id: disputeParties.id,
      disputeId: disputeParties.disputeId,
      userId: disputeParties.userId,
      role: disputeParties.role,
      positionUpdatedAt: disputeParties.positionUpdatedAt,
      registerAs: users.registerAs,
      givenName: users.givenName,
      otherNames: users.otherNames,
      corporationName: users.corporationName,
      email: users.email,
    })
    .from(disputeParties)
    .innerJoin(users, eq(users.id, disputeParties.userId))
    .where(eq(disputeParties.disputeId, disputeId))
    // Who opened it first, then the registrant and the holders; later comers after them.
    .orderBy(
      asc(disputeParties.createdAt),
      sql`case ${disputeParties.role} when 'raiser' then 0 when 'claimant' then 1 when 'registrant' then 2 else 3 end`,
      asc(disputeParties.id),
    )
    .limit(PARTIES_LIMIT);
  return rows.map(({ registerAs, givenName, otherNames, corporationName, email, ...party }) => ({
    ...party,
    name: { registerAs, givenName, otherNames, corporationName, email },
  }));
}

export async function insertParty(tx: Db, values: { disputeId: string; userId: string; role: PartyRow['role']; positionUpdatedAt: Date }): Promise<string> {
  const [row] = await tx.insert(disputeParties).values(values).returning({ id: disputeParties.id });
  if (!row) throw new Error('inserting a party returned no row');
  return row.id;
}

/** The party's split becomes `lines`: their old position is replaced as a whole. */
export async function writePosition(tx: Db, partyId: string, lines: readonly SplitLine[], at: Date): Promise<void> {
  await tx.delete(disputePartyShares).where(eq(disputePartyShares.partyId, partyId));
  if (lines.length > 0) await tx.insert(disputePartyShares).values(lines.map((line, position) => ({ ...line, partyId, position })));
  await tx.update(disputeParties).set({ positionUpdatedAt: at, updatedAt: new Date() }).where(eq(disputeParties.id, partyId));
}

export type PositionLineRow = SplitLine & { id: string; partyId: string; rightsHolder: typeof rightsHolders.$inferSelect };

/** The positions of the parties, each in the order its party gave it (a split has at most WORK_SHARES_MAX lines). */
export async function findPositions(db: Db, partyIds: readonly string[]): Promise<PositionLineRow[]> {
  if (partyIds.length === 0) return [];
  return db
    .select({
      id: disputePartyShares.id,
      partyId: disputePartyShares.partyId,
      rightsHolderId: disputePartyShares.rightsHolderId,
      role: disputePartyShares.role,
      performanceBp: disputePartyShares.performanceBp,
      mechanicalBp: disputePartyShares.mechanicalBp,
      rightsHolder: rightsHolders,
    })
    .from(disputePartyShares)
    .innerJoin(rightsHolders, eq(rightsHolders.id, disputePartyShares.rightsHolderId))
    .where(inArray(disputePartyShares.partyId, [...partyIds]))
    .orderBy(asc(disputePartyShares.partyId), asc(disputePartyShares.position))
    .limit(partyIds.length * 51);
}

// Timeline and evidence -------------------------------------------------------------------------

export async function insertEvent(tx: Db, values: typeof disputeEvents.$inferInsert): Promise<void> {
  await tx.insert(disputeEvents).values(values);
}

/** How many events the details page shows: the newest, in the order they happened. */
export const EVENTS_LIMIT = 1000;

export async function findEvents(db: Db, disputeId: string): Promise<DisputeEventRow[]> {
  const newest = await db
    .select()
    .from(disputeEvents)
    .where(eq(disputeEvents.disputeId, disputeId))
    .orderBy(desc(disputeEvents.createdAt), desc(disputeEvents.seq))
    .limit(EVENTS_LIMIT);
  return newest.reverse();
}

export async function insertEvidence(tx: Db, values: typeof disputeEvidence.$inferInsert): Promise<DisputeEvidenceRow> {
  const [row] = await tx.insert(disputeEvidence).values(values).returning();
  if (!row) throw new Error('inserting evidence returned no row');
  return row;
}

/** A dispute's evidence, oldest first (at most EVIDENCE_MAX_FILES are ever added). */
export async function findEvidence(db: Db, disputeId: string): Promise<DisputeEvidenceRow[]> {
  return db.select().from(disputeEvidence).where(eq(disputeEvidence.disputeId, disputeId)).orderBy(asc(disputeEvidence.createdAt), asc(disputeEvidence.id)).limit(100);
}

export async function findEvidenceItem(db: Db, disputeId: string, evidenceId: string): Promise<DisputeEvidenceRow | undefined> {
  const [row] = await db
    .select()
    .from(disputeEvidence)
    .where(and(eq(disputeEvidence.disputeId, disputeId), eq(disputeEvidence.id, evidenceId)));
  return row;
}

// Lists ------------------------------------------------------------------------------------------

export type DisputeListFilter = {
  /** Only disputes this member is party to; every dispute when absent (staff). */
  partyUserId?: string | undefined;
  workId?: string | undefined;
  state?: DisputeState | undefined;
  q?: string | undefined;
  /** The search text read as an ISWC, when it is one. */
  iswc?: string | undefined;
};

/** The dispute's own columns, qualified by hand: drizzle leaves the columns of a one-table query unqualified, which inside a subquery would name its own. */
const disputeId = sql.raw('"disputes"."id"');
const disputeWorkId = sql.raw('"disputes"."work_id"');

function isPartyOf(userId: string): SQL {
  return sql`exists (select 1 from dispute_parties p where p.dispute_id = ${disputeId} and p.user_id = ${userId})`;
}

/** The disputed work's title or alternative title resembles the text (typo-tolerant), or its ISWC is the one typed. */
function workMatches(q: string, iswc: string | undefined): SQL {
  const title = resembles(sql.raw('w.search_titles'), q);
  return sql`exists (select 1 from musical_works w where w.id = ${disputeWorkId} and (${title}${iswc ? sql` or w.iswc = ${iswc}` : sql``}))`;
}

/** Everything but the state filter: the counts per state are read under it. */
function listWhere(filter: DisputeListFilter): SQL | undefined {
  return and(
    filter.partyUserId ? isPartyOf(filter.partyUserId) : undefined,
    filter.workId ? eq(disputes.workId, filter.workId) : undefined,
    filter.q ? workMatches(filter.q, filter.iswc) : undefined,
  );
}

const isActive = sql`${disputes.state} in ('open', 'under_review')`;

/** Most recent activity first, or (staff's desk) disputes still to decide first, nearest deadline first. */
export type DisputeOrder = 'last_activity' | 'deadline';

export type DisputeListRow = {
  dispute: DisputeRow;
  work: { id: string; title: string; iswc: string | null };
  partyCount: number;
};

export async function findDisputePage(
  db: Db,
  filter: DisputeListFilter,
  order: DisputeOrder,
  page: { limit: number; offset: number },
): Promise<{ rows: DisputeListRow[]; total: Total }> {
  const where = and(listWhere(filter), filter.state ? eq(disputes.state, filter.state) : undefined);
  const ordering =
    order === 'deadline'
      ? [sql`case when ${isActive} then 0 else 1 end`, sql`case when ${isActive} then ${disputes.evidenceDeadline} end asc`, desc(disputes.lastActivityAt), asc(disputes.id)]
      : [desc(disputes.lastActivityAt), asc(disputes.id)];
  const rows = await db
    .select({
      dispute: disputes,
      work: { id: musicalWorks.id, title: musicalWorks.title, iswc: musicalWorks.iswc },
      partyCount: sql<number>`(select count(*) from dispute_parties c where c.dispute_id = ${disputeId})`.mapWith(Number),
    })
    .from(disputes)
    .innerJoin(musicalWorks, eq(musicalWorks.id, disputes.workId))
    .where(where)
    .orderBy(...ordering)
    .limit(page.limit)
    .offset(page.offset);
  const total = await pageTotal(rows.length, page, () => countUpTo(db, disputes, where));
  return { rows, total };
}

/** How many disputes match the search in each state (whatever the state filter). */
export async function countDisputesByState(db: Db, filter: DisputeListFilter): Promise<Record<DisputeState, number>> {
  const rows = await db
    .select({ state: disputes.state, total: count() })
    .from(disputes)
    .where(listWhere(filter))
    .groupBy(disputes.state);
  const counts = Object.fromEntries(disputeStateValues.map((state) => [state, 0])) as Record<DisputeState, number>;
  for (const row of rows) counts[row.state] = row.total;
  return counts;
}

/**
 * SQL: how many disputes the member is party to are still open or under review (the dashboard's
 * figure), read from the member's entries in the parties' index.
 */
export function activeDisputeCountOf(userId: string | SQLWrapper): SQL<number> {
  return sql<number>`(select count(distinct p.dispute_id)::int from dispute_parties p join disputes d on d.id = p.dispute_id
    where p.user_id = ${userId} and d.state in ('open', 'under_review'))`;
}

// Deadlines and staff ---------------------------------------------------------------------------

/** Active disputes whose deadline is within `soon` and not passed, not yet reminded; locked for this sweep, skipped by another. */
export async function lockDisputesDueReminder(tx: Db, now: Date, soon: Date, limit: number): Promise<DisputeRow[]> {
  return tx
    .select()
    .from(disputes)
    .where(and(isActive, isNull(disputes.deadlineSoonNotifiedAt), lte(disputes.evidenceDeadline, soon), gt(disputes.evidenceDeadline, now)))
    .orderBy(asc(disputes.evidenceDeadline))
    .limit(limit)
    .for('update', { skipLocked: true });
}

/** Active disputes whose deadline has passed and staff have not been told; locked for this sweep, skipped by another. */
export async function lockDisputesPastDeadline(tx: Db, now: Date, limit: number): Promise<DisputeRow[]> {
  return tx
    .select()
    .from(disputes)
    .where(and(isActive, isNull(disputes.deadlinePassedNotifiedAt), lte(disputes.evidenceDeadline, now)))
    .orderBy(asc(disputes.evidenceDeadline))
    .limit(limit)
    .for('update', { skipLocked: true });
}

/** How many staff members a dispute ready to decide is told to at most. */
export const STAFF_TOLD_LIMIT = 200;

/** The staff holding any of `roles`, not removed. */
export async function findStaff(db: Db, roles: readonly StaffRole[]): Promise<{ id: string; email: string }[]> {
  return db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(eq(users.role, 'staff'), arrayOverlaps(users.staffRoles, [...roles]), isNull(users.deactivatedAt)))
    .orderBy(asc(users.createdAt))
    .limit(STAFF_TOLD_LIMIT);
}

/** The names of several members at once, by id. */
export async function findUserNames(db: Db, userIds: readonly string[]): Promise<Map<string, PartyRow['name']>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, registerAs: users.registerAs, givenName: users.givenName, otherNames: users.otherNames, corporationName: users.corporationName, email: users.email })
    .from(users)
    .where(inArray(users.id, [...new Set(userIds)]));
  return new Map(rows.map(({ id, ...name }) => [id, name]));
}

export async function findUserName(db: Db, userId: string): Promise<PartyRow['name'] | undefined> {
  const [row] = await db
    .select({ registerAs: users.registerAs, givenName: users.givenName, otherNames: users.otherNames, corporationName: users.corporationName, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}
