import type { CatalogueColumn } from '@repertoire/contract';

/** The choice of a file column that fills no column of the template (the mapping's null). */
export const LEAVE_OUT = '';

/** A select's options: "Leave out", then the template's columns in groups (`groupOf`), required ones marked. */
export function columnOptions(columns: readonly CatalogueColumn[], groupOf: (column: CatalogueColumn) => string) {
  const groups = new Map<string, { value: string; label: string }[]>();
  for (const column of columns) {
    const group = groupOf(column);
    const items = groups.get(group) ?? [];
    items.push({ value: column.key, label: column.required ? `${column.header} (required)` : column.header });
    groups.set(group, items);
  }
  return [
    { group: 'Not imported', items: [{ value: LEAVE_OUT, label: 'Leave out' }] },
    ...[...groups].map(([group, items]) => ({ group, items })),
  ];
}

export type MappingProblems = {
  /** Template columns that more than one file column fills, with the file's headers of those columns. */
  duplicates: { column: CatalogueColumn; headers: string[] }[];
  /** Required template columns that no file column fills. */
  missing: CatalogueColumn[];
};

/** What is wrong with a mapping before it is sent: a column filled twice (a warning), a required one filled by none (an error). */
export function mappingProblems(columns: readonly CatalogueColumn[], header: readonly string[], mapping: readonly (string | null)[]): MappingProblems {
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
