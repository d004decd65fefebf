/** Cache keys of CWR exports: a new export, its writing's end or an ACK read refresh the export and the list. */
export const cwrExportKeys = {
  all: ['staff-cwr-exports'] as const,
  lists: () => [...cwrExportKeys.all, 'list'] as const,
  details: (id: string) => [...cwrExportKeys.all, 'details', id] as const,
};
