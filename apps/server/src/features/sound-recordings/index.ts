/** Sound recordings' public surface: the routes and the demo data. */
export { soundRecordingsRoutes } from './sound-recordings.routes';
export { seedSoundRecordings } from './sound-recordings.seed';
/** The staff review desk reads and decides recordings through the registration core. */
export { soundRecordings } from './sound-recordings.service';
/** A works import links the member's recordings it names by ISRC to their works. */
export { updateSoundRecording } from './sound-recordings.service';
export { findOwnRecordingsByIsrcs } from './sound-recordings.repository';
