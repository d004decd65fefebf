export { SoundRecordingDetailsScreen as Component } from '../../../features/sound-recordings/components/sound-recording-details-screen';
