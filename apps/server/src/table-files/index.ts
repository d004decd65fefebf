/**
 * Table files: an uploaded CSV or XLSX file read as a header and a stream of rows of text cells (read-table.ts), its
 * headers mapped to a template's columns (map-headers.ts), and each row's cells read by template key with the problems
 * named by the file's own headers (row-reader.ts, cell-parsers.ts). The catalogue import and the distributions' usage
 * files each bring their template, their synonyms and their row checker.
 */
export {
  readTable,
  MAX_IMPORT_FILE_BYTES,
  MAX_IMPORT_ROWS,
  MAX_IMPORT_COLUMNS,
  MAX_UNCOMPRESSED_BYTES,
  type ImportFile,
  type ImportLimits,
  type ImportTable,
  type ReadTableOptions,
  type TableRow,
  type TableWording,
} from './read-table';
export { ImportFileError } from './import-file-error';
export {
  fileColumns,
  headerGuesser,
  mapHeaders,
  normaliseHeader,
  type ExplicitMapping,
  type FileColumns,
  type HeaderMapping,
} from './map-headers';
export { rowReader, type RowProblem, type RowReader } from './row-reader';
export { dateCellText, numbers, parsePercent, parseYear, readDurationCell } from './cell-parsers';
