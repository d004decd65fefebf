/** Sound recordings' public surface: the routes and the demo data. */
export { soundRecordingsRoutes } from './sound-recordings.routes';
export { seedSoundRecordings } from './sound-recordings.seed';
