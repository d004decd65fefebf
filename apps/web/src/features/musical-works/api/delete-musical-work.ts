import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { musicalWorkKeys } from '../../../lib/musical-works/query-keys';

/** DELETE /musical-works/{id}: drafts (and rejected works) only; registered works are never deleted. */
export const deleteMusicalWork = (id: string) => call('deleteMusicalWork', { params: { id } });

export function useDeleteMusicalWork() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMusicalWork,
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: musicalWorkKeys.work(id) });
      return queryClient.invalidateQueries({ queryKey: musicalWorkKeys.lists() });
    },
  });
}
