/**
 * Cache keys of the sound-recordings feature. Everything starts with `sound-recordings`, so a
 * change to one recording refreshes its details, the lists and the logs (its history).
 */
export const soundRecordingKeys = {
  all: ['sound-recordings'] as const,
  lists: () => [...soundRecordingKeys.all, 'list'] as const,
  registry: () => [...soundRecordingKeys.all, 'registry'] as const,
  logs: () => [...soundRecordingKeys.all, 'logs'] as const,
  details: (id: string) => [...soundRecordingKeys.all, 'details', id] as const,
};
