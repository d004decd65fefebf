import { randomBytes } from 'node:crypto';
import {
  disputeStateLabels,
  EVIDENCE_MAX_BYTES,
  EVIDENCE_MAX_FILES,
  EVIDENCE_TYPES_TEXT,
  isDisputeActive,
  type DisputeDecision,
  type DisputeDetails,
  type DisputeEventKind,
  type DisputePartyRole,
  type DisputeReason,
  type WorkShareLine,
} from '@repertoire/contract';
import { requireAccess } from '../../access';
import type { Db } from '../../db/database';
import type { DisputeRow } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import type { Deps } from '../../lib/deps';
import { displayName } from '../../lib/display-name';
import { AppError, BadRequest, Conflict, NotFound } from '../../lib/errors';
import type { StoredFile } from '../../storage/file-storage';
import { PRIVATE_KEY_PREFIX } from '../../storage/file-storage';
import { findShareLines, settleWorkShares } from '../musical-works';
import { findRightsHoldersByIds } from '../rights-holders';
import { DISPUTE_NOT_FOUND, disputeSubject, requireDisputeAccess, WORK_NOT_FOUND, type DisputeAccess } from './dispute-access';
import { disputePagePath, noticeOf, tell, type Notice, type Recipient } from './dispute-notices';
import { disputeDetails } from './dispute-view';
import {
  findDispute,
  findEvidence,
  findEvidenceItem,
  findParties,
  findPositions,
  insertDispute,
  insertEvent,
  insertEvidence,
  insertParty,
  lockActiveDisputeOfWork,
  lockDispute,
  lockWork,
  updateDispute,
  withdrawClaimsOfDispute,
  writePosition,
  type DisputedWork,
  type PartyRow,
  type SplitLine,
} from './disputes.repository';
import { sniffEvidenceType, evidenceFileName } from './evidence-file';
import { agreedSplit, bareLines, isSameSplit, splitOf } from './splits';

/**
 * Disputes over musical works (docs/decisions/0005), their state machine: opening and
 * joining, the parties' positions and the agreement that settles a dispute by itself, messages,
 * evidence, withdrawal, and staff's desk. Every step locks the work, then the dispute, and tells
 * the other parties in its transaction. Who may do what is dispute-access.ts; what a reader sees
 * is dispute-view.ts.
 */

// The routes read disputes through this module; what they read is dispute-view.ts.
export { getDispute, listMemberDisputes, listStaffDisputes, listWorkDisputes } from './dispute-view';

export const OWN_WORK = 'This is your own work: change its shares from the work’s page instead';
const AGREED = 'Every party agreed on the same split';

function closedMessage(dispute: DisputeRow): string {
  return `This dispute is ${disputeStateLabels[dispute.state].toLowerCase()}: it can no longer change`;
}

function assertActive(dispute: DisputeRow): void {
  if (!isDisputeActive(dispute.state)) throw new Conflict(closedMessage(dispute));
}

// Steps ------------------------------------------------------------------------------------------

/** What a step on a dispute works with: the locked work and dispute, its parties, the actor's party. */
export type DisputeStep = { work: DisputedWork; dispute: DisputeRow; parties: PartyRow[]; party: PartyRow | undefined };

/**
 * Runs one step on a dispute in a transaction: the work's row is locked, then the dispute's (the
 * order every step keeps), its parties read and the actor's access checked.
 */
async function step<T>(deps: Deps, actor: Actor, disputeId: string, access: DisputeAccess, run: (tx: Db, step: DisputeStep) => Promise<T>): Promise<T> {
  const found = await findDispute(deps.db, disputeId);
  if (!found) throw new NotFound(DISPUTE_NOT_FOUND);
  return deps.db.transaction(async (tx) => {
    const work = await lockWork(tx, found.workId);
    const locked = await lockDispute(tx, disputeId);
    const parties = await findParties(tx, disputeId);
    const { dispute, party } = requireDisputeAccess(actor, locked, parties, access);
    if (!work) throw new NotFound(DISPUTE_NOT_FOUND);
    return run(tx, { work, dispute, parties, party });
  });
}

