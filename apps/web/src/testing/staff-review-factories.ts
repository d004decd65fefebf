import type { MusicalWorkDetails, RegistrationReview, ReviewQueueItem, SoundRecordingDetails } from '@repertoire/contract';
import { createMusicalWork, nextId } from './catalogue-factories';
import { createSoundRecording } from './sound-recording-factories';

/** The staff review desk's answers, as the API gives them. */

export function createReviewQueueItem(overrides: Partial<ReviewQueueItem> = {}): ReviewQueueItem {
  return {
    kind: 'musical-works',
    id: nextId(),
    title: 'Harbour Lights',
    identifier: 'T0345246801',
    member: { id: nextId(), name: 'Amara Nwosu' },
    submitted_at: '2024-05-03T09:30:00.000Z',
    is_change: false,
    ...overrides,
  };
}

type ReviewContext = Omit<RegistrationReview, 'kind' | 'item'>;

const context = (label: 'ISWC' | 'ISRC', value: string | null, overrides: Partial<ReviewContext>): ReviewContext => ({
  member: { id: nextId(), name: 'Amara Nwosu', email: 'amara.nwosu@example.com' },
  submitted_at: '2024-05-03T09:30:00.000Z',
  is_change: false,
  imported_from: null,
  changes: [],
  identifier_check: { label, value, is_valid: true, registered_elsewhere: null },
  duplicates: [],
  ...overrides,
});

export function createWorkReview(item: Partial<MusicalWorkDetails> = {}, overrides: Partial<ReviewContext> = {}): RegistrationReview {
  const work = createMusicalWork({ status: 'submitted', submitted_at: '2024-05-03T09:30:00.000Z', ...item });
  return { kind: 'musical-works', item: work, ...context('ISWC', work.iswc, overrides) };
}

export function createRecordingReview(item: Partial<SoundRecordingDetails> = {}, overrides: Partial<ReviewContext> = {}): RegistrationReview {
  const recording = createSoundRecording({ status: 'submitted', submitted_at: '2024-05-03T09:30:00.000Z', ...item });
  return { kind: 'sound-recordings', item: recording, ...context('ISRC', recording.isrc, overrides) };
}
