export { SoundRecordingLogsScreen as Component } from '../../../features/sound-recordings/components/sound-recording-logs-screen';
