import {
  ARTIST_SEPARATOR,
  contentTypeLabels,
  contentTypeValues,
  iswcSchema,
  normalizeIsrc,
  OWNERS_PER_ROW,
  ownershipTotalExceeded,
  PERFORMERS_PER_ROW,
  performerRoleLabels,
  performerRoleValues,
  requiredText,
  RIGHTS_HOLDER_NAME_MAX_LENGTH,
  shareField,
  soundRecordingCreate,
  soundRecordingSubmissionProblems,
  type ContentType,
  type PerformerRole,
  type RecordingColumnKey,
  type SoundRecordingCreate,
  type SoundRecordingCreateData,
  workCodeField,
} from '@repertoire/contract';
import { dateCellText, normaliseHeader, numbers, parsePercent, parseYear, readDurationCell, rowReader, type FileColumns, type TableRow } from '../../table-files';
import type { RowCheck } from './catalogue-kind';

/**
 * Checks each row of a recordings file and turns it into the body of POST /sound-recordings (soundRecordingCreate),
 * with the work it records as the file names it and its master owners by name: finding the work and finding or
 * adding the owners is for whoever saves the recording. Errors keep a row from being imported; warnings do not.
 */

/** A master owner as the file names them, with their share in percent. */
export type ImportedOwner = { name: string; share: number };

/** The work a recording records, as the file names it: its ISWC (compact), the member's own code, or both. */
export type ImportedWorkReference = { iswc: string | null; work_code: string | null };

export type CheckedRecording = {
  /**
   * What soundRecordingCreate made of the row's filled cells, line-up included; the work and the ownership are left
   * out (they need the work found and the owners' rights holders). A cell left empty is not there at all.
   */
  recording: Omit<SoundRecordingCreateData, 'musical_work_id' | 'ownership'>;
  work: ImportedWorkReference | null;
  owners: ImportedOwner[];
};

export type RecordingRowCheck = RowCheck<CheckedRecording>;

/** What earlier rows of the same file used, to find a recording given twice. */
export type SeenRecordings = { isrcs: Map<string, number> };

export function newSeenRecordings(): SeenRecordings {
  return { isrcs: new Map() };
}

export const MISSING_ISRC_WARNING = 'Give the ISRC: it finds the recording again when you import once more';

/** Spellings compared as headers are: "Non-featured", "non featured" and "non_featured" are one. */
function bySpelling<Value extends string>(values: readonly Value[], labels: Record<Value, string>): ReadonlyMap<string, Value> {
  return new Map(values.flatMap((value) => [value, labels[value]].map((text): [string, Value] => [normaliseHeader(text), value])));
}
const contentTypeBySpelling = bySpelling<ContentType>(contentTypeValues, contentTypeLabels);
const performerRoleBySpelling = bySpelling<PerformerRole>(performerRoleValues, performerRoleLabels);

const ownerName = requiredText('Owner name', RIGHTS_HOLDER_NAME_MAX_LENGTH);
const ownershipShare = shareField('Ownership share');

const artistList = (text: string) =>
  text
    .split(ARTIST_SEPARATOR)
    .map((name) => name.trim())
    .filter(Boolean);

/** The template key of each field of soundRecordingCreate, to name the column of a contract message. */
const fieldKeys: Partial<Record<keyof SoundRecordingCreate, RecordingColumnKey>> = {
  title: 'title',
  version: 'version',
  isrc: 'isrc',
  main_artists: 'main_artists',
  featured_artists: 'featured_artists',
  content_type: 'content_type',
  duration: 'duration',
  p_year: 'p_year',
  p_owner: 'p_owner',
  release_title: 'release_title',
  release_date: 'release_date',
  record_label: 'record_label',
  upc: 'upc',
  genre: 'genre',
  recording_country: 'recording_country',
};
const textFields = ['version', 'isrc', 'p_owner', 'release_title', 'record_label', 'upc', 'genre', 'recording_country'] as const;
const performerFieldKeys: Record<string, 'name' | 'role' | 'instrument'> = { name: 'name', role: 'role', instrument_or_part: 'instrument' };

