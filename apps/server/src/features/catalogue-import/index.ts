/**
 * Catalogue import: a works or recordings file (CSV or XLSX, read by src/table-files) uploaded, its headers mapped to
 * the kind's template, each row checked by a job and the ready rows saved by another (docs/catalogue-files.md); each
 * kind (worksKind, recordingsKind) finds the items its rows name and saves them.
 */
export { catalogueImportsRoutes } from './catalogue-imports.routes';
export { catalogueKinds } from './catalogue-kinds';
export { guessWorkColumnKey } from './work-headers';
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
export type { BatchOutcome, CatalogueKindModule, ReadyRow, RowCheck, RowMatch } from './catalogue-kind';
export { analyzeAfterSaving, analyzeDictionaryWhileSaving } from './catalogue-kind';
