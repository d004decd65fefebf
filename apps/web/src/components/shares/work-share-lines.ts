import type { RightsHolder, RightsHolderRole, RightsHolderSummary, ShareTotals, WorkRole, WorkShare, WorkShareAmounts } from '@repertoire/contract';
import { shareRightLabels, shareTotalsExceeded, workRole, workRoleLabels, workRoleValues, workShareTotals } from '@repertoire/contract';
import { z } from 'zod';
import { remainingPercent, shareInput, typedShare } from './share-input';
import type { ShareLinesConfig } from './share-lines';
import type { ShareTotal } from './share-totals';

/**
 * A musical work's share lines as forms edit them: a rights holder, a role, a performance and a
 * mechanical share. The work form and every split of a dispute (the one raised, a revision,
 * staff's final shares) edit the same lines with the same editor.
 */

/** A line of a work's shares; shares as typed (share-input). The holder is kept for display, the API takes its id. */
export const workShareRow = z.object({
  rights_holder_id: z.uuid({ message: 'Choose a rights holder' }),
  holder: z.custom<RightsHolderSummary>(),
  role: workRole,
  performance_share: shareInput('Performance share'),
  mechanical_share: shareInput('Mechanical share'),
});
export type WorkShareRow = z.input<typeof workShareRow>;

type RowAmounts = Pick<WorkShareRow, 'role' | 'performance_share' | 'mechanical_share'>;

/** Rows as the contract's share rules read them; half-typed shares count as 0 in totals. */
export function shareAmounts(rows: readonly RowAmounts[]): WorkShareAmounts[] {
  return rows.map((row) => ({ role: row.role, performance_share: typedShare(row.performance_share), mechanical_share: typedShare(row.mechanical_share) }));
}

/** What is left of each right, for the next rights holder added (never below 0). */
export function remainingShares(rows: readonly RowAmounts[]): { performance: number; mechanical: number } {
  const totals = workShareTotals(shareAmounts(rows));
  return { performance: remainingPercent(totals.performance), mechanical: remainingPercent(totals.mechanical) };
}

/** A work's totals, one a right, as share editors and tables show them. */
export function rightTotals(totals: ShareTotals): ShareTotal[] {
  return [
    { label: shareRightLabels.performance, percent: totals.performance },
    { label: shareRightLabels.mechanical, percent: totals.mechanical },
  ];
}

/** The totals of a work's lines as typed, and the contract's messages for rights above 100%. */
export function workTotals(rows: readonly RowAmounts[]): { totals: ShareTotal[]; exceeded: string[] } {
  const amounts = shareAmounts(rows);
  return { totals: rightTotals(workShareTotals(amounts)), exceeded: shareTotalsExceeded(amounts) };
}

export const workRoleOptions = workRoleValues.map((role) => ({ value: role, label: workRoleLabels[role] }));

/** The work role a rights holder most likely plays, from the roles in their record. */
export function suggestedWorkRole(roles: readonly RightsHolderRole[]): WorkRole {
  const has = (role: RightsHolderRole) => roles.includes(role);
  if (has('songwriter') || (has('composer') && has('lyricist'))) return 'composer_author';
  if (has('composer')) return 'composer';
  if (has('lyricist')) return 'author';
  if (has('arranger')) return 'arranger';
  if (has('publisher')) return 'original_publisher';
  if (has('administrator')) return 'administrator';
  return 'composer_author';
}

export function shareRowFor(holder: RightsHolderSummary & { roles?: readonly RightsHolderRole[] }, shares: { performance: number; mechanical: number }): WorkShareRow {
  return {
    rights_holder_id: holder.id,
    holder,
    role: suggestedWorkRole(holder.roles ?? []),
    performance_share: shares.performance,
    mechanical_share: shares.mechanical,
  };
}

/** A work's stored shares as editor lines. */
export function shareRowsOf(shares: readonly WorkShare[]): WorkShareRow[] {
  return shares.map((share) => ({
    rights_holder_id: share.rights_holder.id,
    holder: share.rights_holder,
    role: share.role,
    performance_share: share.performance_share,
    mechanical_share: share.mechanical_share,
  }));
}

/** The lines as the API takes them: the holder's id, the role and the shares. */
export function shareLinesOf<Row extends { rights_holder_id: string; role: WorkRole; performance_share: number; mechanical_share: number }>(rows: readonly Row[]) {
  return rows.map(({ rights_holder_id, role, performance_share, mechanical_share }) => ({ rights_holder_id, role, performance_share, mechanical_share }));
}

/** The work's share lines in a form: a role, a performance and a mechanical share a rights holder. */
export const workShareLinesConfig: ShareLinesConfig<WorkShareRow> = {
  name: 'shares',
  role: { field: 'role', label: 'Role', options: workRoleOptions },
  percentages: [
    { field: 'performance_share', label: 'Performance %' },
    { field: 'mechanical_share', label: 'Mechanical %' },
  ],
  totals: workTotals,
  lineFor: (holder: RightsHolder, rows) => shareRowFor(holder, remainingShares(rows)),
  emptyText: 'No rights holders yet. A work needs at least one composer, author or composer/author before it can be submitted.',
  addLabel: 'Add rights holder',
  dialogTitle: 'Add a rights holder',
};
