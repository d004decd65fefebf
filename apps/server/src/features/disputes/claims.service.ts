import { basisPointsToPercent, type ClaimListQuery, claimRoom, claimStatusLabels, formatPercent, FULL_SHARE_BP, type PageMeta, pagePaths, type ShareRight, percentToBasisPoints, rightsOverclaimed, type WorkClaim, type WorkClaimCreate, type WorkRole, workRoleLabels } from '@repertoire/contract';
import type { Db } from '../../db/database';
import type { WorkClaimRow } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import type { Deps } from '../../lib/deps';
import { displayName } from '../../lib/display-name';
import { Conflict, NotFound } from '../../lib/errors';
import { pageOf } from '../../lib/paging';
import { findClaimsWaitingTotals, findShareLines, settleWorkShares, toAmounts, type ShareLineRow } from '../musical-works';
import { findRightsHolderByUserId, findRightsHoldersByIds, toRightsHolderSummary } from '../rights-holders';
import { tell } from './dispute-notices';
import {
  findClaim,
  findClaimsOfClaimant,
  findClaimsOfWork,
  findUserName,
  findUserNames,
  findWork,
  findWorks,
  insertClaim,
  lockActiveDisputeOfWork,
  lockClaim,
  lockWork,
  lockWorks,
  updateClaim,
  type DisputedWork,
  type SplitLine,
} from './disputes.repository';
import { mayAccess, requireAccess } from '../../access';
import { WORK_NOT_FOUND } from './dispute-access';
import { joinDispute, openDispute, OWN_WORK } from './disputes.service';
import { bareLines, heldRole } from './splits';

/**
 * Claims on musical works (docs/decisions/0005 "Claims", 0013): a member claims a role and shares
 * of a registered work that is not theirs. Judged with the work's row locked, so that claims
 * arriving together are judged one after the other: a claim that fits into what is left (the
 * registered lines and the claims still pending, less the claimant's own not-controlled line in
 * that role) waits for the registrant, or for its confirmation period to end; over 100%, it is an
 * overclaim and opens (or joins) the work's dispute at once.
 */

const CLAIM_NOT_FOUND = 'Claim not found';
const NOTHING_WAITING = { performanceBp: 0, mechanicalBp: 0 };

/** Where the registrant reads their work in the web app. */
const workPagePath = (workId: string) => pagePaths.app.musicalWorkDetails.getHref(workId);

function claimLineOf(claim: Pick<WorkClaimRow, 'rightsHolderId' | 'role' | 'performanceBp' | 'mechanicalBp'>): SplitLine {
  return { rightsHolderId: claim.rightsHolderId, role: claim.role, performanceBp: claim.performanceBp, mechanicalBp: claim.mechanicalBp };
}

/**
 * The registered shares with the claim added: in place of the claimant's not-controlled line in
 * that role (the claim replaces it), added to their controlled line (capped at 100%), or on a
 * line of its own.
 */
function withClaim(lines: readonly ShareLineRow[], claim: SplitLine): SplitLine[] {
  const split = bareLines(lines);
  const held = lines.find((line) => isClaimLine(line, claim));
  if (!held) return [...split, claim];
  return split.map((line, index) => {
    if (lines[index] !== held) return line;
    if (!held.controlled) return claim;
    return {
      ...line,
      performanceBp: Math.min(FULL_SHARE_BP, line.performanceBp + claim.performanceBp),
      mechanicalBp: Math.min(FULL_SHARE_BP, line.mechanicalBp + claim.mechanicalBp),
    };
  });
}

/**
 * The rights the claim takes over what is left of the work (contract claimRoom, docs/decisions/0013):
 * every registered line and `waiting` (the claims waiting beside it) count, except the claimant's
 * own not-controlled line in that role, which the claim replaces.
 */
function overclaimedRights(lines: readonly ShareLineRow[], waiting: { performanceBp: number; mechanicalBp: number }, claim: SplitLine): ShareRight[] {
  const shares = lines.map((line) => ({ rights_holder_id: line.rightsHolderId, controlled: line.controlled, ...toAmounts(line) }));
  const room = claimRoom(shares, toShareTotals(waiting), { rights_holder_id: claim.rightsHolderId, role: claim.role });
  return rightsOverclaimed(room, toAmounts(claim));
}

const fitsIntoWork = (lines: readonly ShareLineRow[], waiting: { performanceBp: number; mechanicalBp: number }, claim: SplitLine) =>
  overclaimedRights(lines, waiting, claim).length === 0;

