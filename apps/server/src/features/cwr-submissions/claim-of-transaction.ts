import { basisPointsToPercent, formatIswc, formatPercent, percentToBasisPoints, shareRightLabels, workRoleLabels, type CwrMessageSeverity } from '@repertoire/contract';
import type { Db } from '../../db/database';
import type { RightsHolderRow, WorkClaimRow } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import type { Deps } from '../../lib/deps';
import { AppError } from '../../lib/errors';
import type { CheckedWork, ImportedParty } from '../catalogue-import';
import { claimShare, findClaimsOfWork, type DisputedWork, type JudgedClaim } from '../disputes';

/**
 * A registration (NWR, REV) of a work another member registered (same ISWC): the member's share in it is claimed on
 * that work through the claims service, as the registry's claim dialog claims it (docs/cwr.md, "Shares that collide").
 * The member's share is each controlled party (SPU, SWR) that is the member's own rights-holder record: by IPI name
 * number, or by name when the party has none (as the directory finds a file's parties). A claim that fits waits for
 * the registrant; one that takes a right over 100% opens the work's dispute or joins it, and the answer is CO.
 */

export type TransactionClaim = {
  /** claimed: every share of the member's was claimed (pending or in dispute); refused: none was, nothing is left of it. */
  outcome: 'claimed' | 'refused';
  /** A claim went to dispute: the transaction is in conflict. */
  inDispute: boolean;
  messages: Message[];
};

type Message = { severity: CwrMessageSeverity; message: string };

/** The party is the member's own record: the same IPI name number, or no IPI and the same name. */
function isOwnRecord(party: ImportedParty, own: RightsHolderRow): boolean {
  if (party.ipi_name_number) return party.ipi_name_number === own.ipiNameNumber;
  return party.name.trim().toLowerCase() === own.name.trim().toLowerCase();
}

/** The work as messages name it: “Title” (ISWC T-…). */
const nameOf = (work: Pick<DisputedWork, 'title' | 'iswc'>) => `“${work.title}”${work.iswc ? ` (ISWC ${formatIswc(work.iswc)})` : ''}`;

function claimedMessage({ claim, work, overclaimed }: JudgedClaim, party: ImportedParty): Message {
  const role = workRoleLabels[claim.role];
  if (overclaimed.length > 0) {
    const rights = overclaimed.map((right) => shareRightLabels[right].toLowerCase()).join(' and ');
    // What and where first: an ACK's MSG text holds 150 characters.
    return { severity: 'error', message: `In dispute: the ${rights} share of ${nameOf(work)} goes over 100% with your share as ${role}` };
  }
  return {
    severity: 'note',
    message: `Your share as ${role} (${formatPercent(party.performance_share)} performance, ${formatPercent(party.mechanical_share)} mechanical) is claimed on ${nameOf(work)}, registered by another member: it waits for the registrant’s confirmation`,
  };
}

/** A claim the member made on the work before (an earlier file, or this one read again): kept as it is, not made twice. */
function earlierMessage(claim: WorkClaimRow, work: DisputedWork, party: ImportedParty): Message[] {
  const role = workRoleLabels[claim.role];
  const said =
    claim.status === 'in_dispute'
      ? { severity: 'error' as const, message: `In dispute: your share as ${role} in ${nameOf(work)}, claimed before` }
      : { severity: 'note' as const, message: `Your share as ${role} in ${nameOf(work)} was claimed before: it still waits for the registrant’s confirmation` };
  const sameShares = percentToBasisPoints(party.performance_share) === claim.performanceBp && percentToBasisPoints(party.mechanical_share) === claim.mechanicalBp;
  if (sameShares) return [said];
  const before = `${formatPercent(basisPointsToPercent(claim.performanceBp))} performance, ${formatPercent(basisPointsToPercent(claim.mechanicalBp))} mechanical`;
  return [said, { severity: 'change', message: `Your earlier claim (${before}) is kept: withdraw it, or revise it in its dispute, to claim other shares` }];
}

/**
 * Claims the member's shares of the transaction on `work` (locked by the caller), in a savepoint of the batch's
 * transaction: a claim the service refuses (a share the member already holds there) takes every claim of the
 * transaction back with it, and the caller rejects the transaction as before. A share the member claimed on the work
 * before, in the same role and still waiting or in dispute, is not claimed twice.
 */
export async function claimOfTransaction(tx: Db, deps: Deps, actor: Actor, own: RightsHolderRow | undefined, work: DisputedWork, item: CheckedWork): Promise<TransactionClaim> {
  const controlled = item.parties.filter((party) => party.controlled ?? true);
  const mine = own ? controlled.filter((party) => isOwnRecord(party, own)) : [];
  const shares = mine.filter((party) => party.performance_share > 0 || party.mechanical_share > 0);
  if (shares.length === 0) {
    const ipi = own?.ipiNameNumber ? ` (IPI name number ${own.ipiNameNumber})` : '';
    return { outcome: 'refused', inDispute: false, messages: [{ severity: 'error', message: `No party you control in it is your own record${ipi} with a share: nothing was claimed` }] };
  }
  const earlier = (await findClaimsOfWork(tx, work.id, actor.id)).filter((claim) => claim.status === 'pending' || claim.status === 'in_dispute');
  const messages: Message[] = [];
  let inDispute = false;
  try {
    await tx.transaction(async (savepoint) => {
      for (const party of shares) {
        const made = earlier.find((claim) => claim.role === party.role);
        if (made) {
          messages.push(...earlierMessage(made, work, party));
          inDispute ||= made.status === 'in_dispute';
          continue;
        }
        const judged = await claimShare(savepoint, deps, actor, work.id, { role: party.role, performance_share: party.performance_share, mechanical_share: party.mechanical_share });
        messages.push(claimedMessage(judged, party));
        inDispute ||= judged.overclaimed.length > 0;
      }
    });
  } catch (error) {
    if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
    // Not found: the work is no longer in the registry as it was matched; the caller says why.
    return { outcome: 'refused', inDispute: false, messages: error.statusCode === 404 ? [] : [{ severity: 'error', message: error.message }] };
  }
  for (const party of controlled.filter((other) => !mine.includes(other) && (other.performance_share > 0 || other.mechanical_share > 0))) {
    messages.push({ severity: 'change', message: `${party.name}: not claimed, since a claim is made by your own record; ${party.name}’s member claims that share` });
  }
  return { outcome: 'claimed', inDispute, messages };
}
