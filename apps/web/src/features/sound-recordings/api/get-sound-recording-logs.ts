import { type SoundRecordingEvent } from '@repertoire/contract';
import { useQuery } from '@tanstack/react-query';
import { callPage } from '../../../lib/call';
import { pagedQueryOptions } from '../../../lib/paged-query';
import { withMemberTimeZone } from '../../../lib/time-zone';
import { soundRecordingKeys } from './query-keys';

/** The filters of the logs and of their CSV export; dates are YYYY-MM-DD, both ends included. */
export type SoundRecordingLogFilters = {
  recording_id?: string;
  event?: SoundRecordingEvent;
  from?: string;
  to?: string;
};

export type SoundRecordingLogsQuery = SoundRecordingLogFilters & { page: number; pageSize?: number };

/** GET /sound-recordings/logs: every event on the member's recordings, newest first, paginated. */
export const getSoundRecordingLogs = (query: SoundRecordingLogsQuery) =>
  callPage('listSoundRecordingLogs', { query: withMemberTimeZone(query) });

export const soundRecordingLogsQueryOptions = (query: SoundRecordingLogsQuery) => pagedQueryOptions(soundRecordingKeys.logs(), getSoundRecordingLogs, query);

export function useSoundRecordingLogs(query: SoundRecordingLogsQuery, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...soundRecordingLogsQueryOptions(query), enabled });
}
