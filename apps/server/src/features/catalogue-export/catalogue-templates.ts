import {
  catalogueColumns,
  type CatalogueColumn,
  type CatalogueFileFormat,
  type CatalogueKind,
  type RecordingColumnKey,
  type WorkColumnKey,
} from '@repertoire/contract';
import type { CatalogueFileDownload } from '../../lib/download';
import { writeSpreadsheet } from './spreadsheet-file';

/**
 * The works and recordings templates (docs/catalogue-files.md): the header row and one filled example a member can
 * copy; the workbook also explains every column on a second sheet, from the same declarations the import reads.
 */

export const catalogueSheetNames: Record<CatalogueKind, string> = { works: 'Works', recordings: 'Recordings' };

/** A work as a member would write it: two writers sharing both rights, one recording. Every value imports as it is. */
const workExample: Partial<Record<WorkColumnKey, string>> = {
  work_code: 'WK-0001',
  title: 'Midnight Harbour',
  iswc: 'T-123.456.789-4',
  language: 'en',
  duration: '03:45',
  version: 'original',
  alt_title_1: 'Harbour at Midnight',
  alt_title_1_type: 'Alternative title',
  genre: 'Pop',
  creation_year: '2024',
  instrumental: 'no',
  writer_1_name: 'Amara Nwosu',
  writer_1_ipi: '00141073316',
  writer_1_role: 'Composer/Author',
  writer_1_performance_share: '50',
  writer_1_mechanical_share: '50',
  writer_2_name: 'Harbour Lights Music Ltd',
  writer_2_ipi: '00012345624',
  writer_2_role: 'Original publisher',
  writer_2_performance_share: '50',
  writer_2_mechanical_share: '50',
  recording_1_isrc: 'GB-AAA-24-00001',
  recording_1_title: 'Midnight Harbour',
  recording_1_artist: 'Amara Nwosu',
};

/** A recording of that work, with its line-up and its label owning the master. */
const recordingExample: Partial<Record<RecordingColumnKey, string>> = {
  isrc: 'GB-AAA-24-00001',
  title: 'Midnight Harbour',
  version: 'Radio edit',
  main_artists: 'Amara Nwosu',
  featured_artists: 'Kofi Mensah',
  content_type: 'audio',
  duration: '03:45',
  release_title: 'Harbour Lights',
  release_date: '2024-05-17',
  record_label: 'Harbour Lights Music',
  upc: '036000291452',
  p_year: '2024',
  p_owner: 'Harbour Lights Music Ltd',
  recording_country: 'GB',
  genre: 'Pop',
  work_iswc: 'T-123.456.789-4',
  work_code: 'WK-0001',
  performer_1_name: 'Amara Nwosu',
  performer_1_role: 'featured',
  performer_1_instrument: 'Lead vocals',
  performer_2_name: 'Kofi Mensah',
  performer_2_role: 'featured',
  performer_2_instrument: 'Vocals, guitar',
  owner_1_name: 'Harbour Lights Music Ltd',
  owner_1_share: '100',
};

const examples: Record<CatalogueKind, Partial<Record<string, string>>> = { works: workExample, recordings: recordingExample };

/** A row's cells in the template's order, from its values by column key (absent keys stay empty). */
export function cellsInColumnOrder(columns: readonly CatalogueColumn[], values: Partial<Record<string, string>>): string[] {
  return columns.map((column) => values[column.key] ?? '');
}

export function templateExample(kind: CatalogueKind): string[] {
  return cellsInColumnOrder(catalogueColumns[kind], examples[kind]);
}

/**
 * The spellings a column takes, as a member reads them: one spelling per value once case, spaces and punctuation are
 * set aside ("non_featured" and "Non-featured" are one), the most readable kept (the label, the one with capitals).
 */
export function readableSpellings(spellings: readonly string[]): string[] {
  const byValue = new Map<string, string>();
  const readability = (spelling: string) => (/[A-Z]/.test(spelling) ? 1 : 0) - (spelling.includes('_') ? 1 : 0);
  for (const spelling of spellings) {
    const key = spelling.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
    const kept = byValue.get(key);
    if (kept === undefined || readability(spelling) > readability(kept)) byValue.set(key, spelling);
  }
  return [...byValue.values()];
}

export const columnGuideHeader = ['Header', 'Required', 'What to write', 'Allowed values'] as const;

/** The template's second sheet: what each column takes. */
export function columnGuide(kind: CatalogueKind): string[][] {
  return catalogueColumns[kind].map((column) => [
    column.header,
    column.required ? 'yes' : '',
    column.explanation,
    readableSpellings(column.allowedValues ?? []).join(', '),
  ]);
}

export function templateFileName(kind: CatalogueKind, format: CatalogueFileFormat): string {
  return `repertoire-${kind}-template.${format}`;
}

/** GET /catalogue/templates/:kind: the header and the example; a workbook also has the column guide. */
export function catalogueTemplate(kind: CatalogueKind, format: CatalogueFileFormat): CatalogueFileDownload {
  const body = writeSpreadsheet(format, {
    sheetName: catalogueSheetNames[kind],
    header: catalogueColumns[kind].map((column) => column.header),
    pages: [[templateExample(kind)]],
    guide: { sheetName: 'Columns', header: columnGuideHeader, rows: columnGuide(kind), widths: [32, 10, 60, 60] },
  });
  return { fileName: templateFileName(kind, format), format, body };
}
