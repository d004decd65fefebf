import {
  EVIDENCE_MAX_FILES,
  isDisputeActive,
  isValidIswc,
  normalizeIswc,
  workShareTotals,
  type DisputeAbilities,
  type DisputeDetails,
  type DisputeListItem,
  type DisputeListQuery,
  type DisputeStateCounts,
  type PageMeta,
} from '@repertoire/contract';
import { mayAccess } from '../../access';
import type { Db } from '../../db/database';
import type { DisputeRow } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { displayName } from '../../lib/display-name';
import { NotFound } from '../../lib/errors';
import { pageOf } from '../../lib/paging';
import { findShareLines, toAmounts, toWorkShare } from '../musical-works';
import { DISPUTE_NOT_FOUND, disputeSubject, requireDisputeAccess, WORK_NOT_FOUND } from './dispute-access';
import {
  countDisputesByState,
  findDispute,
  findDisputePage,
  findEvents,
  findEvidence,
  findParties,
  findPositions,
  findUserName,
  findWork,
  type DisputeListFilter,
  type DisputeOrder,
  type PartyRow,
  type PositionLineRow,
  type SplitLine,
} from './disputes.repository';
import { bareLines, isSameSplit, isWithinFullShareBp, splitTotals } from './splits';

/**
 * What a party or staff sees of disputes: one dispute's details with what the reader may do next,
 * and the lists (the member's, staff's, a work's). Reads only; the steps that change a dispute are
 * in disputes.service.ts.
 */

/** What the reader may do next: what the access table lets them, in the dispute's present state. */
function abilities(
  actor: Actor,
  dispute: DisputeRow,
  parties: readonly PartyRow[],
  positions: ReadonlyMap<string, SplitLine[]>,
  evidenceCount: number,
): DisputeAbilities {
  const subject = disputeSubject(dispute, parties);
  const party = parties.find((p) => p.userId === actor.id);
  const acting = isDisputeActive(dispute.state) && mayAccess(actor, 'dispute.act', subject);
  const own = party ? (positions.get(party.id) ?? []) : [];
  const othersDiffer = [...positions.entries()].some(([partyId, split]) => partyId !== party?.id && !isSameSplit(own, split));
  const deciding = mayAccess(actor, 'dispute.decide', subject);
  return {
    message: acting,
    add_evidence: acting && evidenceCount < EVIDENCE_MAX_FILES,
    revise: acting,
    accept: acting && othersDiffer,
    withdraw: acting && mayAccess(actor, 'dispute.withdraw', subject),
    take: deciding && dispute.state === 'open',
    decide: deciding && dispute.state === 'under_review',
  };
}

async function nameOf(db: Db, userId: string | null): Promise<string | null> {
  if (!userId) return null;
  const name = await findUserName(db, userId);
  return name ? displayName(name) : null;
}

/** GET /disputes/{id}'s answer, as `actor` reads it (whose access was checked). */
export async function disputeDetails(db: Db, actor: Actor, dispute: DisputeRow): Promise<DisputeDetails> {
  const work = await findWork(db, dispute.workId);
  if (!work) throw new NotFound(DISPUTE_NOT_FOUND);
  const registered = await findShareLines(db, [work.id]);
  const parties = await findParties(db, dispute.id);
  const lines = await findPositions(db, parties.map((p) => p.id));
  const byParty = new Map<string, PositionLineRow[]>(parties.map((p) => [p.id, lines.filter((line) => line.partyId === p.id)]));
  const events = await findEvents(db, dispute.id);
  const evidence = await findEvidence(db, dispute.id);
  const raiser = parties.find((p) => p.userId === dispute.raisedById);
  return {
    id: dispute.id,
    work: { id: work.id, title: work.title, iswc: work.iswc },
    reason: dispute.reason,
    description: dispute.description,
    state: dispute.state,
    raised_by: { name: raiser ? displayName(raiser.name) : ((await nameOf(db, dispute.raisedById)) ?? '') },
    evidence_deadline: dispute.evidenceDeadline.toISOString(),
    registered_shares: registered.map((line) => toWorkShare(line, actor.id)),
    registered_totals: workShareTotals(registered.map(toAmounts)),
    parties: parties.map((p) => {
      const split = byParty.get(p.id) ?? [];
      return {
        id: p.id,
        name: displayName(p.name),
        role: p.role,
        is_you: p.userId === actor.id,
        shares: split.map((line) => toWorkShare(line, actor.id)),
        totals: workShareTotals(split.map(toAmounts)),
        over_limit: !isWithinFullShareBp(splitTotals(split)),
        updated_at: p.positionUpdatedAt.toISOString(),
      };
    }),
    events: events.map((event) => ({
      id: event.id,
      kind: event.kind,
      actor: event.actorName === null ? null : { name: event.actorName, is_staff: event.actorIsStaff },
      body: event.body,
      evidence_id: event.evidenceId,
      created_at: event.createdAt.toISOString(),
    })),
    evidence: evidence.map((item) => ({
      id: item.id,
      file_name: item.fileName,
      content_type: item.contentType,
      size: item.size,
      uploaded_by: item.uploadedByName,
      created_at: item.createdAt.toISOString(),
    })),
    reviewer: dispute.reviewerId ? { name: (await nameOf(db, dispute.reviewerId)) ?? '' } : null,
    closing_reason: dispute.closingReason,
    closed_at: dispute.closedAt?.toISOString() ?? null,
    can: abilities(actor, dispute, parties, new Map([...byParty].map(([id, split]) => [id, bareLines(split)])), evidence.length),
    created_at: dispute.createdAt.toISOString(),
    last_activity_at: dispute.lastActivityAt.toISOString(),
  };
}

