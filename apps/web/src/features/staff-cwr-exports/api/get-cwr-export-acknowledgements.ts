import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, callPage } from '../../../lib/call';
import { pagedQueryOptions } from '../../../lib/paged-query';
import { cwrExportKeys } from './query-keys';

export type CwrExportAcknowledgementsQuery = { page: number; pageSize?: number };

/** GET /staff/cwr-exports/{id}/acknowledgements: the ACK files imported for an export, newest first. */
export const getCwrExportAcknowledgements = (exportId: string, query: CwrExportAcknowledgementsQuery) =>
  callPage('listCwrExportAcknowledgements', { params: { id: exportId }, query });

export function useCwrExportAcknowledgements(exportId: string, query: CwrExportAcknowledgementsQuery) {
  return useQuery(
    pagedQueryOptions(cwrExportKeys.acknowledgements(exportId), (q: CwrExportAcknowledgementsQuery) => getCwrExportAcknowledgements(exportId, q), query),
  );
}

/** GET /staff/cwr-exports/{id}/acknowledgements/{importId}: one imported ACK file with its report. */
export const getCwrExportAcknowledgement = (exportId: string, importId: string) =>
  call('getCwrExportAcknowledgement', { params: { id: exportId, importId } });

export function useCwrExportAcknowledgement(exportId: string, importId: string) {
  return useQuery(queryOptions({ queryKey: [...cwrExportKeys.acknowledgements(exportId), importId], queryFn: () => getCwrExportAcknowledgement(exportId, importId) }));
}
