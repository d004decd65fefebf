import { type ReviewKind } from '@repertoire/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { staffReviewKeys } from './query-keys';

/** GET /staff/registrations/{kind}/{id}: what the member entered, the identifier check and possible duplicates. */
export const getRegistrationReview = (kind: ReviewKind, id: string) => call('getRegistrationReview', { params: { kind, id } });

export const registrationReviewQueryOptions = (kind: ReviewKind, id: string) =>
  queryOptions({ queryKey: staffReviewKeys.registration(kind, id), queryFn: () => getRegistrationReview(kind, id) });

export function useRegistrationReview(kind: ReviewKind, id: string) {
  return useQuery(registrationReviewQueryOptions(kind, id));
}