const toShareTotals = (totals: { performanceBp: number; mechanicalBp: number }) => ({
  performance: basisPointsToPercent(totals.performanceBp),
  mechanical: basisPointsToPercent(totals.mechanicalBp),
});

const isClaimLine = (line: Pick<SplitLine, 'rightsHolderId' | 'role'>, claim: SplitLine) => line.rightsHolderId === claim.rightsHolderId && line.role === claim.role;

/** A controlled line of the claimant in the claimed role: a share they hold already, changed by a dispute, not a claim. */
const heldControlled = (lines: readonly ShareLineRow[], claim: SplitLine) => heldRole(lines.filter((line) => line.controlled), claim);

function describeClaim(claim: { role: WorkRole; performanceBp: number; mechanicalBp: number }): string {
  const share = (bp: number) => formatPercent(basisPointsToPercent(bp));
  return `Claims ${share(claim.performanceBp)} of the performance and ${share(claim.mechanicalBp)} of the mechanical share as ${workRoleLabels[claim.role]}: with it the work’s shares add up to more than 100%`;
}

/**
 * An overclaim, in the caller's transaction (the work locked): it opens a dispute over the work,
 * or joins the one open, with the claimant standing behind the registered shares plus the claim.
 */
async function disputeClaim(tx: Db, deps: Deps, claimant: Actor, work: DisputedWork, claim: SplitLine): Promise<string> {
  const position = withClaim(await findShareLines(tx, [work.id]), claim);
  const description = describeClaim(claim);
  const active = await lockActiveDisputeOfWork(tx, work.id);
  const dispute = active
    ? await joinDispute(tx, deps, claimant, { dispute: active, work }, { role: 'claimant', position, body: description })
    : await openDispute(tx, deps, claimant, work, { reason: 'overclaim', description, role: 'claimant', position });
  return dispute.id;
}

async function registrantOf(db: Db, work: DisputedWork) {
  const name = await findUserName(db, work.ownerId);
  return name ? [{ userId: work.ownerId, email: name.email }] : [];
}

/** POST /musical-works/{id}/claims: 201 with the claim; an overclaim's claim is in dispute and names it. */
export async function createClaim(deps: Deps, actor: Actor, workId: string, data: WorkClaimCreate): Promise<WorkClaim> {
  const { claim } = await deps.db.transaction((tx) => claimShare(tx, deps, actor, workId, data));
  return toClaim(deps.db, claim, actor.id);
}

/**
 * Locks the works that several claims of one transaction are about to be judged on (a CWR file's batch), then
 * their open disputes, in the order a single claim locks them: a transaction that has notified (the first claim)
 * must not then wait for rows another notifying transaction may hold (notifications' stream-order lock).
 */
export async function lockWorksToClaim(tx: Db, workIds: readonly string[]): Promise<Map<string, DisputedWork>> {
  const ids = [...new Set(workIds)].sort();
  const works = await lockWorks(tx, ids);
  for (const id of ids) await lockActiveDisputeOfWork(tx, id);
  return new Map(works.map((work) => [work.id, work]));
}

/** A claim as judged: pending, or in dispute when it takes `overclaimed` over 100%. */
export type JudgedClaim = { claim: WorkClaimRow; work: DisputedWork; overclaimed: ShareRight[] };

/**
 * A claim judged in the caller's transaction, with the work locked: the claim dialog's (createClaim) and a CWR
 * file's registration of a work another member registered (docs/cwr.md). A refusal throws (404, 409), leaving the
 * caller to roll back what it did with it.
 */
export async function claimShare(tx: Db, deps: Deps, actor: Actor, workId: string, data: WorkClaimCreate): Promise<JudgedClaim> {
  const holder = await findRightsHolderByUserId(tx, actor.id);
  const work = await lockWork(tx, workId);
  if (!work) throw new NotFound(WORK_NOT_FOUND);
  if (work.ownerId === actor.id) throw new Conflict(OWN_WORK);
  if (work.status !== 'registered') throw new NotFound(WORK_NOT_FOUND);
  if (!holder) throw new Conflict('Your account has no rights-holder record to claim with');
  const claim: SplitLine = {
    rightsHolderId: holder.id,
    role: data.role,
    performanceBp: percentToBasisPoints(data.performance_share),
    mechanicalBp: percentToBasisPoints(data.mechanical_share),
  };
  const lines = await findShareLines(tx, [work.id]);
  const held = heldControlled(lines, claim);
  if (held) throw new Conflict(`You already hold a share in this work as ${held}: raise a dispute to change it`);
  const waiting = (await findClaimsWaitingTotals(tx, [work.id])).get(work.id) ?? NOTHING_WAITING;
  const now = deps.clock();
  const overclaimed = overclaimedRights(lines, waiting, claim);
  if (overclaimed.length === 0) {
    const created = await insertClaim(tx, {
      ...claim,
      workId: work.id,
      claimantId: actor.id,
      status: 'pending',
      confirmBy: new Date(now.getTime() + deps.config.claimConfirmationDays * 86_400_000),
      createdAt: now,
    });
    await tell(
      tx,
      await registrantOf(tx, work),
      { title: 'New claim on your work', message: `${actor.name} claims a share in “${work.title}”: confirm it, or it joins the work’s shares when its confirmation period ends` },
      { appUrl: deps.config.appUrl, link: workPagePath(work.id), senderId: actor.id },
    );
    return { claim: created, work, overclaimed };
  }
  const disputeId = await disputeClaim(tx, deps, actor, work, claim);
  return { claim: await insertClaim(tx, { ...claim, workId: work.id, claimantId: actor.id, status: 'in_dispute', disputeId, createdAt: now }), work, overclaimed };
}

