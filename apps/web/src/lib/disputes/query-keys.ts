/**
 * Cache keys of disputes. Members and staff read the same dispute (GET /disputes/{id}), so
 * everything about disputes starts with `disputes`: an action on one refreshes its page and
 * every list it appears in.
 */
export const disputeKeys = {
  all: ['disputes'] as const,
  lists: () => [...disputeKeys.all, 'list'] as const,
  staffLists: () => [...disputeKeys.all, 'staff-list'] as const,
  ofWork: (workId: string) => [...disputeKeys.all, 'work', workId] as const,
  details: (id: string) => [...disputeKeys.all, 'details', id] as const,
};
