import { useQuery } from '@tanstack/react-query';
import { callPage } from '../../../lib/call';
import { pagedQueryOptions } from '../../../lib/paged-query';
import { distributionKeys } from './query-keys';

export type UsageFileProblemsQuery = { page: number; pageSize?: number };

/** GET /staff/usage-files/{id}/problems: the rows refused and what was assumed of others, by row number. */
export const getUsageFileProblems = (fileId: string, query: UsageFileProblemsQuery) => callPage('listUsageFileProblems', { params: { id: fileId }, query });

export const useUsageFileProblems = (fileId: string, query: UsageFileProblemsQuery) =>
  useQuery(pagedQueryOptions(distributionKeys.problems(fileId), (q: UsageFileProblemsQuery) => getUsageFileProblems(fileId, q), query));
