/** Cache keys of catalogue imports: a step that moves (a mapping, a run) refreshes the import, its problems and the list. */
export const catalogueImportKeys = {
  all: ['catalogue-imports'] as const,
  lists: () => [...catalogueImportKeys.all, 'list'] as const,
  details: (id: string) => [...catalogueImportKeys.all, 'details', id] as const,
  problems: (id: string) => [...catalogueImportKeys.all, 'problems', id] as const,
};
