import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { musicalWorkKeys } from '../../../lib/musical-works/query-keys';

/** POST /musical-works/{id}/submit: 422 with a message listing what still blocks registration. */
export const submitMusicalWork = (id: string) => call('submitMusicalWork', { params: { id } });

export function useSubmitMusicalWork() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitMusicalWork,
    onSettled: () => queryClient.invalidateQueries({ queryKey: musicalWorkKeys.all }),
  });
}
