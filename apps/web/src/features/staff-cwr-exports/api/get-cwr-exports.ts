import { useQuery } from '@tanstack/react-query';
import { callPage } from '../../../lib/call';
import { pagedQueryOptions } from '../../../lib/paged-query';
import { isUnderWay, UNDER_WAY_POLL_MS } from '../utils/under-way';
import { cwrExportKeys } from './query-keys';

export type CwrExportsQuery = { page: number; pageSize?: number };

/** GET /staff/cwr-exports: the CWR files sent to societies, newest first, with their acknowledgement counts. */
export const getCwrExports = (query: CwrExportsQuery) => callPage('listCwrExports', { query });

/** The list is asked for again while an export on it is being written, so its state moves. */
export function useCwrExports(query: CwrExportsQuery) {
  return useQuery({
    ...pagedQueryOptions(cwrExportKeys.lists(), getCwrExports, query),
    refetchInterval: (current) => (current.state.data?.data.some(isUnderWay) ? UNDER_WAY_POLL_MS : false),
  });
}