/** GET /disputes/{id}: parties and staff. */
export async function getDispute(db: Db, actor: Actor, id: string): Promise<DisputeDetails> {
  const { dispute } = requireDisputeAccess(actor, await findDispute(db, id), await findParties(db, id), 'read');
  return disputeDetails(db, actor, dispute);
}

/** How many disputes one list page shows at most on the work's own list. */
const WORK_DISPUTES_LIMIT = 100;

function toListItem(row: Awaited<ReturnType<typeof findDisputePage>>['rows'][number]): DisputeListItem {
  return {
    id: row.dispute.id,
    work: row.work,
    reason: row.dispute.reason,
    state: row.dispute.state,
    evidence_deadline: row.dispute.evidenceDeadline.toISOString(),
    last_activity_at: row.dispute.lastActivityAt.toISOString(),
    party_count: row.partyCount,
  };
}

async function listDisputes(
  db: Db,
  filter: Omit<DisputeListFilter, 'iswc'>,
  order: DisputeOrder,
  query: DisputeListQuery & { page: number; pageSize: number },
): Promise<{ items: DisputeListItem[]; meta: PageMeta & { counts: DisputeStateCounts } }> {
  const page = pageOf(query);
  const full: DisputeListFilter = { ...filter, iswc: filter.q && isValidIswc(filter.q) ? normalizeIswc(filter.q) : undefined };
  const { rows, total } = await findDisputePage(db, full, order, page);
  const counts = await countDisputesByState(db, full);
  return { items: rows.map(toListItem), meta: { ...page.meta(total), counts } };
}

/** GET /disputes: the disputes the member is party to, most recent activity first. */
export function listMemberDisputes(db: Db, actor: Actor, query: DisputeListQuery & { page: number; pageSize: number }) {
  return listDisputes(db, { partyUserId: actor.id, state: query.state, q: query.q }, 'last_activity', query);
}

/** GET /staff/disputes: every dispute; those still to decide first, nearest deadline first. */
export function listStaffDisputes(db: Db, query: DisputeListQuery & { page: number; pageSize: number }) {
  return listDisputes(db, { state: query.state, q: query.q }, 'deadline', query);
}

/**
 * GET /musical-works/{id}/disputes: the work's disputes the member is party to (staff: all),
 * newest activity first. The registrant's own work answers even without disputes; anyone else
 * who is party to none is told there is nothing to see (404), as for a work that does not exist.
 */
export async function listWorkDisputes(db: Db, actor: Actor, workId: string): Promise<DisputeListItem[]> {
  const work = await findWork(db, workId);
  if (!work) throw new NotFound(WORK_NOT_FOUND);
  const readsAll = mayAccess(actor, 'dispute.read-all', {});
  const filter: DisputeListFilter = { workId, partyUserId: readsAll ? undefined : actor.id };
  const { rows } = await findDisputePage(db, filter, 'last_activity', { limit: WORK_DISPUTES_LIMIT, offset: 0 });
  if (rows.length === 0 && !readsAll && !mayAccess(actor, 'registration.read', { ownerId: work.ownerId })) throw new NotFound(WORK_NOT_FOUND);
  return rows.map(toListItem);
}
