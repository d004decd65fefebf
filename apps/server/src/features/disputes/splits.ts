import { FULL_SHARE_BP, percentToBasisPoints, workRoleLabels, type WorkShareLine } from '@repertoire/contract';
import type { SplitLine } from './disputes.repository';

/**
 * Splits of a whole work (a party's position, the registered shares, staff's final shares) in
 * basis points, and the two questions a dispute asks of them (docs/decisions/0005): do all parties
 * stand behind the same split, and does it keep every right at or under 100%?
 */

const keyOf = (line: Pick<SplitLine, 'rightsHolderId' | 'role'>) => `${line.rightsHolderId}:${line.role}`;

/** A split as the contract sends it (percentages) in basis points. */
export function splitOf(lines: readonly WorkShareLine[]): SplitLine[] {
  return lines.map((line) => ({
    rightsHolderId: line.rights_holder_id,
    role: line.role,
    performanceBp: percentToBasisPoints(line.performance_share),
    mechanicalBp: percentToBasisPoints(line.mechanical_share),
  }));
}

export function splitTotals(lines: readonly Pick<SplitLine, 'performanceBp' | 'mechanicalBp'>[]): { performanceBp: number; mechanicalBp: number } {
  return lines.reduce((sum, line) => ({ performanceBp: sum.performanceBp + line.performanceBp, mechanicalBp: sum.mechanicalBp + line.mechanicalBp }), {
    performanceBp: 0,
    mechanicalBp: 0,
  });
}

export function isWithinFullShareBp(totals: { performanceBp: number; mechanicalBp: number }): boolean {
  return totals.performanceBp <= FULL_SHARE_BP && totals.mechanicalBp <= FULL_SHARE_BP;
}

/** The same lines with the same shares, whatever their order. */
export function isSameSplit(a: readonly SplitLine[], b: readonly SplitLine[]): boolean {
  if (a.length !== b.length) return false;
  const amounts = new Map(a.map((line) => [keyOf(line), `${line.performanceBp}/${line.mechanicalBp}`]));
  return b.every((line) => amounts.get(keyOf(line)) === `${line.performanceBp}/${line.mechanicalBp}`);
}

/** The split every party stands behind, when they all stand behind one that keeps each right at or under 100%; else null. */
export function agreedSplit(positions: readonly (readonly SplitLine[])[]): SplitLine[] | null {
  const [first, ...others] = positions;
  if (!first || !others.every((position) => isSameSplit(first, position))) return null;
  return isWithinFullShareBp(splitTotals(first)) ? [...first] : null;
}

/** A split's lines without ids, as a work's share table settles them. */
export function bareLines(lines: readonly SplitLine[]): SplitLine[] {
  return lines.map(({ rightsHolderId, role, performanceBp, mechanicalBp }) => ({ rightsHolderId, role, performanceBp, mechanicalBp }));
}

/** The rights holder already holds this role on the work: "… as Composer". */
export function heldRole(lines: readonly SplitLine[], claim: Pick<SplitLine, 'rightsHolderId' | 'role'>): string | null {
  return lines.some((line) => keyOf(line) === keyOf(claim)) ? workRoleLabels[claim.role] : null;
}
