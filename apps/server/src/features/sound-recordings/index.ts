/** Sound recordings' public surface: the routes and the demo data. */
export { soundRecordingsRoutes } from './sound-recordings.routes';
export { seedSoundRecordings } from './sound-recordings.seed';
/** The staff review desk reads and decides recordings through the registration core. */
export { soundRecordings } from './sound-recordings.service';
/** The catalogue export writes the member's recordings as their list filters them. */
export { ownRecordingsWhere } from './sound-recordings.repository';
export { ownRecordingsSearch } from './sound-recordings.service';
/** Catalogue imports save recordings as members do, many at once. */
export { newRecordingState, updateSoundRecording } from './sound-recordings.service';
export { isrcRegisteredMessage } from './sound-recording-registration';
export { analyzeRecordingTables, findImportCandidates, findRegisteredRecordingTitles, type ImportCandidateRow } from './sound-recordings.repository';
/** A works import links the member's recordings it names by ISRC to their works. */
export { findOwnRecordingsByIsrcs } from './sound-recordings.repository';
