import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { distributionKeys } from './query-keys';

/** POST /staff/distributions/{id}/usage-files: the file as multipart field "file"; answers its columns and a suggested mapping. */
export function uploadUsageFile({ distributionId, file }: { distributionId: string; file: File }) {
  const body = new FormData();
  body.append('file', file);
  return call('uploadUsageFile', { params: { id: distributionId }, body });
}

export function useUploadUsageFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadUsageFile,
    onSuccess: (uploaded) => {
      queryClient.setQueryData(distributionKeys.file(uploaded.id), uploaded);
      void queryClient.invalidateQueries({ queryKey: distributionKeys.files(uploaded.distribution_id) });
    },
  });
}
