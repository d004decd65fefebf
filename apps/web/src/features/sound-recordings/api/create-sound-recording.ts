import { type SoundRecordingCreateData } from '@repertoire/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { storeSavedRegistration } from '../../../lib/saved-registration';
import { musicalWorkKeys } from '../../../lib/musical-works/query-keys';
import { soundRecordingKeys } from './query-keys';

/** POST /sound-recordings: a draft needs only its title. */
export const createSoundRecording = (recording: SoundRecordingCreateData) => call('createSoundRecording', { body: recording });

export function useCreateSoundRecording() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSoundRecording,
    // The linked work lists its recordings.
    onSuccess: (recording) => storeSavedRegistration(queryClient, soundRecordingKeys.details(recording.id), recording, [soundRecordingKeys.all, musicalWorkKeys.all]),
  });
}