/** Reads one row; `seen` is updated with the row's ISRC. */
export function checkRecordingRow(row: TableRow, columns: FileColumns, seen: SeenRecordings): RecordingRowCheck {
  const { value, errors, warnings, error, warn, check } = rowReader(row, columns);

  // The recording's own fields -------------------------------------------------------------
  const input: SoundRecordingCreate = { title: value('title') };
  for (const field of textFields) if (value(field)) input[field] = value(field);
  if (value('main_artists')) input.main_artists = artistList(value('main_artists'));
  if (value('featured_artists')) input.featured_artists = artistList(value('featured_artists'));

  const contentType = value('content_type');
  // An unknown content type is handed over as written, for the contract's message.
  if (contentType) input.content_type = (contentTypeBySpelling.get(normaliseHeader(contentType)) ?? contentType) as ContentType;

  const duration = readDurationCell({ value, error, warn }, 'duration');
  if (duration !== undefined) input.duration = duration;

  const pYear = value('p_year');
  // Not a year: NaN, for the contract's own message.
  if (pYear) input.p_year = parseYear(pYear) ?? Number.NaN;

  if (value('release_date')) input.release_date = dateCellText(value('release_date'));

  // The line-up ----------------------------------------------------------------------------
  const performerNumbers = numbers(PERFORMERS_PER_ROW).filter((n) =>
    (['name', 'role', 'instrument'] as const).some((field) => value(`performer_${n}_${field}`) !== ''),
  );
  if (performerNumbers.length > 0) {
    input.performers = performerNumbers.map((n) => {
      const role = value(`performer_${n}_role`);
      return {
        name: value(`performer_${n}_name`),
        // An unknown role (or none) is handed over as written, for the contract's message.
        role: (performerRoleBySpelling.get(normaliseHeader(role)) ?? (role || undefined)) as PerformerRole,
        instrument_or_part: value(`performer_${n}_instrument`) || null,
      };
    });
  }

  let recording: SoundRecordingCreateData | undefined;
  const parsed = soundRecordingCreate.safeParse(input);
  if (parsed.success) recording = parsed.data;
  else {
    for (const issue of parsed.error.issues) {
      const [field, index, performerField] = issue.path;
      const n = field === 'performers' && typeof index === 'number' ? performerNumbers[index] : undefined;
      const performerKey = n !== undefined ? performerFieldKeys[String(performerField)] : undefined;
      const key = n !== undefined && performerKey ? (`performer_${n}_${performerKey}` as const) : (fieldKeys[field as keyof SoundRecordingCreate] ?? null);
      error(key, issue.message);
    }
  }

  // The work it records --------------------------------------------------------------------
  const workIswc = value('work_iswc') ? check('work_iswc', iswcSchema, value('work_iswc')) : null;
  const workCode = value('work_code') ? check('work_code', workCodeField, value('work_code')) : null;
  const work = workIswc || workCode ? { iswc: workIswc ?? null, work_code: workCode ?? null } : null;

  // Master owners --------------------------------------------------------------------------
  const owners: ImportedOwner[] = [];
  let ownersComplete = true;
  for (const n of numbers(OWNERS_PER_ROW)) {
    const [name, share] = [value(`owner_${n}_name`), value(`owner_${n}_share`)];
    if (!name && !share) continue;
    const checkedName = check(`owner_${n}_name`, ownerName, name);
    const checkedShare = check(`owner_${n}_share`, ownershipShare, share ? parsePercent(share) : undefined);
    if (checkedName === undefined || checkedShare === undefined) {
      ownersComplete = false;
      continue;
    }
    if (owners.some((other) => other.name.toLowerCase() === checkedName.toLowerCase())) {
      error(`owner_${n}_name`, `${checkedName} is already an owner on this row: give them one share`);
    }
    owners.push({ name: checkedName, share: checkedShare });
  }
  if (ownersComplete) for (const message of ownershipTotalExceeded(owners)) error(null, message);

  // The same recording twice in the file ---------------------------------------------------
  const isrc = recording?.isrc ?? null;
  if (isrc) {
    const compact = normalizeIsrc(isrc);
    const earlier = seen.isrcs.get(compact);
    if (earlier !== undefined) error('isrc', `This ISRC is already given on row ${earlier}`);
    else seen.isrcs.set(compact, row.row);
  } else if (!value('isrc')) warn('isrc', MISSING_ISRC_WARNING);

  // What a submission would still need: the recording may be imported as a draft without it.
  if (recording && ownersComplete) {
    const blocking = soundRecordingSubmissionProblems({ ...recording, performers: recording.performers ?? [], ownership: owners });
    const already = new Set(errors.map((problem) => problem.message));
    for (const message of blocking) if (!already.has(message)) warn(null, message);
  }

  const item = errors.length === 0 && recording !== undefined ? { recording, work, owners } : null;
  return { row: row.row, item, errors, warnings };
}

/** A checker for one file, remembering the ISRCs of its earlier rows. */
export function recordingRowChecker(columns: FileColumns): (row: TableRow) => RecordingRowCheck {
  const seen = newSeenRecordings();
  return (row) => checkRecordingRow(row, columns, seen);
}
