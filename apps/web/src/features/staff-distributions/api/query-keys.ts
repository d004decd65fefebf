/** Cache keys of distributions: an import's end, a file taken out or the closing refresh the distribution, its preview and its files. */
export const distributionKeys = {
  all: ['staff-distributions'] as const,
  lists: () => [...distributionKeys.all, 'list'] as const,
  details: (id: string) => [...distributionKeys.all, 'details', id] as const,
  /** Under the distribution's details: what moves it moves these too. */
  preview: (id: string) => [...distributionKeys.details(id), 'preview'] as const,
  files: (id: string) => [...distributionKeys.details(id), 'files'] as const,
  file: (fileId: string) => [...distributionKeys.all, 'file', fileId] as const,
  problems: (fileId: string) => [...distributionKeys.file(fileId), 'problems'] as const,
};
