/** Cache keys of CWR exports: a new export, its writing's end or an ACK read refresh the export and the list. */
export const cwrExportKeys = {
  all: ['staff-cwr-exports'] as const,
  lists: () => [...cwrExportKeys.all, 'list'] as const,
  details: (id: string) => [...cwrExportKeys.all, 'details', id] as const,
  /** Under the export's details: an ACK read refreshes its list too. */
  acknowledgements: (id: string) => [...cwrExportKeys.details(id), 'acknowledgements'] as const,
};
