import type { RegistrationStatus, SortOrder, SoundRecordingListItem, soundRecordingSortFields } from '@repertoire/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { soundRecordingKeys } from './query-keys';

export type SoundRecordingSortField = (typeof soundRecordingSortFields)[number];

export type SoundRecordingsQuery = {
  page: number;
  pageSize?: number;
  q?: string;
  status?: RegistrationStatus;
  sort?: SoundRecordingSortField;
  order?: SortOrder;
};

/** GET /sound-recordings: the member's own recordings, paginated; `q` matches title, artists or ISRC. */
export const getSoundRecordings = (query: SoundRecordingsQuery) => api.list<SoundRecordingListItem>('/sound-recordings', { query });

export const soundRecordingsQueryOptions = (query: SoundRecordingsQuery) =>
  queryOptions({
    queryKey: [...soundRecordingKeys.lists(), query],
    queryFn: () => getSoundRecordings(query),
    placeholderData: keepPreviousData,
  });

export function useSoundRecordings(query: SoundRecordingsQuery, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...soundRecordingsQueryOptions(query), enabled });
}
