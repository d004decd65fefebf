import type { CwrExport } from '@repertoire/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { isUnderWay, UNDER_WAY_POLL_MS } from '../utils/under-way';
import { cwrExportKeys } from './query-keys';

/** An export being written whose job is not named: asked for until it is (the job's events then take over). */
const isStarting = (cwrExport: CwrExport | undefined) => cwrExport !== undefined && isUnderWay(cwrExport) && cwrExport.job_id === null;

/** GET /staff/cwr-exports/{id}: one export, its state, file name and acknowledgement counts. */
export const getCwrExport = (id: string) => call('getCwrExport', { params: { id } });

export function useCwrExport(id: string) {
  return useQuery(
    queryOptions({
      queryKey: cwrExportKeys.details(id),
      queryFn: () => getCwrExport(id),
      refetchInterval: (query) => (isStarting(query.state.data) ? UNDER_WAY_POLL_MS : false),
    }),
  );
}
