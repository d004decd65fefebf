import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { cwrExportKeys } from './query-keys';

/** POST /staff/cwr-exports/{id}/acknowledgements: the society's ACK file as multipart field "file", read at once into a report. */
export function uploadCwrExportAcknowledgement({ exportId, file }: { exportId: string; file: File }) {
  const body = new FormData();
  body.append('file', file);
  return call('uploadCwrExportAcknowledgement', { params: { id: exportId }, body });
}

export function useUploadCwrExportAcknowledgement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadCwrExportAcknowledgement,
    onSuccess: (_imported, { exportId }) => {
      // The acknowledged counts moved, and the works took statuses and ISWCs: read again where next shown.
      void queryClient.invalidateQueries({ queryKey: cwrExportKeys.details(exportId) });
      void queryClient.invalidateQueries({ queryKey: cwrExportKeys.lists() });
      void queryClient.invalidateQueries({ refetchType: 'none' });
    },
  });
}
