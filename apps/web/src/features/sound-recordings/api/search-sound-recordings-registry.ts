import { callPage } from '../../../lib/call';
import { pagedQueryOptions } from '../../../lib/paged-query';
import { soundRecordingKeys } from './query-keys';

export type SoundRecordingRegistrySearch = { page: number; pageSize?: number; q?: string; isrc?: string; artist?: string; label?: string };

/** GET /sound-recordings/search: the registry of registered recordings by title (typo-tolerant), ISRC, artist or label. */
export const searchSoundRecordingsRegistry = (query: SoundRecordingRegistrySearch) =>
  callPage('searchSoundRecordingRegistry', { query });

export const soundRecordingsRegistryQueryOptions = (query: SoundRecordingRegistrySearch) =>
  pagedQueryOptions(soundRecordingKeys.registry(), searchSoundRecordingsRegistry, query);