/** The parties' step: the dispute must still be open or under review. */
function partyStep<T>(deps: Deps, actor: Actor, disputeId: string, run: (tx: Db, step: DisputeStep & { party: PartyRow }) => Promise<T>): Promise<T> {
  return step(deps, actor, disputeId, 'act', async (tx, current) => {
    assertActive(current.dispute);
    const { party } = current;
    if (!party) throw new NotFound(DISPUTE_NOT_FOUND);
    return run(tx, { ...current, party });
  });
}

const recipientOf = (party: PartyRow): Recipient => ({ userId: party.userId, email: party.name.email });

/** Everyone else in the dispute. */
function othersThan(parties: readonly PartyRow[], actor: Actor | null): Recipient[] {
  return parties.filter((p) => p.userId !== actor?.id).map(recipientOf);
}

/** Records an event on the timeline (the dispute's last activity) and tells `recipients` about it. */
export async function recordEvent(
  tx: Db,
  deps: Deps,
  subject: { dispute: DisputeRow; work: DisputedWork },
  kind: DisputeEventKind,
  actor: Actor | null,
  options: { body?: string | null; evidenceId?: string; recipients: readonly Recipient[]; notice?: Notice; link?: string },
): Promise<DisputeRow> {
  const now = deps.clock();
  await insertEvent(tx, {
    disputeId: subject.dispute.id,
    kind,
    actorId: actor?.id ?? null,
    actorName: actor?.name ?? null,
    actorIsStaff: actor?.role === 'staff',
    body: options.body ?? null,
    evidenceId: options.evidenceId ?? null,
    createdAt: now,
  });
  const updated = await updateDispute(tx, subject.dispute.id, { lastActivityAt: now });
  await tell(tx, options.recipients, options.notice ?? noticeOf(kind, actor?.name ?? null, subject.work.title), {
    appUrl: deps.config.appUrl,
    link: options.link ?? disputePagePath(subject.work.id),
    senderId: actor?.id ?? null,
  });
  return updated;
}

// Opening and joining ----------------------------------------------------------------------------

/** The registered shares of the work, as a split. */
export async function registeredSplit(db: Db, workId: string): Promise<{ split: SplitLine[]; holderUserIds: string[] }> {
  const lines = await findShareLines(db, [workId]);
  const holderUserIds = [...new Set(lines.flatMap((line) => (line.rightsHolder.userId ? [line.rightsHolder.userId] : [])))];
  return { split: bareLines(lines), holderUserIds };
}

export type Opening = {
  reason: DisputeReason;
  description: string;
  /** How the member who opens it comes in: raised it, or their claim overclaimed. */
  role: Extract<DisputePartyRole, 'raiser' | 'claimant'>;
  position: SplitLine[];
};

/**
 * A new dispute over the work, in the caller's transaction (the work's row locked): its parties
 * are the member who opens it, the registrant and every member whose own rights-holder record
 * holds a share; the opener stands behind `opening.position`, the others behind the registered shares.
 */
export async function openDispute(tx: Db, deps: Deps, actor: Actor, work: DisputedWork, opening: Opening): Promise<DisputeRow> {
  const now = deps.clock();
  const { split, holderUserIds } = await registeredSplit(tx, work.id);
  const dispute = await insertDispute(tx, {
    workId: work.id,
    raisedById: actor.id,
    reason: opening.reason,
    description: opening.description,
    evidenceDeadline: new Date(now.getTime() + deps.config.disputeEvidenceDays * 86_400_000),
    lastActivityAt: now,
  });
  const members: { userId: string; role: DisputePartyRole; position: SplitLine[] }[] = [{ userId: actor.id, role: opening.role, position: opening.position }];
  for (const [userId, role] of [[work.ownerId, 'registrant'] as const, ...holderUserIds.map((id) => [id, 'holder'] as const)]) {
    if (!members.some((m) => m.userId === userId)) members.push({ userId, role, position: split });
  }
  for (const member of members) {
    const partyId = await insertParty(tx, { disputeId: dispute.id, userId: member.userId, role: member.role, positionUpdatedAt: now });
    await writePosition(tx, partyId, member.position, now);
  }
  const parties = await findParties(tx, dispute.id);
  return recordEvent(tx, deps, { dispute, work }, 'opened', actor, { body: opening.description, recipients: othersThan(parties, actor) });
}

/**
 * A member comes into the work's active dispute with their own position (a claim that overclaimed,
 * a dispute raised while one is open); a party already in it revises their position instead.
 */
