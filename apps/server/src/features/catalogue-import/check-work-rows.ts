import {
  alternativeTitleTypeCwrCodes,
  alternativeTitleTypeLabels,
  alternativeTitleTypeValues,
  DEFAULT_ALTERNATIVE_TITLE_TYPE,
  ipiNameSchema,
  isLanguageCode,
  isrcSchema,
  languageCodes,
  musicalWorkCreate,
  musicalWorkSubmissionProblems,
  normalizeIpiName,
  normalizeIswc,
  requiredText,
  RIGHTS_HOLDER_NAME_MAX_LENGTH,
  RECORDING_TITLE_MAX_LENGTH,
  shareField,
  shareTotalsExceeded,
  versionTypeLabels,
  versionTypeValues,
  workCodeField,
  workRoleCwrCodes,
  workRoleLabels,
  workRoleValues,
  type AlternativeTitleInput,
  type AlternativeTitleType,
  type MusicalWorkCreate,
  type MusicalWorkCreateData,
  type WorkRole,
} from '@repertoire/contract';
import {
  fileColumns,
  numbers,
  parsePercent,
  parseYear,
  readDurationCell,
  rowReader,
  type FileColumns,
  type HeaderMapping,
  type ImportTable,
  type RowProblem,
  type TableRow,
} from '../../table-files';
import { ALTERNATIVE_TITLES_PER_ROW, PARTIES_PER_ROW, RECORDINGS_PER_ROW, type WorkColumnKey } from '@repertoire/contract';

/**
 * Checks each row of a works file and turns it into the body of POST /musical-works (musicalWorkCreate) with the
 * writers, publishers and recordings it names. Writers and publishers are named, not yet rights holders: finding or
 * creating them is for whoever saves the work. Errors keep a row from being imported; warnings do not.
 */

/** A writer or publisher as the file names them, with their share of each right in percent. */
export type ImportedParty = {
  name: string;
  /** Compact, 11 digits. */
  ipi_name_number: string | null;
  role: WorkRole;
  performance_share: number;
  mechanical_share: number;
  /** False for a party the file names but the member does not control (CWR's OWR, OPU); true when left out. */
  controlled?: boolean;
};

export type ImportedRecording = { isrc: string | null; title: string | null; artist: string | null };

export type CheckedWork = {
  work_code: string | null;
  /** What musicalWorkCreate made of the row, shares left out (they need rights holders). */
  work: MusicalWorkCreateData;
  parties: ImportedParty[];
  recordings: ImportedRecording[];
};

export type WorkRowCheck = {
  row: number;
  /** Null when the row has errors. */
  work: CheckedWork | null;
  errors: RowProblem[];
  warnings: RowProblem[];
};

/** What earlier rows of the same file used, to find a work given twice. */
export type SeenInFile = { workCodes: Map<string, number>; iswcs: Map<string, number> };

export function newSeenInFile(): SeenInFile {
  return { workCodes: new Map(), iswcs: new Map() };
}

/** Each value by every way a cell may spell it, in lower case. */
function bySpelling<Value extends string>(values: readonly Value[], spellings: (value: Value) => string[]): Map<string, Value> {
  return new Map(values.flatMap((value) => spellings(value).map((text): [string, Value] => [text.toLowerCase(), value])));
}
const roleBySpelling = bySpelling(workRoleValues, (role) => [role, workRoleLabels[role], workRoleCwrCodes[role]]);
const versionBySpelling = bySpelling(versionTypeValues, (version) => [version, versionTypeLabels[version]]);
const titleTypeBySpelling = bySpelling(alternativeTitleTypeValues, (type) => [type, alternativeTitleTypeLabels[type], alternativeTitleTypeCwrCodes[type]]);
const TITLE_TYPE_MESSAGE = `Alternative title type must be one of ${alternativeTitleTypeValues.map((type) => alternativeTitleTypeLabels[type]).join(', ')} (or its CWR code)`;
const yes = new Set(['yes', 'y', 'true', '1', 'x']);
const no = new Set(['no', 'n', 'false', '0', '']);
const languageByName = new Map<string, string>(
  (() => {
    const names = new Intl.DisplayNames(['en'], { type: 'language' });
    return languageCodes.map((code): [string, string] => [(names.of(code) ?? code).toLowerCase(), code]);
  })(),
);

