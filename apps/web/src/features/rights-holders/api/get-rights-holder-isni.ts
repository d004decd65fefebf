import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call';

/** A fixed call (docs/architecture.md#the-five-fixed-calls): GET /user/rightsholder_isni/{id}, a rights holder's ISNI (null or zeros while pending). */
export const getRightsHolderIsni = (id: string) => call('getRightsHolderIsni', { params: { id } });

export const rightsHolderIsniQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['rightsHolderIsni', id], queryFn: () => getRightsHolderIsni(id) });

export function useRightsHolderIsni(id: string) {
  return useQuery(rightsHolderIsniQueryOptions(id));
}
