import { type SoundRecordingUpdateData } from '@repertoire/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { storeSavedRegistration } from '../../../lib/saved-registration';
import { musicalWorkKeys } from '../../../lib/musical-works/query-keys';
import { soundRecordingKeys } from './query-keys';

/** PATCH /sound-recordings/{id}: the fields sent change; `performers` and `ownership`, when sent, replace the whole list. */
export const updateSoundRecording = ({ id, changes }: { id: string; changes: SoundRecordingUpdateData }) =>
  call('updateSoundRecording', { params: { id }, body: changes });

export function useUpdateSoundRecording() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSoundRecording,
    // The linked work lists its recordings.
    onSuccess: (recording) => storeSavedRegistration(queryClient, soundRecordingKeys.details(recording.id), recording, [soundRecordingKeys.all, musicalWorkKeys.all]),
  });
}
