import { languageCodes } from './languages';
import { alternativeTitleTypeCwrCodes } from './cwr-lookups';
import {
  ALTERNATIVE_TITLES_MAX,
  alternativeTitleTypeLabels,
  alternativeTitleTypeValues,
  versionTypeLabels,
  versionTypeValues,
} from './musical-works';
import { contentTypeLabels, contentTypeValues, performerRoleLabels, performerRoleValues } from './sound-recordings';
import { workRoleCwrCodes, workRoleLabels, workRoleValues } from './work-roles';

/**
 * The catalogue templates (docs/catalogue-files.md): one row per work or per recording, the columns in the order
 * imports read them and exports write them. The server checks the cells; the web's column guide and the template's
 * second sheet explain them from these same declarations.
 */

export const catalogueKindValues = ['works', 'recordings'] as const;
export type CatalogueKind = (typeof catalogueKindValues)[number];

export const PARTIES_PER_ROW = 6;
export const RECORDINGS_PER_ROW = 3;
export const ALTERNATIVE_TITLES_PER_ROW = Math.min(3, ALTERNATIVE_TITLES_MAX);

const partyFields = ['name', 'ipi', 'role', 'performance_share', 'mechanical_share'] as const;
const workRecordingFields = ['isrc', 'title', 'artist'] as const;
type PartyField = (typeof partyFields)[number];
type RecordingField = (typeof workRecordingFields)[number];

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
  | `alt_title_${number}_type`
  | `writer_${number}_${PartyField}`
  | `recording_${number}_${RecordingField}`;

export type CatalogueColumn<Key extends string = string> = {
  key: Key;
  /** The header as the template writes it. */
  header: string;
  explanation: string;
  /** The values a member may write, when the column takes only some; matched without regard to case. */
  allowedValues?: readonly string[];
  /** A row is refused without it. */
  required?: boolean;
};
export type WorkColumn = CatalogueColumn<WorkColumnKey>;

const numbers = (count: number) => Array.from({ length: count }, (_, i) => i + 1);

/** Roles may be written as the contract's value, its label or its CWR code. */
export const roleSpellings: readonly string[] = workRoleValues.flatMap((role) => [role, workRoleLabels[role], workRoleCwrCodes[role]]);
export const versionSpellings: readonly string[] = versionTypeValues.flatMap((version) => [version, versionTypeLabels[version]]);
/** Alternative title types may be written as the contract's value, its label or its CWR code. */
export const alternativeTitleTypeSpellings: readonly string[] = alternativeTitleTypeValues.flatMap((type) => [
  type,
  alternativeTitleTypeLabels[type],
  alternativeTitleTypeCwrCodes[type],
]);
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

const workRecordingColumns = (n: number): WorkColumn[] => [
  { key: `recording_${n}_isrc`, header: `Recording ${n} ISRC`, explanation: 'ISRC of a recording of the work, e.g. GB-AAA-24-00001' },
  { key: `recording_${n}_title`, header: `Recording ${n} title`, explanation: 'Title of that recording' },
  { key: `recording_${n}_artist`, header: `Recording ${n} artist`, explanation: 'Main artist of that recording' },
];

export const workColumns: readonly WorkColumn[] = [
  { key: 'work_code', header: 'Work code', explanation: 'Your own code for the work, unique in your catalogue' },
  { key: 'title', header: 'Title', explanation: 'Title of the work', required: true },
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
  ...numbers(ALTERNATIVE_TITLES_PER_ROW).flatMap((n): WorkColumn[] => [
    { key: `alt_title_${n}`, header: `Alternative title ${n}`, explanation: 'Another title the work is known by' },
    {
      key: `alt_title_${n}_type`,
      header: `Alternative title ${n} type`,
      explanation: `What kind of title alternative title ${n} is, by name or CWR code (e.g. Translated title or TT); empty means Alternative title`,
      allowedValues: alternativeTitleTypeSpellings,
    },
  ]),
  { key: 'genre', header: 'Genre', explanation: 'Genre of the work, e.g. Pop' },
  { key: 'creation_year', header: 'Creation year', explanation: 'Year the work was written, e.g. 1999' },
  { key: 'instrumental', header: 'Instrumental', explanation: 'yes when the work has no lyrics; empty means no', allowedValues: instrumentalSpellings },
  ...numbers(PARTIES_PER_ROW).flatMap(partyColumns),
  ...numbers(RECORDINGS_PER_ROW).flatMap(workRecordingColumns),
];

export const workColumnKeys: readonly WorkColumnKey[] = workColumns.map((column) => column.key);
const knownKeys: ReadonlySet<string> = new Set(workColumnKeys);

export function isWorkColumnKey(value: string): value is WorkColumnKey {
  return knownKeys.has(value);
}

export { partyFields, workRecordingFields };
export type { PartyField, RecordingField as WorkRecordingField };

