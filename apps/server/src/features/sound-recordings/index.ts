/** Sound recordings' public surface: the routes and the demo data. */
export { soundRecordingsRoutes } from './sound-recordings.routes';
export { seedSoundRecordings } from './sound-recordings.seed';
/** The staff review desk reads and decides recordings through the registration core. */
export { soundRecordings } from './sound-recordings.service';
