import { catalogueColumns, catalogueKindLabels, type CatalogueColumn, type CatalogueKind } from '@repertoire/contract';
import { columnOptions, mappingProblems as problemsOf, type MappingProblems } from '../../../components/table-files/mapping';

/** The select's options for a kind: "Leave out", the item's own columns, then one group per numbered party or recording. */
export const templateColumnOptions = (kind: CatalogueKind) => columnOptions(catalogueColumns[kind], (column) => groupOf(kind, column));

/** "Writer/publisher 2", "Performer 1": the header up to its number, for the numbered columns (`writer_2_ipi`). */
function groupOf(kind: CatalogueKind, column: CatalogueColumn): string {
  if (/_\d+_/.test(column.key)) {
    const numbered = /^(.*?\d+)\b/.exec(column.header);
    if (numbered?.[1]) return numbered[1];
  }
  return catalogueKindLabels[kind].replace(/s$/, '');
}

/** What is wrong with a mapping of a kind's file before it is sent. */
export const mappingProblems = (kind: CatalogueKind, header: readonly string[], mapping: readonly (string | null)[]): MappingProblems =>
  problemsOf(catalogueColumns[kind], header, mapping);

/** The template column a key names, for the messages. */
export const templateColumn = (kind: CatalogueKind, key: string): CatalogueColumn | undefined =>
  catalogueColumns[kind].find((column) => column.key === key);
