import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { distributionKeys } from './query-keys';

/** GET /staff/distributions/{id}: one distribution, its state, lines and balances per currency. */
export const getDistribution = (id: string) => call('getDistribution', { params: { id } });

export const useDistribution = (id: string) => useQuery(queryOptions({ queryKey: distributionKeys.details(id), queryFn: () => getDistribution(id) }));

/** GET /staff/distributions/{id}/preview: totals per source, territory and right, lines by how they stand, top earners. */
export const getDistributionPreview = (id: string) => call('previewDistribution', { params: { id } });

export const useDistributionPreview = (id: string) =>
  useQuery(queryOptions({ queryKey: distributionKeys.preview(id), queryFn: () => getDistributionPreview(id) }));
