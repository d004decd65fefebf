import type {
  MusicalWorkCreate,
  MusicalWorkDetails,
  MusicalWorkForSubmission,
  RightsHolderRole,
  RightsHolder,
  RightsHolderSummary,
  ShareTotals,
  WorkRole,
  WorkShareAmounts,
} from '@repertoire/contract';
import {
  ALTERNATIVE_TITLES_MAX,
  blankToNull,
  durationTextField,
  formatDuration,
  formatIswc,
  FULL_SHARE_PERCENT,
  musicalWorkCreate,
  musicalWorkFields,
  shareRightLabels,
  shareTotalsExceeded,
  versionType,
  workRole,
  workRoleLabels,
  workRoleValues,
  workShareTotals,
} from '@repertoire/contract';
import { z } from 'zod';
import { remainingPercent, shareInput, typedShare } from '../../../components/shares/share-input';
import type { ShareLinesConfig } from '../../../components/shares/share-lines';
import type { ShareTotal } from '../../../components/shares/share-totals';

/**
 * The add and edit forms' values and their checks. Every field rule is the contract's, and the
 * finished payload goes through `musicalWorkCreate` itself, so the form refuses what the API
 * refuses with the API's words (shares over 100%, a modification without its original title…).
 */

/** A line of the shares table; shares as typed (components/shares/share-input). */
const shareRow = z.object({
  rights_holder_id: z.uuid({ message: 'Choose a rights holder' }),
  holder: z.custom<RightsHolderSummary>(),
  role: workRole,
  performance_share: shareInput('Performance share'),
  mechanical_share: shareInput('Mechanical share'),
});

const fields = musicalWorkFields.shape;

export const workFormSchema = z
  .object({
    title: fields.title,
    alternative_titles: z
      .array(z.object({ value: fields.alternative_titles.element }))
      .max(ALTERNATIVE_TITLES_MAX, { message: `A work can have at most ${ALTERNATIVE_TITLES_MAX} alternative titles` }),
    iswc: fields.iswc,
    language: fields.language,
    genre: fields.genre,
    duration: blankToNull(durationTextField),
    creation_year: fields.creation_year,
    version_type: versionType,
    original_title: fields.original_title,
    is_instrumental: z.boolean(),
    shares: z.array(shareRow),
  })
  .transform((form): MusicalWorkCreate => ({
    title: form.title,
    alternative_titles: form.alternative_titles.map((t) => t.value),
    iswc: form.iswc,
    // An instrumental has no lyrics, so no lyrics language.
    language: form.is_instrumental ? null : form.language,
    genre: form.genre,
    duration: form.duration,
    creation_year: form.creation_year,
    version_type: form.version_type,
    original_title: form.original_title,
    is_instrumental: form.is_instrumental,
    shares: form.shares.map(({ rights_holder_id, role, performance_share, mechanical_share }) => ({
      rights_holder_id,
      role,
      performance_share,
      mechanical_share,
    })),
  }))
  .pipe(musicalWorkCreate);

/** The form's values: text as typed, identifiers in any form (blank optional fields may also be null). */
export type WorkFormValues = z.input<typeof workFormSchema>;
/** A line of the shares editor: the holder is kept for display, the API only needs its id. */
export type ShareRow = WorkFormValues['shares'][number];

// Shares -------------------------------------------------------------------------------------

/** Rows as the contract's share rules read them; half-typed shares count as 0 in totals. */
export function shareAmounts(rows: readonly Pick<ShareRow, 'role' | 'performance_share' | 'mechanical_share'>[]): WorkShareAmounts[] {
  return rows.map((row) => ({ role: row.role, performance_share: typedShare(row.performance_share), mechanical_share: typedShare(row.mechanical_share) }));
}

/** What is left of each right, for the next rights holder added (never below 0). */
export function remainingShares(rows: readonly Pick<ShareRow, 'role' | 'performance_share' | 'mechanical_share'>[]): { performance: number; mechanical: number } {
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
export function workTotals(rows: readonly Pick<ShareRow, 'role' | 'performance_share' | 'mechanical_share'>[]): { totals: ShareTotal[]; exceeded: string[] } {
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

export function shareRowFor(
  holder: RightsHolderSummary & { roles?: readonly RightsHolderRole[] },
  shares: { performance: number; mechanical: number },
): ShareRow {
  return {
    rights_holder_id: holder.id,
    holder,
    role: suggestedWorkRole(holder.roles ?? []),
    performance_share: shares.performance,
    mechanical_share: shares.mechanical,
  };
}

/** The work's share lines in the form: a role, a performance and a mechanical share a rights holder. */
export const workShareLinesConfig: ShareLinesConfig<ShareRow> = {
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

// Values -------------------------------------------------------------------------------------

/** A new work: the member's own rights-holder record is the first writer, holding everything until others are added. */
export function newWorkFormValues(ownRecord: (RightsHolderSummary & { roles?: readonly RightsHolderRole[] }) | null): WorkFormValues {
  return {
    title: '',
    alternative_titles: [],
    iswc: '',
    language: '',
    genre: '',
    duration: '',
    creation_year: null,
    version_type: 'original',
    original_title: '',
    is_instrumental: false,
    shares: ownRecord ? [shareRowFor(ownRecord, { performance: FULL_SHARE_PERCENT, mechanical: FULL_SHARE_PERCENT })] : [],
  };
}

export function workFormValues(work: MusicalWorkDetails): WorkFormValues {
  return {
    title: work.title,
    alternative_titles: work.alternative_titles.map((value) => ({ value })),
    iswc: work.iswc ? formatIswc(work.iswc) : '',
    language: work.language ?? '',
    genre: work.genre ?? '',
    duration: work.duration === null ? '' : formatDuration(work.duration),
    creation_year: work.creation_year,
    version_type: work.version_type,
    original_title: work.original_title ?? '',
    is_instrumental: work.is_instrumental,
    shares: work.shares.map((share) => ({
      rights_holder_id: share.rights_holder.id,
      holder: share.rights_holder,
      role: share.role,
      performance_share: share.performance_share,
      mechanical_share: share.mechanical_share,
    })),
  };
}

/** The form's values as the submission rules read them, for the live "before you can submit" list. */
export function formForSubmission(values: Pick<WorkFormValues, 'title' | 'iswc' | 'version_type' | 'original_title' | 'shares'>): MusicalWorkForSubmission {
  return {
    title: values.title,
    iswc: values.iswc?.trim() || null,
    version_type: values.version_type,
    original_title: values.original_title,
    shares: shareAmounts(values.shares),
  };
}
