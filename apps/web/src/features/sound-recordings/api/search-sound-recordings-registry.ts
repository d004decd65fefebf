import type { SoundRecordingRegistryItem } from '@repertoire/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { soundRecordingKeys } from './query-keys';

export type SoundRecordingRegistrySearch = { page: number; pageSize?: number; q?: string; isrc?: string; artist?: string; label?: string };

/** GET /sound-recordings/search: the registry of registered recordings by title (typo-tolerant), ISRC, artist or label. */
export const searchSoundRecordingsRegistry = (query: SoundRecordingRegistrySearch) =>
  api.list<SoundRecordingRegistryItem>('/sound-recordings/search', { query });

export const soundRecordingsRegistryQueryOptions = (query: SoundRecordingRegistrySearch) =>
  queryOptions({
    queryKey: [...soundRecordingKeys.registry(), query],
    queryFn: () => searchSoundRecordingsRegistry(query),
    placeholderData: keepPreviousData,
  });

export function useSoundRecordingsRegistry(query: SoundRecordingRegistrySearch, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...soundRecordingsRegistryQueryOptions(query), enabled });
}
