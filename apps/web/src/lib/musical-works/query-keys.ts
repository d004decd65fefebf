/**
 * Cache keys of musical works. Everything about works starts with `musical-works`, so a change
 * to one work refreshes its details, history and the lists. Shared (with the own list and the
 * registry search) because recordings pick the work they record from the same lists, and a
 * recording linked to a work changes that work's page.
 */
export const musicalWorkKeys = {
  all: ['musical-works'] as const,
  lists: () => [...musicalWorkKeys.all, 'list'] as const,
  registry: () => [...musicalWorkKeys.all, 'registry'] as const,
  work: (id: string) => [...musicalWorkKeys.all, 'work', id] as const,
  details: (id: string) => [...musicalWorkKeys.work(id), 'details'] as const,
  history: (id: string) => [...musicalWorkKeys.work(id), 'history'] as const,
};