export async function joinDispute(
  tx: Db,
  deps: Deps,
  actor: Actor,
  subject: { dispute: DisputeRow; work: DisputedWork },
  joining: { role: 'claimant'; position: SplitLine[]; body: string },
): Promise<DisputeRow> {
  const now = deps.clock();
  const before = await findParties(tx, subject.dispute.id);
  const existing = before.find((p) => p.userId === actor.id);
  const partyId = existing?.id ?? (await insertParty(tx, { disputeId: subject.dispute.id, userId: actor.id, role: joining.role, positionUpdatedAt: now }));
  await writePosition(tx, partyId, joining.position, now);
  return recordEvent(tx, deps, subject, existing ? 'revision' : 'joined', actor, { body: joining.body, recipients: othersThan(before, actor) });
}

/** Rights holders a split names must exist: an unknown one is the sender's mistake (400 on its line). */
async function assertRightsHoldersExist(db: Db, lines: readonly WorkShareLine[], field: string): Promise<void> {
  const found = new Set((await findRightsHoldersByIds(db, lines.map((line) => line.rights_holder_id))).map((holder) => holder.id));
  const missing = lines.flatMap((line, index) => (found.has(line.rights_holder_id) ? [] : [index]));
  if (missing.length > 0) {
    throw new BadRequest('Rights holder not found', missing.map((index) => ({ path: `${field}.${index}.rights_holder_id`, message: 'Rights holder not found' })));
  }
}

/**
 * POST /musical-works/{id}/disputes: a member contests a registered work that is not theirs with
 * the split they believe is right. While the work is in dispute, they join that dispute instead.
 */
export async function raiseDispute(
  deps: Deps,
  actor: Actor,
  workId: string,
  data: { reason: Exclude<DisputeReason, 'overclaim'>; description: string; shares: WorkShareLine[] },
): Promise<DisputeDetails> {
  await assertRightsHoldersExist(deps.db, data.shares, 'shares');
  const position = splitOf(data.shares);
  const dispute = await deps.db.transaction(async (tx) => {
    const work = await lockWork(tx, workId);
    if (!work) throw new NotFound(WORK_NOT_FOUND);
    if (work.ownerId === actor.id) throw new Conflict(OWN_WORK);
    if (work.status !== 'registered') throw new NotFound(WORK_NOT_FOUND);
    const { split } = await registeredSplit(tx, work.id);
    if (isSameSplit(split, position)) {
      const message = 'This is the registered split: give the split you believe is right';
      throw new BadRequest(message, [{ path: 'shares', message }]);
    }
    const active = await lockActiveDisputeOfWork(tx, work.id);
    if (active) {
      if ((await findParties(tx, active.id)).some((p) => p.userId === actor.id)) {
        throw new Conflict('This work is already in dispute and you are a party: revise your claim in that dispute instead');
      }
      return joinDispute(tx, deps, actor, { dispute: active, work }, { role: 'claimant', position, body: data.description });
    }
    return openDispute(tx, deps, actor, work, { reason: data.reason, description: data.description, role: 'raiser', position });
  });
  return disputeDetails(deps.db, actor, dispute);
}

// The parties' steps -----------------------------------------------------------------------------

/** POST /disputes/{id}/messages */
export async function postMessage(deps: Deps, actor: Actor, id: string, body: string): Promise<DisputeDetails> {
  const dispute = await partyStep(deps, actor, id, (tx, { work, dispute, parties }) =>
    recordEvent(tx, deps, { dispute, work }, 'message', actor, { body, recipients: othersThan(parties, actor) }),
  );
  return disputeDetails(deps.db, actor, dispute);
}

/** 415 for a file that is none of the types evidence may be. */
class UnsupportedEvidence extends AppError {
  constructor() {
    super(415, `Evidence must be a ${EVIDENCE_TYPES_TEXT} file`, [{ path: 'file', message: `Evidence must be a ${EVIDENCE_TYPES_TEXT} file` }]);
  }
}

export const EVIDENCE_TOO_LARGE = `Evidence files must be at most ${EVIDENCE_MAX_BYTES / (1024 * 1024)} MB`;

/**
 * POST /disputes/{id}/evidence: the party's access is checked before the upload is read, the
 * file's type judged by its first bytes, and the file stored under a random private key
 * (never served at /uploads) before its row is written; should the row fail, the file goes.
 */
