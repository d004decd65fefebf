import { shareRightLabels, type ShareRight, type ShareTotals, type WorkShareAmounts } from './musical-works';
import { basisPointsToPercent, FULL_SHARE_BP, formatPercent, percentToBasisPoints } from './shares';
import type { WorkRole } from './work-roles';

/**
 * Whether a claim fits into what is left of a registered work (docs/decisions/0013): the one rule
 * the server judges a claim by and the claim dialog reads live, so the member knows before sending
 * whether their claim waits for the registrant or opens a dispute.
 */

/** A registered line as the claim rule reads it. */
export type ClaimableShare = WorkShareAmounts & { rights_holder_id: string; controlled: boolean };

/** Who claims, and in which role. */
export type Claimant = { rights_holder_id: string; role: WorkRole };

const rights: readonly ShareRight[] = ['performance', 'mechanical'];

const shareOf = (line: WorkShareAmounts, right: ShareRight) => percentToBasisPoints(right === 'performance' ? line.performance_share : line.mechanical_share);

/** The claimant's own not-controlled line in the claimed role: their claim replaces it when it joins, so it does not count against them. */
const isReplacedBy = (claimant: Claimant) => (line: ClaimableShare) =>
  !line.controlled && line.rights_holder_id === claimant.rights_holder_id && line.role === claimant.role;

/**
 * What is left of each right for this claimant: 100% minus every registered line (controlled or
 * not) and every claim waiting for confirmation, their own not-controlled line in that role
 * given back. Never below 0.
 */
export function claimRoom(shares: readonly ClaimableShare[], waiting: ShareTotals, claimant: Claimant): ShareTotals {
  const counted = shares.filter((line) => !isReplacedBy(claimant)(line));
  const left = (right: ShareRight) => {
    const taken = counted.reduce((sum, line) => sum + shareOf(line, right), 0) + percentToBasisPoints(waiting[right]);
    return basisPointsToPercent(Math.max(0, FULL_SHARE_BP - taken));
  };
  return { performance: left('performance'), mechanical: left('mechanical') };
}

/** The rights a claim takes over 100%: empty when it fits into the room left. */
export function rightsOverclaimed(room: ShareTotals, claim: Pick<WorkShareAmounts, 'performance_share' | 'mechanical_share'>): ShareRight[] {
  return rights.filter((right) => shareOf({ role: 'composer', ...claim }, right) > percentToBasisPoints(room[right]));
}

const joinRights = (names: readonly ShareRight[]) => names.map((right) => shareRightLabels[right].toLowerCase()).join(' and ');

/** What the claim dialog says of a claim as typed: it waits for the registrant, or it opens a dispute. */
export function claimFitMessage(room: ShareTotals, claim: Pick<WorkShareAmounts, 'performance_share' | 'mechanical_share'>): { fits: boolean; message: string } {
  const over = rightsOverclaimed(room, claim);
  if (over.length > 0) {
    const shares = over.length === 1 ? 'share' : 'shares';
    return { fits: false, message: `This claim takes the ${joinRights(over)} ${shares} over 100%: it opens a dispute with the other parties` };
  }
  const left =
    room.performance === room.mechanical
      ? `the ${formatPercent(room.performance)} left`
      : `what is left (${rights.map((right) => `${formatPercent(room[right])} of the ${shareRightLabels[right].toLowerCase()} share`).join(', ')})`;
  return { fits: true, message: `This claim fits into ${left}: it waits for the registrant’s confirmation` };
}
