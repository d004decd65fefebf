import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { soundRecordingKeys } from './query-keys';

/** GET /sound-recordings/{id}: every field, line-up, ownership with its total, linked work and warnings. */
export const getSoundRecording = (id: string) => call('getSoundRecording', { params: { id } });

export const soundRecordingQueryOptions = (id: string) =>
  queryOptions({ queryKey: soundRecordingKeys.details(id), queryFn: () => getSoundRecording(id) });

export function useSoundRecording(id: string) {
  return useQuery(soundRecordingQueryOptions(id));
}
