import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { soundRecordingKeys } from './query-keys';

/** POST /sound-recordings/{id}/submit: 422 with a message listing what still blocks registration. */
export const submitSoundRecording = (id: string) => call('submitSoundRecording', { params: { id } });

export function useSubmitSoundRecording() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitSoundRecording,
    onSettled: () => queryClient.invalidateQueries({ queryKey: soundRecordingKeys.all }),
  });
}
