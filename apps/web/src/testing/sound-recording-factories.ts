import type {
  OwnershipShare,
  Performer,
  SoundRecordingDetails,
  SoundRecordingListItem,
  SoundRecordingLogEntry,
  SoundRecordingRegistryItem,
} from '@repertoire/contract';
import { ownershipTotal } from '@repertoire/contract';
import { createRightsHolderSummary, nextId } from './catalogue-factories';

/** Factories for sound recordings and their logs, as the API answers them. */

export function createPerformer(overrides: Partial<Performer> = {}): Performer {
  return { id: nextId(), name: 'Amara Nwosu', role: 'featured', instrument_or_part: 'Lead vocals', rights_holder: null, ...overrides };
}

export function createOwnershipShare(overrides: Partial<OwnershipShare> = {}): OwnershipShare {
  return { id: nextId(), rights_holder: createRightsHolderSummary({ name: 'Harbour Lights Records', kind: 'organisation' }), share: 100, ...overrides };
}

export function createSoundRecording(overrides: Partial<SoundRecordingDetails> = {}): SoundRecordingDetails {
  const ownership = overrides.ownership ?? [createOwnershipShare()];
  return {
    id: nextId(),
    title: 'Harbour Lights',
    version: 'Radio edit',
    isrc: 'GBABC2400001',
    main_artists: ['Amara Nwosu'],
    featured_artists: [],
    content_type: 'audio',
    duration: 215,
    p_year: 2024,
    p_owner: 'Harbour Lights Records',
    release_title: 'Night Ferry',
    release_date: '2024-03-01',
    record_label: 'Harbour Lights Records',
    upc: '036000291452',
    genre: 'Pop',
    recording_country: 'GB',
    commissioning_country: 'NG',
    musical_work: null,
    status: 'draft',
    rejection_reason: null,
    created_at: '2024-05-01T10:00:00.000Z',
    updated_at: '2024-05-02T10:00:00.000Z',
    submitted_at: null,
    registered_at: null,
    change: null,
    performers: [createPerformer()],
    ownership_total: ownershipTotal(ownership),
    warnings: [],
    ...overrides,
    ownership,
  };
}

export function createSoundRecordingListItem(overrides: Partial<SoundRecordingListItem> = {}): SoundRecordingListItem {
  return {
    id: nextId(),
    title: 'Harbour Lights',
    version: null,
    isrc: 'GBABC2400001',
    main_artists: ['Amara Nwosu'],
    status: 'draft',
    change_in_review: false,
    updated_at: new Date(Date.now() - 3 * 86_400_000).toISOString(),
    ...overrides,
  };
}

export function createSoundRecordingRegistryItem(overrides: Partial<SoundRecordingRegistryItem> = {}): SoundRecordingRegistryItem {
  return {
    id: nextId(),
    title: 'Yesterday Once More',
    version: null,
    isrc: 'USRC17607839',
    main_artists: ['Tunde Bello'],
    featured_artists: [],
    record_label: 'Lagos Sound',
    release_title: 'Evenings',
    release_date: '2022-09-09',
    p_year: 2022,
    p_owner: 'Lagos Sound Ltd',
    registered_at: '2023-11-20T12:00:00.000Z',
    ...overrides,
  };
}

export function createSoundRecordingLogEntry(overrides: Partial<SoundRecordingLogEntry> = {}): SoundRecordingLogEntry {
  return {
    id: nextId(),
    at: new Date(Date.now() - 2 * 3600_000).toISOString(),
    actor_name: 'Amara Nwosu',
    event: 'updated',
    changes: [{ field: 'title', old: 'Harbor Lights', new: 'Harbour Lights' }],
    reason: null,
    recording: { id: nextId(), title: 'Harbour Lights', isrc: 'GBABC2400001', is_deleted: false },
    ...overrides,
  };
}