// Recordings ------------------------------------------------------------------------------------

export const PERFORMERS_PER_ROW = 6;
export const OWNERS_PER_ROW = 4;
/** Several artists share one cell, separated by this (a comma can be part of a name). */
export const ARTIST_SEPARATOR = ';';

const performerFields = ['name', 'role', 'instrument'] as const;
const ownerFields = ['name', 'share'] as const;
type PerformerField = (typeof performerFields)[number];
type OwnerField = (typeof ownerFields)[number];

export type RecordingColumnKey =
  | 'isrc'
  | 'title'
  | 'version'
  | 'main_artists'
  | 'featured_artists'
  | 'content_type'
  | 'duration'
  | 'release_title'
  | 'release_date'
  | 'record_label'
  | 'upc'
  | 'p_year'
  | 'p_owner'
  | 'recording_country'
  | 'genre'
  | 'work_iswc'
  | 'work_code'
  | `performer_${number}_${PerformerField}`
  | `owner_${number}_${OwnerField}`;
export type RecordingColumn = CatalogueColumn<RecordingColumnKey>;

export const contentTypeSpellings: readonly string[] = contentTypeValues.flatMap((value) => [value, contentTypeLabels[value]]);
export const performerRoleSpellings: readonly string[] = performerRoleValues.flatMap((value) => [value, performerRoleLabels[value]]);

const performerColumns = (n: number): RecordingColumn[] => [
  { key: `performer_${n}_name`, header: `Performer ${n} name`, explanation: 'Name of a performer on the recording (the line-up)' },
  { key: `performer_${n}_role`, header: `Performer ${n} role`, explanation: 'featured or non-featured', allowedValues: performerRoleSpellings },
  { key: `performer_${n}_instrument`, header: `Performer ${n} instrument or part`, explanation: 'What they play or sing, e.g. Lead vocals' },
];

const ownerColumns = (n: number): RecordingColumn[] => [
  { key: `owner_${n}_name`, header: `Owner ${n} name`, explanation: 'Name of an owner of the master recording (usually the label)' },
  { key: `owner_${n}_share`, header: `Owner ${n} share`, explanation: 'Their share of the master in percent, 0 to 100 with at most two decimals' },
];

export const recordingColumns: readonly RecordingColumn[] = [
  { key: 'isrc', header: 'ISRC', explanation: 'ISRC of the recording, e.g. GB-AAA-24-00001: it finds the recording again when you import once more' },
  { key: 'title', header: 'Title', explanation: 'Title of the recording', required: true },
  { key: 'version', header: 'Version', explanation: 'Which version it is, e.g. Radio edit, Live, Remix' },
  { key: 'main_artists', header: 'Main artists', explanation: `Main artists, several separated by ${ARTIST_SEPARATOR}` },
  { key: 'featured_artists', header: 'Featured artists', explanation: `Featured artists, several separated by ${ARTIST_SEPARATOR}` },
  { key: 'content_type', header: 'Content type', explanation: 'audio or music video; empty means audio', allowedValues: contentTypeSpellings },
  { key: 'duration', header: 'Duration', explanation: 'Duration as MM:SS or HH:MM:SS, e.g. 03:45' },
  { key: 'release_title', header: 'Release title', explanation: 'Title of the album or single it was first released on' },
  { key: 'release_date', header: 'Release date', explanation: 'Date of first release, YYYY-MM-DD or DD/MM/YYYY' },
  { key: 'record_label', header: 'Label', explanation: 'Record label of the release' },
  { key: 'upc', header: 'UPC', explanation: 'UPC or EAN barcode of the release: 12 or 13 digits' },
  { key: 'p_year', header: '℗ year', explanation: 'Year of the ℗ line, e.g. 2024' },
  { key: 'p_owner', header: '℗ owner', explanation: 'Owner named in the ℗ line' },
  { key: 'recording_country', header: 'Country of recording', explanation: 'Where it was recorded: a two-letter ISO 3166 code such as GB' },
  { key: 'genre', header: 'Genre', explanation: 'Genre of the recording, e.g. Pop' },
  { key: 'work_iswc', header: 'Work ISWC', explanation: 'ISWC of the musical work it records, one of yours or a registered work' },
  { key: 'work_code', header: 'Work code', explanation: 'Or your own code of the work it records, as in your works file' },
  ...numbers(PERFORMERS_PER_ROW).flatMap(performerColumns),
  ...numbers(OWNERS_PER_ROW).flatMap(ownerColumns),
];

export const recordingColumnKeys: readonly RecordingColumnKey[] = recordingColumns.map((column) => column.key);

/** Each kind's template, by kind: what the web's column guide and the file routes read. */
export const catalogueColumns: Record<CatalogueKind, readonly CatalogueColumn[]> = { works: workColumns, recordings: recordingColumns };

export { performerFields, ownerFields };
export type { PerformerField, OwnerField };
