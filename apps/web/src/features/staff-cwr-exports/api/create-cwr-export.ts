import type { CwrExportCreate } from '@repertoire/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { cwrExportKeys } from './query-keys';

/** POST /staff/cwr-exports: the export is numbered and a job starts writing it. */
export const createCwrExport = (body: CwrExportCreate) => call('createCwrExport', { body });

export function useCreateCwrExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCwrExport,
    onSuccess: (created) => {
      queryClient.setQueryData(cwrExportKeys.details(created.id), created);
      void queryClient.invalidateQueries({ queryKey: cwrExportKeys.lists() });
    },
  });
}