/**
 * A pending claim's turn, in the caller's transaction (claim and work locked): it joins the work's
 * shares, recorded as `actor`'s, if the registered lines still leave room for it (the claims that
 * waited beside it were judged when they came in); else it goes to dispute. Joining, it replaces
 * the claimant's not-controlled line in that role.
 */
async function settleClaim(tx: Db, deps: Deps, actor: Actor, claimant: Actor, claim: WorkClaimRow, work: DisputedWork): Promise<WorkClaimRow> {
  const line = claimLineOf(claim);
  const lines = await findShareLines(tx, [work.id]);
  if (heldControlled(lines, line) || !fitsIntoWork(lines, NOTHING_WAITING, line)) {
    const disputeId = await disputeClaim(tx, deps, claimant, work, line);
    return updateClaim(tx, claim.id, { status: 'in_dispute', disputeId });
  }
  await settleWorkShares(tx, actor, work.id, () => withClaim(lines, line).map((settled) => (isClaimLine(settled, line) ? { ...settled, controlled: true } : settled)));
  const accepted = await updateClaim(tx, claim.id, { status: 'accepted' });
  const claimantMail = await findUserName(tx, claim.claimantId);
  const recipients = [...(claimantMail && claim.claimantId !== actor.id ? [{ userId: claim.claimantId, email: claimantMail.email }] : []), ...(work.ownerId !== actor.id ? await registrantOf(tx, work) : [])];
  await tell(
    tx,
    recipients,
    { title: 'Claim accepted', message: `The claim of ${claimant.name} joined the shares of “${work.title}”` },
    { appUrl: deps.config.appUrl, link: workPagePath(work.id), senderId: actor.id },
  );
  return accepted;
}

async function claimantActor(db: Db, claim: WorkClaimRow): Promise<Actor> {
  const name = await findUserName(db, claim.claimantId);
  return { id: claim.claimantId, role: 'member', name: name ? displayName(name) : '' };
}

/** A claim as access sees it: its claimant, and the work's registrant as its owner. */
function claimSubject(claim: WorkClaimRow | undefined, work: DisputedWork | undefined) {
  return claim && work ? { claim, work, claimantId: claim.claimantId, ownerId: work.ownerId } : undefined;
}

/**
 * Runs a step on a claim that its claimant or the work's registrant may see (anyone else: 404):
 * the claim's row is locked, then the work's (the order every claim step keeps).
 */
async function claimStep<T>(deps: Deps, actor: Actor, id: string, run: (tx: Db, claim: WorkClaimRow, work: DisputedWork) => Promise<T>): Promise<T> {
  if (!(await findClaim(deps.db, id))) throw new NotFound(CLAIM_NOT_FOUND);
  return deps.db.transaction(async (tx) => {
    const claim = await lockClaim(tx, id);
    const work = claim ? await lockWork(tx, claim.workId) : undefined;
    const allowed = requireAccess({ actor, permission: 'claim.read', subject: claimSubject(claim, work), notFound: CLAIM_NOT_FOUND });
    return run(tx, allowed.claim, allowed.work);
  });
}

function assertPending(claim: WorkClaimRow, verb: string): void {
  if (claim.status !== 'pending') {
    throw new Conflict(`This claim is ${claimStatusLabels[claim.status].toLowerCase()}: only a claim waiting for confirmation can be ${verb}`);
  }
}

