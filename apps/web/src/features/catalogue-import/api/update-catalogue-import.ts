import type { CatalogueImport, CatalogueImportMapping, CatalogueImportRun } from '@repertoire/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { catalogueImportKeys } from './query-keys';

/** PUT /catalogue/imports/{id}/mapping: the key each file column fills (null: left out); checking the rows starts. */
export const mapCatalogueImport = ({ id, ...body }: CatalogueImportMapping & { id: string }) => call('mapCatalogueImport', { params: { id }, body });

/** POST /catalogue/imports/{id}/run: import the ready rows as drafts, or import and submit them for review. */
export const runCatalogueImport = ({ id, ...body }: CatalogueImportRun & { id: string }) => call('runCatalogueImport', { params: { id }, body });

/** Both start a step (a job): the import as answered shows it at once, and its problems and the list are asked for again. */
function useImportStep<Input>(mutationFn: (input: Input) => Promise<CatalogueImport>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (changed) => {
      queryClient.setQueryData(catalogueImportKeys.details(changed.id), changed);
      void queryClient.invalidateQueries({ queryKey: catalogueImportKeys.problems(changed.id) });
      void queryClient.invalidateQueries({ queryKey: catalogueImportKeys.lists() });
    },
  });
}

export const useMapCatalogueImport = () => useImportStep(mapCatalogueImport);
export const useRunCatalogueImport = () => useImportStep(runCatalogueImport);
