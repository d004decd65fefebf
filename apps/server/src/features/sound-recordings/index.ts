/** Sound recordings' public surface: the routes and the demo data. */
export { soundRecordingsRoutes } from './sound-recordings.routes';
export { seedSoundRecordings } from './sound-recordings.seed';
/** The staff review desk reads and decides recordings through the registration core. */
export { soundRecordings } from './sound-recordings.service';
/** The catalogue export writes the member's recordings as their list filters them. */
export { ownRecordingsWhere } from './sound-recordings.repository';
export { ownRecordingsSearch } from './sound-recordings.service';
