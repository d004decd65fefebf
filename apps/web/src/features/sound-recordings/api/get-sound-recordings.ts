import { type soundRecordingSortFields } from '@repertoire/contract';
import { useQuery } from '@tanstack/react-query';
import { callPage } from '../../../lib/call';
import { pagedQueryOptions } from '../../../lib/paged-query';
import type { RegistrationListQuery } from '../../../lib/registration-list-query';
import { soundRecordingKeys } from './query-keys';

export type SoundRecordingSortField = (typeof soundRecordingSortFields)[number];

export type SoundRecordingsQuery = RegistrationListQuery<SoundRecordingSortField>;

/** GET /sound-recordings: the member's own recordings, paginated; `q` matches title, artists or ISRC. */
export const getSoundRecordings = (query: SoundRecordingsQuery) => callPage('listSoundRecordings', { query });

export const soundRecordingsQueryOptions = (query: SoundRecordingsQuery) => pagedQueryOptions(soundRecordingKeys.lists(), getSoundRecordings, query);

export function useSoundRecordings(query: SoundRecordingsQuery, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...soundRecordingsQueryOptions(query), enabled });
}
