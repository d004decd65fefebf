import { catalogueColumns, catalogueKindLabels, type CatalogueColumn, type CatalogueKind } from '@repertoire/contract';

/** The choice of a file column that fills no template column (the mapping's null). */
export const LEAVE_OUT = '';

/** The select's options for a kind: "Leave out", the item's own columns, then one group per numbered party or recording. */
export function templateColumnOptions(kind: CatalogueKind) {
  const groups = new Map<string, { value: string; label: string }[]>();
  for (const column of catalogueColumns[kind]) {
    const group = groupOf(kind, column);
    const items = groups.get(group) ?? [];
    items.push({ value: column.key, label: column.required ? `${column.header} (required)` : column.header });
    groups.set(group, items);
  }
  return [
    { group: 'Not imported', items: [{ value: LEAVE_OUT, label: 'Leave out' }] },
    ...[...groups].map(([group, items]) => ({ group, items })),
  ];
}

/** "Writer/publisher 2", "Performer 1": the header up to its number, for the numbered columns (`writer_2_ipi`). */
function groupOf(kind: CatalogueKind, column: CatalogueColumn): string {
  if (/_\d+_/.test(column.key)) {
    const numbered = /^(.*?\d+)\b/.exec(column.header);
    if (numbered?.[1]) return numbered[1];
  }
  return catalogueKindLabels[kind].replace(/s$/, '');
}

export type MappingProblems = {
  /** Template columns that more than one file column fills, with the file's headers of those columns. */
  duplicates: { column: CatalogueColumn; headers: string[] }[];
  /** Required template columns that no file column fills. */
  missing: CatalogueColumn[];
};

/** What is wrong with a mapping before it is sent: a column filled twice (a warning), a required one filled by none (an error). */
export function mappingProblems(kind: CatalogueKind, header: readonly string[], mapping: readonly (string | null)[]): MappingProblems {
  const columns = catalogueColumns[kind];
  const headersByKey = new Map<string, string[]>();
  mapping.forEach((key, index) => {
    if (!key) return;
    headersByKey.set(key, [...(headersByKey.get(key) ?? []), header[index] ?? `Column ${index + 1}`]);
  });
  return {
    duplicates: columns.flatMap((column) => {
      const headers = headersByKey.get(column.key) ?? [];
      return headers.length > 1 ? [{ column, headers }] : [];
    }),
    missing: columns.filter((column) => column.required && !headersByKey.has(column.key)),
  };
}

/** The template column a key names, for the messages. */
export const templateColumn = (kind: CatalogueKind, key: string): CatalogueColumn | undefined =>
  catalogueColumns[kind].find((column) => column.key === key);
