import type { UsageFileMapping } from '@repertoire/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { distributionKeys } from './query-keys';

/** PUT /staff/usage-files/{id}/mapping: the mapping kept and the import started (a job). */
export const mapUsageFile = ({ id, mapping }: { id: string } & UsageFileMapping) => call('mapUsageFile', { params: { id }, body: { mapping } });

export function useMapUsageFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: mapUsageFile,
    onSuccess: (mapped) => {
      queryClient.setQueryData(distributionKeys.file(mapped.id), mapped);
      void queryClient.invalidateQueries({ queryKey: distributionKeys.files(mapped.distribution_id) });
    },
  });
}