export async function addEvidence(
  deps: Deps,
  actor: Actor,
  id: string,
  readFile: () => Promise<{ content: Buffer; fileName: string } | undefined>,
): Promise<DisputeDetails> {
  const { dispute: found } = requireDisputeAccess(actor, await findDispute(deps.db, id), await findParties(deps.db, id), 'act');
  assertActive(found);
  const file = await readFile();
  if (!file || file.content.length === 0) throw new BadRequest('Choose a file to upload', [{ path: 'file', message: 'Choose a file to upload' }]);
  const type = sniffEvidenceType(file.content);
  if (!type) throw new UnsupportedEvidence();
  const key = `${PRIVATE_KEY_PREFIX}dispute-evidence/${randomBytes(18).toString('base64url')}.${type.extension}`;
  await deps.storage.put(key, file.content, { contentType: type.contentType });
  try {
    const dispute = await partyStep(deps, actor, id, async (tx, { work, dispute: locked, parties }) => {
      if ((await findEvidence(tx, locked.id)).length >= EVIDENCE_MAX_FILES) {
        throw new Conflict(`A dispute can have at most ${EVIDENCE_MAX_FILES} evidence files`);
      }
      const evidence = await insertEvidence(tx, {
        disputeId: locked.id,
        uploadedById: actor.id,
        uploadedByName: actor.name,
        fileName: evidenceFileName(file.fileName, type.extension),
        contentType: type.contentType,
        size: file.content.length,
        storageKey: key,
        createdAt: deps.clock(),
      });
      return recordEvent(tx, deps, { dispute: locked, work }, 'evidence', actor, { evidenceId: evidence.id, recipients: othersThan(parties, actor) });
    });
    return await disputeDetails(deps.db, actor, dispute);
  } catch (error) {
    await deps.storage.delete(key);
    throw error;
  }
}

/** GET /disputes/{id}/evidence/{evidenceId}: parties and staff; the file with its name and stored type. */
export async function readEvidence(
  deps: Deps,
  actor: Actor,
  id: string,
  evidenceId: string,
): Promise<{ file: StoredFile; fileName: string; contentType: string }> {
  requireDisputeAccess(actor, await findDispute(deps.db, id), await findParties(deps.db, id), 'read');
  const item = await findEvidenceItem(deps.db, id, evidenceId);
  const file = item ? await deps.storage.get(item.storageKey) : null;
  if (!item || !file) throw new NotFound('Evidence not found');
  return { file, fileName: item.fileName, contentType: item.contentType };
}

/**
 * The dispute settles when every party stands behind one split that keeps each right at or under
 * 100%: that split becomes the work's shares, in this transaction, recorded as `actor`'s.
 */
async function resolveIfAgreed(tx: Db, deps: Deps, actor: Actor, current: DisputeStep): Promise<DisputeRow> {
  const lines = await findPositions(tx, current.parties.map((p) => p.id));
  const split = agreedSplit(current.parties.map((p) => bareLines(lines.filter((line) => line.partyId === p.id))));
  if (!split) return current.dispute;
  return settle(tx, deps, actor, current, split, AGREED);
}

/** The final shares become the work's, the dispute is resolved, every other party is told. */
async function settle(tx: Db, deps: Deps, actor: Actor, current: DisputeStep, split: SplitLine[], reason: string): Promise<DisputeRow> {
  await settleWorkShares(tx, actor, current.work.id, () => split);
  const resolved = await updateDispute(tx, current.dispute.id, { state: 'resolved', closingReason: reason, closedAt: deps.clock() });
  return recordEvent(tx, deps, { dispute: resolved, work: current.work }, 'resolved', actor, { body: reason, recipients: othersThan(current.parties, actor) });
}

/** POST /disputes/{id}/claims: the party's revised position, a whole split; it may settle the dispute. */
export async function reviseClaim(deps: Deps, actor: Actor, id: string, shares: WorkShareLine[]): Promise<DisputeDetails> {
  await assertRightsHoldersExist(deps.db, shares, 'shares');
  const dispute = await partyStep(deps, actor, id, async (tx, current) => {
    await writePosition(tx, current.party.id, splitOf(shares), deps.clock());
    const revised = await recordEvent(tx, deps, current, 'revision', actor, { recipients: othersThan(current.parties, actor) });
    return resolveIfAgreed(tx, deps, actor, { ...current, dispute: revised });
  });
  return disputeDetails(deps.db, actor, dispute);
}

