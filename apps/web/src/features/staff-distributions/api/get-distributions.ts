import { useQuery } from '@tanstack/react-query';
import { callPage } from '../../../lib/call';
import { pagedQueryOptions } from '../../../lib/paged-query';
import { distributionKeys } from './query-keys';

export type DistributionsQuery = { page: number; pageSize?: number };

/** GET /staff/distributions: the distributions, newest period first, with where their money went per currency. */
export const getDistributions = (query: DistributionsQuery) => callPage('listDistributions', { query });

export const useDistributions = (query: DistributionsQuery) => useQuery(pagedQueryOptions(distributionKeys.lists(), getDistributions, query));
