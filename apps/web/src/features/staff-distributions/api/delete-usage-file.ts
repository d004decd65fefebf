import type { UsageFile } from '@repertoire/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callWithMessage } from '../../../lib/call';
import { distributionKeys } from './query-keys';

/** DELETE /staff/usage-files/{id}: the file and its lines taken out of an open distribution; the rest is split again. */
export const deleteUsageFile = (file: Pick<UsageFile, 'id' | 'distribution_id'>) => callWithMessage('deleteUsageFile', { params: { id: file.id } });

export function useDeleteUsageFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUsageFile,
    onSuccess: (_answer, file) => {
      queryClient.removeQueries({ queryKey: distributionKeys.file(file.id) });
      // The distribution's lines, balances, preview and files all move.
      void queryClient.invalidateQueries({ queryKey: distributionKeys.details(file.distribution_id) });
      void queryClient.invalidateQueries({ queryKey: distributionKeys.lists() });
    },
  });
}
