import type { MusicalWorkCreate, MusicalWorkDetails, MusicalWorkForSubmission, RightsHolderRole, RightsHolderSummary } from '@repertoire/contract';
import {
  ALTERNATIVE_TITLES_MAX,
  alternativeTitle,
  blankToNull,
  durationTextField,
  formatDuration,
  formatIswc,
  formatAlternativeTitle,
  FULL_SHARE_PERCENT,
  musicalWorkCreate,
  musicalWorkFields,
  versionType,
} from '@repertoire/contract';
import { z } from 'zod';
import { registeredShareLinesOf, shareAmounts, shareRowFor, shareRowsOf, workShareRow } from '../../../components/shares/work-share-lines';

/**
 * The add and edit forms' values and their checks. Every field rule is the contract's, and the
 * finished payload goes through `musicalWorkCreate` itself, so the form refuses what the API
 * refuses with the API's words (shares over 100%, a modification without its original title…).
 */

const fields = musicalWorkFields.shape;

export const workFormSchema = z
  .object({
    title: fields.title,
    // Each row the contract's alternative title; repeats are the contract's to refuse, on the row's title.
    alternative_titles: z
      .array(alternativeTitle)
      .max(ALTERNATIVE_TITLES_MAX, { message: `A work can have at most ${ALTERNATIVE_TITLES_MAX} alternative titles` }),
    iswc: fields.iswc,
    work_code: fields.work_code,
    language: fields.language,
    genre: fields.genre,
    duration: blankToNull(durationTextField),
    creation_year: fields.creation_year,
    version_type: versionType,
    original_title: fields.original_title,
    is_instrumental: z.boolean(),
    shares: z.array(workShareRow),
  })
  .transform((form): MusicalWorkCreate => ({
    title: form.title,
    alternative_titles: form.alternative_titles,
    iswc: form.iswc,
    work_code: form.work_code,
    // An instrumental has no lyrics, so no lyrics language.
    language: form.is_instrumental ? null : form.language,
    genre: form.genre,
    duration: form.duration,
    creation_year: form.creation_year,
    version_type: form.version_type,
    original_title: form.original_title,
    is_instrumental: form.is_instrumental,
    shares: registeredShareLinesOf(form.shares),
  }))
  .pipe(musicalWorkCreate);

/** The form's values: text as typed, identifiers in any form (blank optional fields may also be null). */
export type WorkFormValues = z.input<typeof workFormSchema>;

// Values -------------------------------------------------------------------------------------

/** A new work: the member's own rights-holder record is the first writer, holding everything until others are added (or the member lowers it: the rest is left unclaimed). */
export function newWorkFormValues(ownRecord: (RightsHolderSummary & { roles?: readonly RightsHolderRole[] }) | null): WorkFormValues {
  return {
    title: '',
    alternative_titles: [],
    iswc: '',
    work_code: '',
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
    alternative_titles: work.alternative_titles.map(({ title, type }) => ({ title, type })),
    iswc: work.iswc ? formatIswc(work.iswc) : '',
    work_code: work.work_code ?? '',
    language: work.language ?? '',
    genre: work.genre ?? '',
    duration: work.duration === null ? '' : formatDuration(work.duration),
    creation_year: work.creation_year,
    version_type: work.version_type,
    original_title: work.original_title ?? '',
    is_instrumental: work.is_instrumental,
    shares: shareRowsOf(work.shares),
  };
}

/**
 * A version's values as the "changed since you opened it" panel compares them: each alternative title
 * read with its type, so that a change of type alone is told too.
 */
export function workVersionValues(work: MusicalWorkDetails): object {
  return { ...workFormValues(work), alternative_titles: work.alternative_titles.map(formatAlternativeTitle) };
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
