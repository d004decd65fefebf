import { type WorkShareUpdate } from '@repertoire/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { rightsHoldersQueryKey } from '../../../lib/rights-holders/search-rights-holders';
import { musicalWorkKeys } from '../../../lib/musical-works/query-keys';

/** PATCH /musical-works/{id}/rights-holders/{shareId}: change the role or a share of one line. */
export const updateWorkShare = ({ workId, shareId, changes }: { workId: string; shareId: string; changes: WorkShareUpdate }) =>
  call('updateWorkShare', { params: { id: workId, shareId }, body: changes });

export function useUpdateWorkShare() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateWorkShare,
    onSuccess: (_share, { workId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: musicalWorkKeys.work(workId) }),
        queryClient.invalidateQueries({ queryKey: rightsHoldersQueryKey }),
      ]),
  });
}
