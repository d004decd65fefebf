import type { CatalogueColumn } from '@repertoire/contract';

/**
 * Which template column each of a file's columns fills: the template's own header, then the header reduced to its
 * letters and digits ("Song Title" → "songtitle"), then the names other societies' and publishers' exports use (each
 * kind of file has its own: catalogue-import's work-headers.ts, distributions' usage-headers.ts). A mapping chosen
 * by hand wins over all of these.
 */

/** A choice made by hand for a header: the key it fills, or null to leave that column out. */
export type ExplicitMapping<Key extends string = string> = Readonly<Record<string, Key | null>>;

export type HeaderMapping<Key extends string = string> = {
  /** Per column of the file, in order: the template key it fills, or null when it is left out. */
  keys: (Key | null)[];
  /** Headers that matched no template column and that were not chosen to be left out. */
  unmapped: string[];
  /** Keys that more than one column would fill: only the first of `headers` is read. */
  duplicates: { key: Key; headers: string[] }[];
};

/** Where each template key sits in a file: its column's index and the file's header of it. */
export type FileColumns<Key extends string = string> = ReadonlyMap<Key, { index: number; header: string }>;

export function normaliseHeader(header: string): string {
  return header
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

/**
 * A kind's guess of the key a header names: the template's exact header, then the header reduced to its letters and
 * digits compared with the template's keys, headers and the kind's synonyms (written reduced), then `byPattern` for
 * numbered groups ("Writer 1 IPI").
 */
export function headerGuesser<Key extends string>(
  columns: readonly CatalogueColumn<Key>[],
  synonyms: Partial<Record<Key, readonly string[]>>,
  byPattern: (name: string) => Key | null = () => null,
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

/** Maps each header with the choices made by hand first, then the kind's guess (guessWorkColumnKey for works). */
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

/** Where each key of a mapping (one key or null per column, as mapHeaders answers or as chosen by hand) sits in the file. */
export function fileColumns<Key extends string>(keys: readonly (Key | null)[], header: readonly string[]): FileColumns<Key> {
  const columns = new Map<Key, { index: number; header: string }>();
  keys.forEach((key, index) => key && !columns.has(key) && columns.set(key, { index, header: header[index] ?? '' }));
  return columns;
}
