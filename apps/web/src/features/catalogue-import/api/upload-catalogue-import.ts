import type { CatalogueKind } from '@repertoire/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { catalogueImportKeys } from './query-keys';

/** POST /catalogue/imports?kind=: the file as multipart field "file"; answers its columns and a suggested mapping. */
export function uploadCatalogueImport({ kind, file }: { kind: CatalogueKind; file: File }) {
  const body = new FormData();
  body.append('file', file);
  return call('uploadCatalogueImport', { query: { kind }, body });
}

export function useUploadCatalogueImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadCatalogueImport,
    onSuccess: (upload) => {
      queryClient.setQueryData(catalogueImportKeys.details(upload.id), upload);
      void queryClient.invalidateQueries({ queryKey: catalogueImportKeys.lists() });
    },
  });
}
