export { AddSoundRecordingScreen as Component } from '../../../features/sound-recordings/components/add-sound-recording-screen';
