import type { SoundRecordingDetails } from '@repertoire/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { soundRecordingKeys } from './query-keys';

/** POST /sound-recordings/{id}/submit: 422 with a message listing what still blocks registration. */
export const submitSoundRecording = (id: string) => api.post<SoundRecordingDetails>(`/sound-recordings/${encodeURIComponent(id)}/submit`);

export function useSubmitSoundRecording() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitSoundRecording,
    onSettled: () => queryClient.invalidateQueries({ queryKey: soundRecordingKeys.all }),
  });
}
