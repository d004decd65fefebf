import type { UsageFile } from '@repertoire/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, callPage } from '../../../lib/call';
import { pagedQueryOptions } from '../../../lib/paged-query';
import { distributionKeys } from './query-keys';

/** How often a file being imported is asked for, should the notification stream be away. */
export const IMPORTING_POLL_MS = 5_000;

const isImporting = (file: Pick<UsageFile, 'state'>) => file.state === 'importing';

export type UsageFilesQuery = { page: number; pageSize?: number };

/** GET /staff/distributions/{id}/usage-files: the distribution's files, newest first. */
export const getUsageFiles = (distributionId: string, query: UsageFilesQuery) => callPage('listUsageFiles', { params: { id: distributionId }, query });

/** The list is asked for again while a file on it is being imported, so its state and counts move. */
export function useUsageFiles(distributionId: string, query: UsageFilesQuery) {
  return useQuery({
    ...pagedQueryOptions(distributionKeys.files(distributionId), (q: UsageFilesQuery) => getUsageFiles(distributionId, q), query),
    refetchInterval: (current) => (current.state.data?.data.some(isImporting) ? IMPORTING_POLL_MS : false),
  });
}

/** GET /staff/usage-files/{id}: one file, its mapping, state and counts. */
export const getUsageFile = (id: string) => call('getUsageFile', { params: { id } });

/** A file importing whose job is not named yet is asked for until it is (the job's events then take over). */
export function useUsageFile(id: string) {
  return useQuery(
    queryOptions({
      queryKey: distributionKeys.file(id),
      queryFn: () => getUsageFile(id),
      refetchInterval: (query) => (query.state.data && isImporting(query.state.data) && query.state.data.job_id === null ? IMPORTING_POLL_MS : false),
    }),
  );
}