/** POST /claims/{id}/confirm: the registrant lets a pending claim join the work's shares. */
export async function confirmClaim(deps: Deps, actor: Actor, id: string): Promise<WorkClaim> {
  const row = await claimStep(deps, actor, id, async (tx, claim, work) => {
    requireAccess({ actor, permission: 'claim.confirm', subject: claimSubject(claim, work), notFound: CLAIM_NOT_FOUND });
    assertPending(claim, 'confirmed');
    if (await lockActiveDisputeOfWork(tx, work.id)) throw new Conflict('This work is in dispute: its shares change when the dispute is settled');
    return settleClaim(tx, deps, actor, await claimantActor(tx, claim), claim, work);
  });
  return toClaim(deps.db, row, actor.id);
}

/** POST /claims/{id}/withdraw: the claimant takes back a claim still waiting for confirmation. */
export async function withdrawClaim(deps: Deps, actor: Actor, id: string): Promise<WorkClaim> {
  const row = await claimStep(deps, actor, id, async (tx, claim, work) => {
    requireAccess({ actor, permission: 'claim.withdraw', subject: claimSubject(claim, work), notFound: CLAIM_NOT_FOUND });
    assertPending(claim, 'withdrawn');
    return updateClaim(tx, claim.id, { status: 'withdrawn', confirmBy: null });
  });
  return toClaim(deps.db, row, actor.id);
}

/** GET /musical-works/{id}/claims: the registrant reads every claim on the work, a claimant their own; anyone else 404. */
export async function listClaims(db: Db, actor: Actor, workId: string): Promise<WorkClaim[]> {
  const work = await findWork(db, workId);
  if (!work) throw new NotFound(WORK_NOT_FOUND);
  const readsAll = mayAccess(actor, 'claim.read-all', { ownerId: work.ownerId });
  const rows = await findClaimsOfWork(db, workId, readsAll ? undefined : actor.id);
  if (!readsAll && rows.length === 0) throw new NotFound(WORK_NOT_FOUND);
  return toClaims(db, rows, actor.id);
}

/** GET /claims: the claims the member made, newest first, so that a claimant can follow (and withdraw) them. */
export async function listOwnClaims(db: Db, actor: Actor, query: ClaimListQuery & { page: number; pageSize: number }): Promise<{ items: WorkClaim[]; meta: PageMeta }> {
  const page = pageOf(query);
  const { rows, total } = await findClaimsOfClaimant(db, actor.id, query.status, page);
  return { items: await toClaims(db, rows, actor.id), meta: page.meta(total) };
}

/**
 * The sweep's step for one claim whose confirmation period ended (claim locked by the sweep): it
 * joins the work's shares by itself, recorded as its claimant's, or goes to dispute.
 */
export async function confirmClaimByItself(tx: Db, deps: Deps, claim: WorkClaimRow): Promise<void> {
  const work = await lockWork(tx, claim.workId);
  if (!work) return;
  const claimant = await claimantActor(tx, claim);
  await settleClaim(tx, deps, claimant, claimant, claim, work);
}

async function toClaim(db: Db, row: WorkClaimRow, viewerId: string): Promise<WorkClaim> {
  const [claim] = await toClaims(db, [row], viewerId);
  if (!claim) throw new NotFound(CLAIM_NOT_FOUND);
  return claim;
}

/** Claims as the API answers them: their works, rights holders and claimants read once for the whole list, not per claim. */
async function toClaims(db: Db, rows: readonly WorkClaimRow[], viewerId: string): Promise<WorkClaim[]> {
  const works = new Map((await findWorks(db, rows.map((row) => row.workId))).map((work) => [work.id, work]));
  const holders = new Map((await findRightsHoldersByIds(db, rows.map((row) => row.rightsHolderId))).map((holder) => [holder.id, holder]));
  const claimants = await findUserNames(db, rows.map((row) => row.claimantId));
  return rows.flatMap((row) => {
    const work = works.get(row.workId);
    const holder = holders.get(row.rightsHolderId);
    if (!work || !holder) return [];
    const claimant = claimants.get(row.claimantId);
    return [
      {
        id: row.id,
        work: { id: work.id, title: work.title, iswc: work.iswc },
        claimant: { id: row.claimantId, name: claimant ? displayName(claimant) : '' },
        rights_holder: toRightsHolderSummary(holder, viewerId),
        role: row.role,
        performance_share: basisPointsToPercent(row.performanceBp),
        mechanical_share: basisPointsToPercent(row.mechanicalBp),
        status: row.status,
        confirm_by: row.status === 'pending' && row.confirmBy ? row.confirmBy.toISOString() : null,
        dispute_id: row.disputeId,
        created_at: row.createdAt.toISOString(),
      },
    ];
  });
}
