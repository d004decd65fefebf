import { defineEndpoint } from '../endpoint';
import { dashboardSummaryResponse } from '../dashboard';

export const dashboardEndpoints = {
  getDashboardSummary: defineEndpoint({
    method: 'GET',
    path: '/dashboard/summary',
    summary:
      "The member's dashboard: counts by status, drafts, items in review, decisions since the last visit, completeness, activity and registrations per month",
    tags: ['dashboard'],
    access: 'account',
    memberPart: 'read',
    kind: 'json',
    answer: dashboardSummaryResponse,
  }),
};