/** POST /disputes/{id}/accept: the party takes another party's position as theirs; it may settle the dispute. */
export async function acceptProposal(deps: Deps, actor: Actor, id: string, partyId: string): Promise<DisputeDetails> {
  const dispute = await partyStep(deps, actor, id, async (tx, current) => {
    const proposer = current.parties.find((p) => p.id === partyId);
    if (!proposer) throw new NotFound('This party is not in the dispute');
    if (proposer.id === current.party.id) {
      throw new BadRequest('This is your own proposal: choose another party’s', [{ path: 'party_id', message: 'This is your own proposal: choose another party’s' }]);
    }
    const proposal = await findPositions(tx, [proposer.id]);
    await writePosition(tx, current.party.id, bareLines(proposal), deps.clock());
    const accepted = await recordEvent(tx, deps, current, 'accepted', actor, {
      body: `Accepted the proposal of ${displayName(proposer.name)}`,
      recipients: othersThan(current.parties, actor),
    });
    return resolveIfAgreed(tx, deps, actor, { ...current, dispute: accepted });
  });
  return disputeDetails(deps.db, actor, dispute);
}

/** POST /disputes/{id}/withdraw: only the member who raised it; an overclaim's claims end with it. */
export async function withdrawDispute(deps: Deps, actor: Actor, id: string, reason: string | undefined): Promise<DisputeDetails> {
  const dispute = await partyStep(deps, actor, id, async (tx, current) => {
    requireAccess({ actor, permission: 'dispute.withdraw', subject: disputeSubject(current.dispute, current.parties), notFound: DISPUTE_NOT_FOUND });
    const closingReason = reason?.trim() ? reason.trim() : null;
    const withdrawn = await updateDispute(tx, current.dispute.id, { state: 'withdrawn', closingReason, closedAt: deps.clock() });
    await withdrawClaimsOfDispute(tx, current.dispute.id, actor.id);
    return recordEvent(tx, deps, { dispute: withdrawn, work: current.work }, 'withdrawn', actor, { body: closingReason, recipients: othersThan(current.parties, actor) });
  });
  return disputeDetails(deps.db, actor, dispute);
}

// Staff ------------------------------------------------------------------------------------------

/** POST /staff/disputes/{id}/take: open → under review, with its reviewer; every party is told. */
export async function takeDispute(deps: Deps, actor: Actor, id: string): Promise<DisputeDetails> {
  const dispute = await step(deps, actor, id, 'decide', async (tx, current) => {
    assertActive(current.dispute);
    if (current.dispute.state !== 'open') throw new Conflict('This dispute is already under review');
    const taken = await updateDispute(tx, current.dispute.id, { state: 'under_review', reviewerId: actor.id });
    return recordEvent(tx, deps, { dispute: taken, work: current.work }, 'under_review', actor, { recipients: othersThan(current.parties, actor) });
  });
  return disputeDetails(deps.db, actor, dispute);
}

/** POST /staff/disputes/{id}/decision: resolved with staff's final shares (applied to the work), or rejected; a reason either way. */
export async function decideDispute(deps: Deps, actor: Actor, id: string, decision: DisputeDecision): Promise<DisputeDetails> {
  if (decision.decision === 'resolve') await assertRightsHoldersExist(deps.db, decision.shares, 'shares');
  const dispute = await step(deps, actor, id, 'decide', async (tx, current) => {
    assertActive(current.dispute);
    if (current.dispute.state !== 'under_review') throw new Conflict('Take the dispute under review before deciding it');
    const reason = decision.reason.trim();
    if (decision.decision === 'resolve') return settle(tx, deps, actor, current, splitOf(decision.shares), reason);
    const rejected = await updateDispute(tx, current.dispute.id, { state: 'rejected', closingReason: reason, closedAt: deps.clock() });
    return recordEvent(tx, deps, { dispute: rejected, work: current.work }, 'rejected', actor, { body: reason, recipients: othersThan(current.parties, actor) });
  });
  return disputeDetails(deps.db, actor, dispute);
}
