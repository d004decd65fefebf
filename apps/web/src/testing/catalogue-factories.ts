import type {
  MusicalWorkDetails,
  MusicalWorkHistoryEntry,
  MusicalWorkListItem,
  MusicalWorkRegistryItem,
  MusicalWorkRegistryParty,
  PageMeta,
  RightsHolder,
  RightsHolderDetails,
  RightsHolderSummary,
  WorkShare,
} from '@repertoire/contract';
import { rightsHolderSummary, unclaimedShares, workShareTotals } from '@repertoire/contract';

/** Factories for works, rights holders and their shares, as the API answers them. */

let sequence = 0;
/** A fresh, valid UUID (version 4 layout) that reads as a counter in failures. */
export function nextId(): string {
  sequence += 1;
  return `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`;
}

export const listMeta = (total: number, page = 1, pageSize = 20): PageMeta => ({
  page,
  pageSize,
  total,
  totalPages: Math.ceil(total / pageSize),
});

export function createRightsHolder(overrides: Partial<RightsHolder> = {}): RightsHolder {
  return {
    id: nextId(),
    name: 'Amara Nwosu',
    kind: 'person',
    isni: null,
    ipi_name_number: '00014107338',
    ipi_base_number: null,
    roles: ['songwriter'],
    nationality: 'NG',
    is_member: true,
    is_self: false,
    created_at: '2024-01-10T09:00:00.000Z',
    ...overrides,
  };
}

/** A rights holder as shares, performers and owners name it (the contract's rightsHolderSummary). */
export function createRightsHolderSummary(overrides: Partial<RightsHolder> = {}): RightsHolderSummary {
  return rightsHolderSummary.parse(createRightsHolder(overrides));
}

export function createRightsHolderDetails(overrides: Partial<RightsHolderDetails> = {}): RightsHolderDetails {
  return { ...createRightsHolder(), works: [], ...overrides };
}

export function createWorkShare(overrides: Partial<WorkShare> = {}): WorkShare {
  return {
    id: nextId(),
    rights_holder: createRightsHolderSummary(),
    role: 'composer_author',
    performance_share: 100,
    mechanical_share: 100,
    controlled: true,
    ...overrides,
  };
}

export function createMusicalWork(overrides: Partial<MusicalWorkDetails> = {}): MusicalWorkDetails {
  const shares = overrides.shares ?? [createWorkShare()];
  return {
    id: nextId(),
    title: 'Harbour Lights',
    alternative_titles: [],
    iswc: 'T0345246801',
    language: 'en',
    genre: 'Pop',
    duration: 225,
    creation_year: 2021,
    version_type: 'original',
    original_title: null,
    is_instrumental: false,
    work_code: null,
    status: 'draft',
    rejection_reason: null,
    created_at: '2024-05-01T10:00:00.000Z',
    updated_at: '2024-05-02T10:00:00.000Z',
    submitted_at: null,
    registered_at: null,
    change: null,
    totals: workShareTotals(shares),
    unclaimed: unclaimedShares(shares),
    warnings: [],
    recordings: [],
    in_dispute: false,
    society_acknowledgements: [],
    ...overrides,
    shares,
  };
}

export function createMusicalWorkListItem(overrides: Partial<MusicalWorkListItem> = {}): MusicalWorkListItem {
  return {
    id: nextId(),
    title: 'Harbour Lights',
    iswc: 'T0345246801',
    writers: ['Amara Nwosu'],
    status: 'draft',
    change_in_review: false,
    in_dispute: false,
    updated_at: new Date(Date.now() - 3 * 86_400_000).toISOString(),
    ...overrides,
  };
}

export function createRegistryParty(overrides: Partial<MusicalWorkRegistryParty> = {}): MusicalWorkRegistryParty {
  return {
    rights_holder_id: nextId(),
    name: 'Tunde Bello',
    role: 'composer_author',
    ipi_name_number: '00014107338',
    performance_share: 100,
    mechanical_share: 100,
    controlled: true,
    ...overrides,
  };
}

/** A registered work as the registry answers it; totals and the unclaimed part follow its parties. */
export function createRegistryItem(overrides: Partial<MusicalWorkRegistryItem> = {}): MusicalWorkRegistryItem {
  const parties = overrides.parties ?? [createRegistryParty()];
  return {
    id: nextId(),
    title: 'Yesterday Once More',
    alternative_titles: [],
    iswc: 'T0345246801',
    totals: workShareTotals(parties),
    unclaimed: unclaimedShares(parties),
    claims_waiting: { performance: 0, mechanical: 0 },
    registered_at: '2023-11-20T12:00:00.000Z',
    in_dispute: false,
    ...overrides,
    parties,
  };
}

export function createHistoryEntry(overrides: Partial<MusicalWorkHistoryEntry> = {}): MusicalWorkHistoryEntry {
  return {
    id: nextId(),
    at: new Date(Date.now() - 3600_000).toISOString(),
    actor_name: 'Amara Nwosu',
    event: 'updated',
    changes: [{ field: 'title', old: 'Harbor Lights', new: 'Harbour Lights' }],
    reason: null,
    ...overrides,
  };
}
