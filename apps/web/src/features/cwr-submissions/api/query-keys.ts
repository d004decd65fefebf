/** Cache keys of CWR submissions: the end of a reading refreshes the submission, its transactions and the list. */
export const cwrSubmissionKeys = {
  all: ['cwr-submissions'] as const,
  lists: () => [...cwrSubmissionKeys.all, 'list'] as const,
  details: (id: string) => [...cwrSubmissionKeys.all, 'details', id] as const,
  transactions: (id: string) => [...cwrSubmissionKeys.all, 'transactions', id] as const,
};
