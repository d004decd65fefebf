import type {
  MusicalWorkReference,
  OwnershipAmount,
  PerformerRole,
  RightsHolder,
  RightsHolderSummary,
  SoundRecordingCreate,
  SoundRecordingDetails,
  SoundRecordingForSubmission,
} from '@repertoire/contract';
import {
  blankToNull,
  contentType,
  durationTextField,
  formatDuration,
  formatIsrc,
  FULL_SHARE_PERCENT,
  ownershipTotal,
  ownershipTotalExceeded,
  performerRole,
  soundRecordingCreate,
  soundRecordingFields,
} from '@repertoire/contract';
import { z } from 'zod';
import { remainingPercent, shareInput, typedShare } from '../../../components/shares/share-input';
import type { ShareLinesConfig } from '../../../components/shares/share-lines';

/**
 * The add and edit forms' values and their checks. Every field rule is the contract's, and the
 * finished payload goes through `soundRecordingCreate` itself, so the form refuses what the API
 * refuses with the API's words (a bad ISRC or UPC check digit, ownership above 100%…).
 */

const performerRow = z.object({
  name: z.string(),
  role: performerRole,
  instrument_or_part: z.string(),
  /** The directory record a performer is linked to: not shown in the form, but kept through an edit. */
  rights_holder_id: z.uuid().nullable().optional(),
});

/** A master owner; the holder is kept for display, the API only needs its id. */
const ownerRow = z.object({
  rights_holder_id: z.uuid({ message: 'Choose a rights holder' }),
  holder: z.custom<RightsHolderSummary>(),
  share: shareInput('Ownership share'),
});

const fields = soundRecordingFields.shape;

export const recordingFormSchema = z
  .object({
    title: fields.title,
    version: z.string(),
    isrc: z.string(),
    main_artists: z.array(z.string()),
    featured_artists: z.array(z.string()),
    content_type: contentType,
    duration: blankToNull(durationTextField),
    p_year: z.number().nullable(),
    p_owner: z.string(),
    release_title: z.string(),
    /** YYYY-MM-DD, as the date input gives it; '' when empty. */
    release_date: z.string().nullable(),
    record_label: z.string(),
    upc: z.string(),
    genre: z.string().nullable(),
    recording_country: z.string().nullable(),
    commissioning_country: z.string().nullable(),
    /** The work it records, kept whole for display; the API takes its id. */
    musical_work: z.custom<MusicalWorkReference>().nullable(),
    performers: z.array(performerRow),
    ownership: z.array(ownerRow),
  })
  .transform(
    (form): SoundRecordingCreate => ({
      title: form.title,
      version: form.version,
      isrc: form.isrc,
      main_artists: form.main_artists,
      featured_artists: form.featured_artists,
      content_type: form.content_type,
      duration: form.duration,
      p_year: form.p_year,
      p_owner: form.p_owner,
      release_title: form.release_title,
      release_date: form.release_date ?? '',
      record_label: form.record_label,
      upc: form.upc,
      genre: form.genre ?? '',
      recording_country: form.recording_country ?? '',
      commissioning_country: form.commissioning_country ?? '',
      musical_work_id: form.musical_work?.id ?? null,
      performers: form.performers.map((p) => ({
        name: p.name,
        role: p.role,
        instrument_or_part: p.instrument_or_part,
        rights_holder_id: p.rights_holder_id ?? null,
      })),
      ownership: form.ownership.map((o) => ({ rights_holder_id: o.rights_holder_id, share: o.share })),
    }),
  )
  .pipe(soundRecordingCreate);

/** The form's values: text as typed, identifiers in any form. */
export type RecordingFormValues = z.input<typeof recordingFormSchema>;
export type PerformerRow = RecordingFormValues['performers'][number];
export type OwnerRow = RecordingFormValues['ownership'][number];

/** The form's field names the server's errors may name (paths of the API payload). */
export const recordingFormFields = [
  'title',
  'version',
  'isrc',
  'main_artists',
  'featured_artists',
  'content_type',
  'duration',
  'p_year',
  'p_owner',
  'release_title',
  'release_date',
  'record_label',
  'upc',
  'genre',
  'recording_country',
  'commissioning_country',
] as const satisfies readonly (keyof RecordingFormValues)[];

// Line-up and ownership --------------------------------------------------------------------------

/** A new line of the line-up: the first performer is featured (a recording needs one), the next ones not. */
export function newPerformerRow(rows: readonly Pick<PerformerRow, 'role'>[]): PerformerRow {
  const role: PerformerRole = rows.some((row) => row.role === 'featured') ? 'non_featured' : 'featured';
  return { name: '', role, instrument_or_part: '' };
}

/** A name as the line-up compares it with the artists': spacing and case aside. */
const comparableName = (name: string) => name.trim().replace(/\s+/g, ' ').toLocaleLowerCase();

/**
 * The line-up once the artists (main and featured together) have changed from `before` to
 * `after`. The artists a recording is released under are its featured performers, so the member
 * names each once: an artist added who is not in the line-up joins it as a featured performer,
 * and an artist taken away leaves it, unless still named in the other list. Other lines are kept
 * as they are: a band's line renamed to its members, a performer's instrument or part.
 */