const partyName = requiredText('Name', RIGHTS_HOLDER_NAME_MAX_LENGTH);
const recordingTitle = requiredText('Recording title', RECORDING_TITLE_MAX_LENGTH);
const recordingArtist = requiredText('Recording artist', RIGHTS_HOLDER_NAME_MAX_LENGTH);
const performanceShare = shareField('Performance share');
const mechanicalShare = shareField('Mechanical share');

/** Where each template key sits in a file: its column's index and header. */
export type WorkFileColumns = FileColumns<WorkColumnKey>;

export function workFileColumns(mapping: HeaderMapping<WorkColumnKey>, header: readonly string[]): WorkFileColumns {
  return fileColumns(mapping.keys, header);
}

/** Reads one row; `seen` is updated with the row's work code and ISWC. */
export function checkWorkRow(row: TableRow, columns: WorkFileColumns, seen: SeenInFile): WorkRowCheck {
  const { value, errors, warnings, error, warn, check } = rowReader<WorkColumnKey>(row, columns);

  // The work's own fields ------------------------------------------------------------------
  const input: MusicalWorkCreate = { title: value('title') };
  const fieldKeys: Record<string, WorkColumnKey> = {
    title: 'title',
    iswc: 'iswc',
    language: 'language',
    genre: 'genre',
    original_title: 'original_title',
    version_type: 'version',
    creation_year: 'creation_year',
  };

  // Each alternative title with its type (empty: alternative); a type without its title is refused.
  const alternativeKeys: WorkColumnKey[] = [];
  const alternatives: AlternativeTitleInput[] = [];
  for (const n of numbers(ALTERNATIVE_TITLES_PER_ROW)) {
    const [titleKey, typeKey] = [`alt_title_${n}`, `alt_title_${n}_type`] as const;
    const typeText = value(typeKey);
    if (!value(titleKey)) {
      if (typeText) error(typeKey, `Alternative title ${n} type is given without alternative title ${n}`);
      continue;
    }
    const type: AlternativeTitleType | undefined = typeText ? titleTypeBySpelling.get(typeText.toLowerCase()) : DEFAULT_ALTERNATIVE_TITLE_TYPE;
    if (!type) error(typeKey, TITLE_TYPE_MESSAGE);
    alternativeKeys.push(titleKey);
    alternatives.push({ title: value(titleKey), type: type ?? DEFAULT_ALTERNATIVE_TITLE_TYPE });
  }
  input.alternative_titles = alternatives;
  if (value('iswc')) input.iswc = value('iswc');
  if (value('genre')) input.genre = value('genre');
  if (value('original_title')) input.original_title = value('original_title');

  const language = value('language');
  if (language) {
    const code = isLanguageCode(language) ? language.toLowerCase() : languageByName.get(language.toLowerCase());
    if (code) input.language = code;
    else error('language', 'Language must be a two-letter ISO 639-1 code, e.g. en');
  }

  const duration = readDurationCell({ value, error, warn }, 'duration');
  if (duration !== undefined) input.duration = duration;

  const version = value('version');
  if (version) {
    const versionType = versionBySpelling.get(version.toLowerCase());
    if (versionType) input.version_type = versionType;
    else error('version', 'Version must be original or modification');
  }

  const year = value('creation_year');
  if (year) {
    const parsed = parseYear(year);
    if (parsed === null) error('creation_year', 'Creation year must be a year, e.g. 1999');
    else input.creation_year = parsed;
  }

  const instrumental = value('instrumental').toLowerCase();
  if (yes.has(instrumental)) input.is_instrumental = true;
  else if (no.has(instrumental)) input.is_instrumental = false;
  else error('instrumental', 'Instrumental must be yes or no');

  let work: MusicalWorkCreateData | undefined;
  const parsed = musicalWorkCreate.safeParse(input);
  if (parsed.success) work = parsed.data;
  else {
    for (const issue of parsed.error.issues) {
      const [field, index] = issue.path;
      const key = field === 'alternative_titles' && typeof index === 'number' ? (alternativeKeys[index] ?? null) : (fieldKeys[String(field)] ?? null);
      error(key, issue.message);
    }
  }

  const workCode = value('work_code') ? (check('work_code', workCodeField, value('work_code')) ?? null) : null;
  if (!value('work_code')) warn('work_code', 'Give your own code for the work: it finds the work again when you import the file once more');

  // Writers and publishers -----------------------------------------------------------------
  const parties: ImportedParty[] = [];
  let partiesComplete = true;
  for (const n of numbers(PARTIES_PER_ROW)) {
    const key = (field: string) => `writer_${n}_${field}` as WorkColumnKey;
    const [name, ipi, role, performance, mechanical] = ['name', 'ipi', 'role', 'performance_share', 'mechanical_share'].map((f) => value(key(f)));
    if (![name, ipi, role, performance, mechanical].some(Boolean)) continue;
    const checkedName = check(key('name'), partyName, name);
    const checkedIpi = ipi ? check(key('ipi'), ipiNameSchema, ipi) : null;
    const checkedRole = roleBySpelling.get((role ?? '').toLowerCase());
    if (!checkedRole) {
      error(key('role'), role ? `Role must be one of ${workRoleValues.map((r) => workRoleLabels[r]).join(', ')} (or its CWR code)` : 'Give the role of this writer or publisher');
    }
    const share = (field: string, schema: typeof performanceShare, text: string | undefined) =>
      text ? check(key(field), schema, parsePercent(text)) : 0;
    const performanceValue = share('performance_share', performanceShare, performance);
    const mechanicalValue = share('mechanical_share', mechanicalShare, mechanical);
    if (checkedName === undefined || checkedIpi === undefined || !checkedRole || performanceValue === undefined || mechanicalValue === undefined) {
      partiesComplete = false;
      continue;
    }
    const twin = parties.find(
      (other) =>
        other.role === checkedRole &&
        (other.name.toLowerCase() === checkedName.toLowerCase() || (checkedIpi !== null && other.ipi_name_number === checkedIpi)),
    );
    if (twin) error(key('name'), `${checkedName} is already named as ${workRoleLabels[checkedRole].toLowerCase()} on this row`);
    parties.push({
      name: checkedName,
      ipi_name_number: checkedIpi === null ? null : normalizeIpiName(checkedIpi),
      role: checkedRole,
      performance_share: performanceValue,
      mechanical_share: mechanicalValue,
    });
  }
  if (partiesComplete) for (const message of shareTotalsExceeded(parties)) error(null, message);

  // Recordings -----------------------------------------------------------------------------
  const recordings: ImportedRecording[] = [];
  for (const n of numbers(RECORDINGS_PER_ROW)) {
    const key = (field: string) => `recording_${n}_${field}` as WorkColumnKey;
    const [isrc, title, artist] = ['isrc', 'title', 'artist'].map((f) => value(key(f)));
    if (!isrc && !title && !artist) continue;
    if (!isrc && !title) error(key('isrc'), 'Give the ISRC or the title of this recording');
    recordings.push({
      isrc: isrc ? (check(key('isrc'), isrcSchema, isrc) ?? null) : null,
      title: title ? (check(key('title'), recordingTitle, title) ?? null) : null,
      artist: artist ? (check(key('artist'), recordingArtist, artist) ?? null) : null,
    });
  }

  // The same work twice in the file --------------------------------------------------------
  if (workCode) {
    const earlier = seen.workCodes.get(workCode.toLowerCase());
    if (earlier !== undefined) error('work_code', `Work code ${workCode} is already used on row ${earlier}`);
    else seen.workCodes.set(workCode.toLowerCase(), row.row);
  }
  const iswc = work?.iswc ?? null;
  if (iswc) {
    const compact = normalizeIswc(iswc);
    const earlier = seen.iswcs.get(compact);
    if (earlier !== undefined) error('iswc', `This ISWC is already given on row ${earlier}`);
    else seen.iswcs.set(compact, row.row);
  }

  // What a submission would still need: the work may be imported as a draft without it.
  if (work && partiesComplete) {
    const blocking = musicalWorkSubmissionProblems({ ...work, shares: parties });
    const already = new Set(errors.map((problem) => problem.message));
    for (const message of blocking) if (!already.has(message)) warn(null, message);
  }

  const checked = errors.length === 0 && work !== undefined ? { work_code: workCode, work, parties, recordings } : null;
  return { row: row.row, work: checked, errors, warnings };
}

/** Checks every row of a table, one at a time, remembering work codes and ISWCs to find repeats. */
export async function* checkWorkRows(table: ImportTable, mapping: HeaderMapping<WorkColumnKey>): AsyncGenerator<WorkRowCheck> {
  const columns = workFileColumns(mapping, table.header);
  const seen = newSeenInFile();
  for await (const row of table.rows) yield checkWorkRow(row, columns, seen);
}
