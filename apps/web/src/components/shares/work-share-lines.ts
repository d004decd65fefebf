import type { RightsHolder, RightsHolderRole, RightsHolderSummary, ShareTotals, WorkRole, WorkShare, WorkShareAmounts } from '@repertoire/contract';
import { shareRightLabels, shareTotalsExceeded, unclaimedShareNotices, workRole, workRoleLabels, workRoleValues, workShareTotals } from '@repertoire/contract';
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
  /** A registered work's line says whether its registrant controls it (docs/decisions/0013); a dispute's split does not. */
  controlled: z.boolean().optional(),
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

/** A work's totals, one a right, as share editors and tables show them; with `unclaimed`, each says what is left unclaimed. */
export function rightTotals(totals: ShareTotals, unclaimed?: ShareTotals): ShareTotal[] {
  return [
    { label: shareRightLabels.performance, percent: totals.performance, unclaimed: unclaimed?.performance },
    { label: shareRightLabels.mechanical, percent: totals.mechanical, unclaimed: unclaimed?.mechanical },
  ];
}

/**
 * The totals of a work's lines as typed, the contract's messages for rights above 100% (they
 * block saving), and its notices for rights under 100% (the rest is left unclaimed: allowed).
 */
export function workTotals(rows: readonly RowAmounts[]): { totals: ShareTotal[]; exceeded: string[]; notices: string[] } {
  const amounts = shareAmounts(rows);
  return { totals: rightTotals(workShareTotals(amounts)), exceeded: shareTotalsExceeded(amounts), notices: unclaimedShareNotices(amounts) };
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
    controlled: true,
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
    controlled: share.controlled,
  }));
}

type ApiRow = { rights_holder_id: string; role: WorkRole; performance_share: number; mechanical_share: number; controlled?: boolean | undefined };

const apiLineOf = ({ rights_holder_id, role, performance_share, mechanical_share }: ApiRow) => ({ rights_holder_id, role, performance_share, mechanical_share });

/** The lines as the API takes them: the holder's id, the role and the shares. */
export function shareLinesOf(rows: readonly ApiRow[]) {
  return rows.map(apiLineOf);
}

/** A registered work's lines as the API takes them: shareLinesOf, and whether the registrant controls each (true unless said). */
export function registeredShareLinesOf(rows: readonly ApiRow[]) {
  return rows.map((row) => ({ ...apiLineOf(row), controlled: row.controlled ?? true }));
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

/** A work's own share table (the add and edit forms): each line may be marked as a party the registrant does not control. */
export const registeredShareLinesConfig: ShareLinesConfig<WorkShareRow> = {
  ...workShareLinesConfig,
  notControlled: { field: 'controlled', label: 'Not controlled', description: 'A co-writer or publisher you name but do not represent' },
};