export function lineUpForArtists(performers: readonly PerformerRow[], before: readonly string[], after: readonly string[]): PerformerRow[] {
  const remaining = new Set(after.map(comparableName));
  const removed = new Set(before.map(comparableName).filter((name) => !remaining.has(name)));
  const kept = performers.filter((row) => !(row.role === 'featured' && removed.has(comparableName(row.name))));
  const inLineUp = new Set(kept.map((row) => comparableName(row.name)));
  const joining = after.filter((name) => {
    const comparable = comparableName(name);
    if (!comparable || inLineUp.has(comparable)) return false;
    inLineUp.add(comparable);
    return true;
  });
  return [...kept, ...joining.map((name): PerformerRow => ({ name: name.trim(), role: 'featured', instrument_or_part: '' }))];
}

/** Owners as the contract's ownership rules read them; half-typed shares count as 0 in totals. */
export function ownershipAmounts(rows: readonly Pick<OwnerRow, 'share'>[]): OwnershipAmount[] {
  return rows.map((row) => ({ share: typedShare(row.share) }));
}

/** What is left of 100%, for the next owner added (never below 0). */
export function remainingOwnership(rows: readonly Pick<OwnerRow, 'share'>[]): number {
  return remainingPercent(ownershipTotal(ownershipAmounts(rows)));
}

export function ownerRowFor(holder: RightsHolderSummary, share: number): OwnerRow {
  const { id, name, kind, isni, ipi_name_number, is_member, is_self } = holder;
  return { rights_holder_id: id, holder: { id, name, kind, isni, ipi_name_number, is_member, is_self }, share };
}

export const OWNERSHIP_TOTAL_LABEL = 'Master ownership';

/** Master ownership in the form: one share a rights holder, one line each. */
export const ownershipLinesConfig: ShareLinesConfig<OwnerRow> = {
  name: 'ownership',
  percentages: [{ field: 'share', label: 'Ownership %' }],
  totals: (rows) => {
    const amounts = ownershipAmounts(rows);
    return { totals: [{ label: OWNERSHIP_TOTAL_LABEL, percent: ownershipTotal(amounts) }], exceeded: ownershipTotalExceeded(amounts) };
  },
  lineFor: (holder: RightsHolder, rows) => ownerRowFor(holder, remainingOwnership(rows)),
  // The contract allows one line per owner: their share is changed on that line.
  holderAgain: (name) => `${name} already owns a share: change it on their line`,
  emptyText: 'No owners yet. The owners of the master must hold 100% between them before the recording can be submitted.',
  addLabel: 'Add owner',
  dialogTitle: 'Add an owner',
};

// Values -----------------------------------------------------------------------------------------

/** A new recording: the member's own rights-holder record owns the master until others are added. */
export function newRecordingFormValues(ownRecord: RightsHolderSummary | null): RecordingFormValues {
  return {
    title: '',
    version: '',
    isrc: '',
    main_artists: [],
    featured_artists: [],
    content_type: 'audio',
    duration: '',
    p_year: null,
    p_owner: '',
    release_title: '',
    release_date: null,
    record_label: '',
    upc: '',
    genre: '',
    recording_country: null,
    commissioning_country: null,
    musical_work: null,
    performers: [],
    ownership: ownRecord ? [ownerRowFor(ownRecord, FULL_SHARE_PERCENT)] : [],
  };
}

export function recordingFormValues(recording: SoundRecordingDetails): RecordingFormValues {
  return {
    title: recording.title,
    version: recording.version ?? '',
    isrc: recording.isrc ? formatIsrc(recording.isrc) : '',
    main_artists: recording.main_artists,
    featured_artists: recording.featured_artists,
    content_type: recording.content_type,
    duration: recording.duration === null ? '' : formatDuration(recording.duration),
    p_year: recording.p_year,
    p_owner: recording.p_owner ?? '',
    release_title: recording.release_title ?? '',
    release_date: recording.release_date,
    record_label: recording.record_label ?? '',
    upc: recording.upc ?? '',
    genre: recording.genre ?? '',
    recording_country: recording.recording_country,
    commissioning_country: recording.commissioning_country,
    musical_work: recording.musical_work,
    performers: recording.performers.map((p) => ({
      name: p.name,
      role: p.role,
      instrument_or_part: p.instrument_or_part ?? '',
      rights_holder_id: p.rights_holder?.id ?? null,
    })),
    ownership: recording.ownership.map((o) => ownerRowFor(o.rights_holder, o.share)),
  };
}

/** The form's values as the submission rules read them, for the live "before you can submit" list. */
export function formForSubmission(
  values: Pick<RecordingFormValues, 'title' | 'isrc' | 'upc' | 'main_artists' | 'performers' | 'ownership'>,
): SoundRecordingForSubmission {
  return {
    title: values.title,
    isrc: values.isrc.trim() || null,
    upc: values.upc.trim() || null,
    main_artists: values.main_artists,
    performers: values.performers,
    ownership: ownershipAmounts(values.ownership),
  };
}
