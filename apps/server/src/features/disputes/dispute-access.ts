import { requireAccess, type AccessSubject } from '../../access';
import type { DisputeRow } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import type { PartyRow } from './disputes.repository';

export const DISPUTE_NOT_FOUND = 'Dispute not found';
export const WORK_NOT_FOUND = 'Musical work not found';

/**
 * What an actor may do with a dispute, as the access table (src/access) declares it:
 * - `read`: its parties and staff of the disputes desk (details, timeline, evidence);
 * - `act`: its parties only (messages, evidence, revisions, acceptance, withdrawal);
 * - `decide`: staff of the disputes desk only (take it under review, resolve or reject it);
 * and withdrawing it is its raiser's alone (`dispute.withdraw`).
 * Anyone else is told it does not exist (404); staff are told why they cannot read or act on it (403).
 */
export type DisputeAccess = 'read' | 'act' | 'decide';

/** What the access table is told of a dispute: who its parties are and who raised it. */
export function disputeSubject(dispute: DisputeRow, parties: readonly PartyRow[]): AccessSubject & { dispute: DisputeRow } {
  return { dispute, partyUserIds: parties.map((p) => p.userId), raiserId: dispute.raisedById };
}

export function requireDisputeAccess(
  actor: Actor,
  dispute: DisputeRow | undefined,
  parties: readonly PartyRow[],
  access: DisputeAccess,
): { dispute: DisputeRow; party: PartyRow | undefined } {
  const subject = dispute ? disputeSubject(dispute, parties) : undefined;
  const allowed = requireAccess({ actor, permission: `dispute.${access}`, subject, notFound: DISPUTE_NOT_FOUND });
  return { dispute: allowed.dispute, party: parties.find((p) => p.userId === actor.id) };
}
