/**
 * Catalogue import: a file (CSV or XLSX) read as rows, its headers mapped to a kind's template, each row checked; each
 * kind (recordingsKind for recordings) finds the items its rows name and saves them.
 * Catalogue import: a works or recordings file (CSV or XLSX) uploaded, its headers mapped to the template, each row
 * checked by a job and the ready rows saved by another (docs/catalogue-files.md).
 */
export { catalogueImportsRoutes } from './catalogue-imports.routes';
export { catalogueKinds } from './catalogue-kinds';
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
  type SeenInFile,
  type WorkRowCheck,
  type WorkFileColumns,
} from './check-work-rows';
export { findImportOrigin } from './import-origin';
export { recordingsKind } from './recordings-kind';
export { worksKind } from './works-kind';
export { guessRecordingColumnKey } from './recording-headers';
export {
  checkRecordingRow,
  newSeenRecordings,
  recordingRowChecker,
  MISSING_ISRC_WARNING,
  type CheckedRecording,
  type ImportedOwner,
  type ImportedWorkReference,
  type RecordingRowCheck,
  type SeenRecordings,
} from './check-recording-rows';
export type { BatchOutcome, CatalogueKindModule, FileColumns, ReadyRow, RowCheck, RowMatch, RowProblem } from './catalogue-kind';
export { analyzeAfterSaving, analyzeDictionaryWhileSaving } from './catalogue-kind';
