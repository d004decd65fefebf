import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { musicalWorkKeys } from '../../../lib/musical-works/query-keys';
import { soundRecordingKeys } from './query-keys';

/** DELETE /sound-recordings/{id}: drafts (and rejected recordings) only; registered recordings are never deleted. */
export const deleteSoundRecording = (id: string) => call('deleteSoundRecording', { params: { id } });

export function useDeleteSoundRecording() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSoundRecording,
    onSuccess: async (_data, id) => {
      queryClient.removeQueries({ queryKey: soundRecordingKeys.details(id) });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: soundRecordingKeys.all }),
        queryClient.invalidateQueries({ queryKey: musicalWorkKeys.all }),
      ]);
    },
  });
}
