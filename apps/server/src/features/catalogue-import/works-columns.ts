import {
  languageCodes,
  versionTypeLabels,
  versionTypeValues,
  workRoleCwrCodes,
  workRoleLabels,
  workRoleValues,
  ALTERNATIVE_TITLES_MAX,
} from '@repertoire/contract';

/**
 * The works template: one row per work, its columns in the order we write them. Values come from the contract
 * (roles, version types, languages); the checks that read them are in check-work-rows.ts.
 */

export const PARTIES_PER_ROW = 6;
export const RECORDINGS_PER_ROW = 3;
export const ALTERNATIVE_TITLES_PER_ROW = Math.min(3, ALTERNATIVE_TITLES_MAX);

const partyFields = ['name', 'ipi', 'role', 'performance_share', 'mechanical_share'] as const;
const recordingFields = ['isrc', 'title', 'artist'] as const;
type PartyField = (typeof partyFields)[number];
type RecordingField = (typeof recordingFields)[number];

export type WorkColumnKey =
  | 'work_code'
  | 'title'
  | 'iswc'
  | 'language'
  | 'duration'
  | 'version'
  | 'original_title'
  | 'genre'
  | 'creation_year'
  | 'instrumental'
  | `alt_title_${number}`
  | `writer_${number}_${PartyField}`
  | `recording_${number}_${RecordingField}`;

export type WorkColumn = {
  key: WorkColumnKey;
  /** The header as the template writes it. */
  header: string;
  explanation: string;
  /** The values a member may write, when the column takes only some; matched without regard to case. */
  allowedValues?: readonly string[];
};

const numbers = (count: number) => Array.from({ length: count }, (_, i) => i + 1);

/** Roles may be written as the contract's value, its label or its CWR code. */
export const roleSpellings: readonly string[] = workRoleValues.flatMap((role) => [role, workRoleLabels[role], workRoleCwrCodes[role]]);
export const versionSpellings: readonly string[] = versionTypeValues.flatMap((version) => [version, versionTypeLabels[version]]);
export const instrumentalSpellings: readonly string[] = ['yes', 'no'];

const partyColumns = (n: number): WorkColumn[] => [
  { key: `writer_${n}_name`, header: `Writer/publisher ${n} name`, explanation: 'Name of a writer or publisher of the work' },
  {
    key: `writer_${n}_ipi`,
    header: `Writer/publisher ${n} IPI`,
    explanation: 'Their IPI name number: up to 11 digits (leading zeros may be left out)',
  },
  {
    key: `writer_${n}_role`,
    header: `Writer/publisher ${n} role`,
    explanation: 'Their role on the work, by name or CWR code (e.g. Composer/Author or CA, Original publisher or E)',
    allowedValues: roleSpellings,
  },
  {
    key: `writer_${n}_performance_share`,
    header: `Writer/publisher ${n} performance share`,
    explanation: 'Their share of the performance right in percent, 0 to 100 with at most two decimals',
  },
  {
    key: `writer_${n}_mechanical_share`,
    header: `Writer/publisher ${n} mechanical share`,
    explanation: 'Their share of the mechanical right in percent, 0 to 100 with at most two decimals',
  },
];

const recordingColumns = (n: number): WorkColumn[] => [
  { key: `recording_${n}_isrc`, header: `Recording ${n} ISRC`, explanation: 'ISRC of a recording of the work, e.g. GB-AAA-24-00001' },
  { key: `recording_${n}_title`, header: `Recording ${n} title`, explanation: 'Title of that recording' },
  { key: `recording_${n}_artist`, header: `Recording ${n} artist`, explanation: 'Main artist of that recording' },
];

export const workColumns: readonly WorkColumn[] = [
  { key: 'work_code', header: 'Work code', explanation: 'Your own code for the work, unique in your catalogue' },
  { key: 'title', header: 'Title', explanation: 'Title of the work (required)' },
  { key: 'iswc', header: 'ISWC', explanation: 'ISWC of the work if it has one, e.g. T-123.456.789-C' },
  {
    key: 'language',
    header: 'Language',
    explanation: 'Language of the lyrics: a two-letter ISO 639-1 code such as en, or empty for instrumentals',
    allowedValues: languageCodes,
  },
  { key: 'duration', header: 'Duration', explanation: 'Duration as MM:SS or HH:MM:SS, e.g. 03:45' },
  {
    key: 'version',
    header: 'Version',
    explanation: 'original, or modification when the work arranges, adapts or translates another work',
    allowedValues: versionSpellings,
  },
  { key: 'original_title', header: 'Original title', explanation: 'For a modification: the title of the work it modifies' },
  ...numbers(ALTERNATIVE_TITLES_PER_ROW).map(
    (n): WorkColumn => ({ key: `alt_title_${n}`, header: `Alternative title ${n}`, explanation: 'Another title the work is known by' }),
  ),
  { key: 'genre', header: 'Genre', explanation: 'Genre of the work, e.g. Pop' },
  { key: 'creation_year', header: 'Creation year', explanation: 'Year the work was written, e.g. 1999' },
  { key: 'instrumental', header: 'Instrumental', explanation: 'yes when the work has no lyrics; empty means no', allowedValues: instrumentalSpellings },
  ...numbers(PARTIES_PER_ROW).flatMap(partyColumns),
  ...numbers(RECORDINGS_PER_ROW).flatMap(recordingColumns),
];

export const workColumnKeys: readonly WorkColumnKey[] = workColumns.map((column) => column.key);
const knownKeys: ReadonlySet<string> = new Set(workColumnKeys);

export function isWorkColumnKey(value: string): value is WorkColumnKey {
  return knownKeys.has(value);
}

export { partyFields, recordingFields };
export type { PartyField, RecordingField };
