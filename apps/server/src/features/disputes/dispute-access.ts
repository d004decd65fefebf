import type { DisputeRow } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { Forbidden, NotFound } from '../../lib/errors';
import type { PartyRow } from './disputes.repository';

export const DISPUTE_NOT_FOUND = 'Dispute not found';
export const WORK_NOT_FOUND = 'Musical work not found';
const NOT_A_PARTY = 'Only the parties to a dispute can do this';

/**
 * What an actor may do with a dispute (STYLE "one access check"):
 * - `read`: its parties and staff (details, timeline, evidence);
 * - `act`: its parties only (messages, evidence, revisions, acceptance, withdrawal);
 * - `decide`: staff only (take it under review, resolve or reject it).
 * Anyone else is told it does not exist (404); staff, who can read it, are told why they cannot act.
 */
export type DisputeAccess = 'read' | 'act' | 'decide';

export function requireDisputeAccess(
  actor: Actor,
  dispute: DisputeRow | undefined,
  parties: readonly PartyRow[],
  access: DisputeAccess,
): { dispute: DisputeRow; party: PartyRow | undefined } {
  if (!dispute) throw new NotFound(DISPUTE_NOT_FOUND);
  const party = parties.find((p) => p.userId === actor.id);
  const isStaff = actor.role === 'staff';
  if (access === 'read' && (party || isStaff)) return { dispute, party };
  if (access === 'act' && party) return { dispute, party };
  if (access === 'act' && isStaff) throw new Forbidden(NOT_A_PARTY);
  if (access === 'decide' && isStaff) return { dispute, party };
  throw new NotFound(DISPUTE_NOT_FOUND);
}
