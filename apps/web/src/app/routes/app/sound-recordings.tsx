export { SoundRecordingsScreen as Component } from '../../../features/sound-recordings/components/sound-recordings-screen';
