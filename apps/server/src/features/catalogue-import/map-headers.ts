import {
  PARTIES_PER_ROW,
  RECORDINGS_PER_ROW,
  ALTERNATIVE_TITLES_PER_ROW,
  workColumns,
  type CatalogueColumn,
  type PartyField,
  type WorkRecordingField as RecordingField,
  type WorkColumnKey,
} from '@repertoire/contract';

/**
 * Which template column each of a file's columns fills: the template's own header, then the header reduced to its
 * letters and digits ("Song Title" → "songtitle"), then the names other societies' and publishers' exports use.
 * A mapping the member chose wins over all of these.
 */

/** A member's own choice for a header: the key it fills, or null to leave that column out. */
export type ExplicitMapping<Key extends string = string> = Readonly<Record<string, Key | null>>;

export type HeaderMapping<Key extends string = string> = {
  /** Per column of the file, in order: the template key it fills, or null when it is left out. */
  keys: (Key | null)[];
  /** Headers that matched no template column and that the member did not choose to leave out. */
  unmapped: string[];
  /** Keys that more than one column would fill: only the first of `headers` is read. */
  duplicates: { key: Key; headers: string[] }[];
};

export function normaliseHeader(header: string): string {
  return header
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

const simpleSynonyms: Partial<Record<WorkColumnKey, readonly string[]>> = {
  work_code: ['code', 'workcode', 'workid', 'songcode', 'songid', 'yourcode', 'yourworkcode', 'internalcode', 'catalogueno', 'cataloguenumber', 'catalognumber', 'worknumber', 'workref', 'reference'],
  title: ['title', 'songtitle', 'worktitle', 'songname', 'workname', 'titleofwork', 'maintitle', 'originaltitleofwork'],
  iswc: ['iswc', 'iswccode', 'iswcnumber', 'iswcno'],
  language: ['language', 'lang', 'languagecode', 'lyricslanguage', 'languageoflyrics'],
  duration: ['duration', 'length', 'runtime', 'time', 'durationmmss', 'durationhhmmss'],
  version: ['version', 'versiontype', 'worktype'],
  original_title: ['originaltitle', 'originalworktitle', 'titleoforiginalwork'],
  genre: ['genre', 'musicgenre'],
  creation_year: ['creationyear', 'year', 'yearofcreation', 'yearwritten', 'composedin'],
  instrumental: ['instrumental', 'isinstrumental'],
};

const partyWords = 'writer|writers|composer|author|publisher|songwriter|lyricist|party|interestedparty|writerpublisher|rightsholder|ip';
const partyFieldWords: Record<PartyField, string> = {
  name: 'name|lastname|fullname|',
  ipi: 'ipi|ipinumber|ipinamenumber|ipiname|ipino|cae|caeipi',
  role: 'role|capacity|designation|type',
  performance_share: 'performanceshare|perfshare|prshare|performance|perf|pr|share',
  mechanical_share: 'mechanicalshare|mechshare|mrshare|mechanical|mech|mr',
};
const recordingFieldWords: Record<RecordingField, string> = {
  isrc: 'isrc|isrccode',
  title: 'title|tracktitle|recordingtitle',
  artist: 'artist|mainartist|performer|artistname',
};

/** "Writer 1 IPI", "Composer 1 IPI", "IPI Writer 1": a party's column by its number and field. */
function partyKey(name: string): WorkColumnKey | null {
  for (const [field, words] of Object.entries(partyFieldWords) as [PartyField, string][]) {
    const match =
      new RegExp(`^(?:${partyWords})(\\d+)(?:${words})$`).exec(name) ?? new RegExp(`^(?:${words})(?:${partyWords})(\\d+)$`).exec(name);
    const n = Number(match?.[1]);
    if (match && n >= 1 && n <= PARTIES_PER_ROW) return `writer_${n}_${field}`;
  }
  return null;
}

/** "Recording 1 ISRC", "Track 2 Artist"; an unnumbered "ISRC" or "Artist" is the first recording's. */
function recordingKey(name: string): WorkColumnKey | null {
  for (const [field, words] of Object.entries(recordingFieldWords) as [RecordingField, string][]) {
    const match =
      new RegExp(`^(?:recording|track|sound)(\\d*)(?:${words})$`).exec(name) ?? (field === 'title' ? null : new RegExp(`^(?:${words})(\\d*)$`).exec(name));
    const n = Number(match?.[1] || 1);
    if (match && n >= 1 && n <= RECORDINGS_PER_ROW) return `recording_${n}_${field}`;
  }
  return null;
}

/** "Alternative title 2", "AKA 2"; with "type" after or before the number ("AKA 1 type", "Alt title type 1", "Type of AKA 1"), its type's column. */
function alternativeTitleKey(name: string): WorkColumnKey | null {
  const words = '(?:alternativetitle|alternatetitle|alttitle|othertitle|aka|alsoknownas|subtitle)';
  const type = '(?:type|titletype)';
  const typed =
    new RegExp(`^${words}(\\d*)${type}$`).exec(name) ??
    new RegExp(`^${words}${type}(\\d*)$`).exec(name) ??
    new RegExp(`^${type}(?:of)?${words}(\\d*)$`).exec(name);
  const match = typed ?? new RegExp(`^${words}(\\d*)$`).exec(name);
  const n = Number(match?.[1] || 1);
  if (!match || n < 1 || n > ALTERNATIVE_TITLES_PER_ROW) return null;
  return typed ? `alt_title_${n}_type` : `alt_title_${n}`;
}

/**
 * A kind's guess of the key a header names: the template's exact header, then the header reduced to its letters and
 * digits compared with the template's keys, headers and the kind's synonyms (written reduced), then `byPattern` for
 * numbered groups ("Writer 1 IPI").
 */
export function headerGuesser<Key extends string>(
  columns: readonly CatalogueColumn<Key>[],
  synonyms: Partial<Record<Key, readonly string[]>>,
  byPattern: (name: string) => Key | null,
): (header: string) => Key | null {
  const byExactHeader = new Map<string, Key>(columns.map((column) => [column.header, column.key]));
  const byNormalisedName = new Map<string, Key>([
    ...columns.map((column): [string, Key] => [normaliseHeader(column.key), column.key]),
    ...columns.map((column): [string, Key] => [normaliseHeader(column.header), column.key]),
    ...(Object.entries(synonyms) as [Key, readonly string[]][]).flatMap(([key, names]) => names.map((name): [string, Key] => [name, key])),
  ]);
  return (header) => {
    const exact = byExactHeader.get(header.trim());
    if (exact) return exact;
    const name = normaliseHeader(header);
    if (!name) return null;
    return byNormalisedName.get(name) ?? byPattern(name);
  };
}

/** The works template key a header names, or null when it names none. */
export const guessWorkColumnKey: (header: string) => WorkColumnKey | null = headerGuesser(
  workColumns,
  simpleSynonyms,
  (name) => partyKey(name) ?? recordingKey(name) ?? alternativeTitleKey(name),
);

/** Maps each header with the member's own choices first, then the kind's guess (guessWorkColumnKey for works). */
export function mapHeaders<Key extends string>(
  header: readonly string[],
  guess: (header: string) => Key | null,
  explicit: ExplicitMapping<Key> = {},
): HeaderMapping<Key> {
  const unmapped: string[] = [];
  const keys = header.map((text) => {
    if (Object.hasOwn(explicit, text)) return explicit[text] ?? null;
    const key = guess(text);
    if (!key && text !== '') unmapped.push(text);
    return key;
  });
  const headersByKey = new Map<Key, string[]>();
  keys.forEach((key, index) => {
    if (key) headersByKey.set(key, [...(headersByKey.get(key) ?? []), header[index] ?? '']);
  });
  const duplicates = [...headersByKey].filter(([, headers]) => headers.length > 1).map(([key, headers]) => ({ key, headers }));
  const firstIndex = new Map<Key, number>();
  const firstOnly = keys.map((key, index) => {
    if (!key) return null;
    if (firstIndex.has(key)) return null;
    firstIndex.set(key, index);
    return key;
  });
  return { keys: firstOnly, unmapped, duplicates };
}
