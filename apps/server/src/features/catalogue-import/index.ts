/**
 * Catalogue import, reading side: a works file (CSV or XLSX) read as rows, its headers mapped to the works template,
 * each row checked and turned into a work to create. Nothing here touches the database.
 */
export { ImportFileError } from './import-file-error';
export {
  readTable,
  MAX_IMPORT_FILE_BYTES,
  MAX_IMPORT_ROWS,
  MAX_IMPORT_COLUMNS,
  MAX_UNCOMPRESSED_BYTES,
  type ImportFile,
  type ImportLimits,
  type ImportTable,
  type TableRow,
} from './read-table';
export { mapHeaders, guessWorkColumnKey, normaliseHeader, type ExplicitMapping, type HeaderMapping } from './map-headers';
export {
  checkWorkRow,
  checkWorkRows,
  newSeenInFile,
  workFileColumns,
  type CheckedWork,
  type ImportedParty,
  type ImportedRecording,
  type RowProblem,
  type SeenInFile,
  type WorkRowCheck,
  type WorkFileColumns,
} from './check-work-rows';
export { findImportOrigin } from './import-origin';
