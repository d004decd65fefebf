import { type WorkShareLine } from '@repertoire/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { rightsHoldersQueryKey } from '../../../lib/rights-holders/search-rights-holders';
import { musicalWorkKeys } from '../../../lib/musical-works/query-keys';

/** POST /musical-works/{id}/rights-holders: one rights holder with a role and both shares; refused when a right would pass 100%. */
export const addWorkShare = ({ workId, line }: { workId: string; line: WorkShareLine }) =>
  call('addWorkShare', { params: { id: workId }, body: line });

export function useAddWorkShare() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addWorkShare,
    onSuccess: (_share, { workId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: musicalWorkKeys.work(workId) }),
        queryClient.invalidateQueries({ queryKey: musicalWorkKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: rightsHoldersQueryKey }),
      ]),
  });
}
