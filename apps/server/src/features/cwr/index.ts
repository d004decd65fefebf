export {
  cwr3RecordLayouts,
  cwrRecordLayouts,
  cwrWorkTransactionTypes,
  fieldsOf,
  isCwr3,
  recordLayoutsOf,
  recordLength,
  type Cwr3Version,
  type CwrField,
  type CwrFieldType,
  type CwrLookupName,
  type CwrRecordLayout,
  type CwrVersion,
} from './record-layouts';
export { booleanOf, numberOf, textOf, type CwrProblem, type CwrRecord, type CwrValue } from './cwr-values';
export {
  CwrFileReader,
  parseCwrRecord,
  readCwr,
  readCwrAsync,
  readCwrFile,
  type CwrFileContents,
  type CwrReadItem,
  type CwrReadOptions,
  type CwrTransaction,
} from './reader';
export {
  cwr3FileName,
  cwrFileName,
  formatCwrRecord,
  versionOfCwrFileName,
  writeCwr,
  type CwrFileHeader,
  type CwrFileNameParts,
  type CwrOutputGroup,
  type CwrOutputRecord,
  type CwrRecordValues,
} from './writer';
export {
  fromTransaction,
  toTransaction,
  workRecord,
  type CwrPublisher,
  type CwrRecording,
  type CwrShares,
  type CwrTerritoryShare,
  type CwrWork,
  type CwrWriter,
} from './cwr-work';
export { writeCwrAsync, type CwrAsyncOutputGroup } from './write-cwr-async';
export { cwrAscii } from './cwr-text';
export { societySender, type CwrSociety } from './society-sender';
