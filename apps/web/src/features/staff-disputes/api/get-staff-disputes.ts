import { getDisputeList, type DisputeListParams } from '../../../lib/disputes/get-dispute-list';
import { disputeKeys } from '../../../lib/disputes/query-keys';
import { pagedQueryOptions } from '../../../lib/paged-query';

/** GET /staff/disputes: every dispute, nearest evidence deadline first, with the count of each state. */
export const getStaffDisputes = (query: DisputeListParams) => getDisputeList('listStaffDisputes', query);

export const staffDisputesQueryOptions = (query: DisputeListParams) => pagedQueryOptions(disputeKeys.staffLists(), getStaffDisputes, query);
