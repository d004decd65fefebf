import type { SoundRecordingRegistryItem } from '@repertoire/contract';
import { api } from '../../../lib/api-client';
import { pagedQueryOptions } from '../../../lib/paged-query';
import { soundRecordingKeys } from './query-keys';

export type SoundRecordingRegistrySearch = { page: number; pageSize?: number; q?: string; isrc?: string; artist?: string; label?: string };

/** GET /sound-recordings/search: the registry of registered recordings by title (typo-tolerant), ISRC, artist or label. */
export const searchSoundRecordingsRegistry = (query: SoundRecordingRegistrySearch) =>
  api.list<SoundRecordingRegistryItem>('/sound-recordings/search', { query });

export const soundRecordingsRegistryQueryOptions = (query: SoundRecordingRegistrySearch) =>
  pagedQueryOptions(soundRecordingKeys.registry(), searchSoundRecordingsRegistry, query);
