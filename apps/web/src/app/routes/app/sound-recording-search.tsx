export { SearchSoundRecordingsScreen as Component } from '../../../features/sound-recordings/components/search-sound-recordings-screen';
