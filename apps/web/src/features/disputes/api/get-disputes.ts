import { getDisputeList, type DisputeListParams } from '../../../lib/disputes/get-dispute-list';
import { disputeKeys } from '../../../lib/disputes/query-keys';
import { pagedQueryOptions } from '../../../lib/paged-query';

/** GET /disputes: every dispute the member is party to, with the count of each state. */
export const getDisputes = (query: DisputeListParams) => getDisputeList('listDisputes', query);

export const disputesQueryOptions = (query: DisputeListParams) => pagedQueryOptions(disputeKeys.lists(), getDisputes, query);
