/**
 * Cache keys of the musical-works feature. Everything about works starts with
 * `musical-works`, so a change to one work refreshes its details, history and the lists.
 */
export const musicalWorkKeys = {
  all: ['musical-works'] as const,
  lists: () => [...musicalWorkKeys.all, 'list'] as const,
  registry: () => [...musicalWorkKeys.all, 'registry'] as const,
  work: (id: string) => [...musicalWorkKeys.all, 'work', id] as const,
  details: (id: string) => [...musicalWorkKeys.work(id), 'details'] as const,
  history: (id: string) => [...musicalWorkKeys.work(id), 'history'] as const,
};
