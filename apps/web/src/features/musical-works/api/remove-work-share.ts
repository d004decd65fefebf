import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { rightsHoldersQueryKey } from '../../../lib/rights-holders/search-rights-holders';
import { musicalWorkKeys } from '../../../lib/musical-works/query-keys';

/** DELETE /musical-works/{id}/rights-holders/{shareId}: take a rights holder off the work. */
export const removeWorkShare = ({ workId, shareId }: { workId: string; shareId: string }) =>
  call('removeWorkShare', { params: { id: workId, shareId } });

export function useRemoveWorkShare() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeWorkShare,
    onSuccess: (_data, { workId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: musicalWorkKeys.work(workId) }),
        queryClient.invalidateQueries({ queryKey: musicalWorkKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: rightsHoldersQueryKey }),
      ]),
  });
}
