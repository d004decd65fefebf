import { MAX_PAGE_SIZE } from '@repertoire/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call';

/** The member's own works and recordings the contact form can link, most recently changed first. */
export type OwnItem = { kind: 'musical_work' | 'sound_recording'; id: string; title: string };

const query = { pageSize: MAX_PAGE_SIZE };

export async function getOwnItems(): Promise<OwnItem[]> {
  const works = await call('listMusicalWorks', { query });
  const recordings = await call('listSoundRecordings', { query });
  return [
    ...works.map((work) => ({ kind: 'musical_work' as const, id: work.id, title: work.title })),
    ...recordings.map((recording) => ({ kind: 'sound_recording' as const, id: recording.id, title: recording.title })),
  ];
}

export function useOwnItems() {
  return useQuery({ queryKey: ['help', 'own-items'], queryFn: getOwnItems });
}
