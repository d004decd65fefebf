import { disputeListMeta, type DisputeListItem, type DisputeState } from '@repertoire/contract';
import type { z } from 'zod';
import { callPage } from '../call';

export type DisputeListParams = { page: number; state?: DisputeState | undefined; q?: string | undefined };
export type DisputeListMeta = z.infer<typeof disputeListMeta>;
export type DisputeListPage = { data: DisputeListItem[]; meta: DisputeListMeta };

/**
 * A page of disputes from GET /disputes (the member's) or GET /staff/disputes (all): the same
 * query and answer, the meta counting the disputes in each state under the search.
 */
export async function getDisputeList(
  endpoint: 'listDisputes' | 'listStaffDisputes',
  query: DisputeListParams,
): Promise<DisputeListPage> {
  const page = await callPage(endpoint, { query });
  return { data: page.data, meta: disputeListMeta.parse(page.meta) };
}
