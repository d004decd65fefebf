import type {
  DisputeAbilities,
  DisputeDetails,
  DisputeEvent,
  DisputeEvidence,
  DisputeListItem,
  DisputeParty,
  DisputeStateCounts,
  WorkClaim,
  WorkShare,
} from '@repertoire/contract';
import { workShareTotals } from '@repertoire/contract';
import { ok } from './api-stub';
import { createRightsHolderSummary, createWorkShare, listMeta, nextId } from './catalogue-factories';

/** Claims and disputes as the API answers them (docs/decisions/0005). */

export const harbourLights = { id: '00000000-0000-4000-8000-00000000d001', title: 'Harbour Lights', iswc: 'T0345246801' };

/** A day from today, as the API writes it: deadlines count days from now. */
export const daysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

export const noAbilities: DisputeAbilities = { message: false, add_evidence: false, revise: false, accept: false, withdraw: false, take: false, decide: false };

export function createDisputeParty(overrides: Partial<DisputeParty> = {}): DisputeParty {
  const shares = overrides.shares ?? [createWorkShare()];
  const totals = workShareTotals(shares);
  return {
    id: nextId(),
    name: 'Tunde Bello',
    role: 'registrant',
    is_you: false,
    totals,
    over_limit: totals.performance > 100 || totals.mechanical > 100,
    updated_at: '2024-06-01T10:00:00.000Z',
    ...overrides,
    shares,
  };
}

export function createDisputeEvent(overrides: Partial<DisputeEvent> = {}): DisputeEvent {
  return {
    id: nextId(),
    kind: 'opened',
    actor: { name: 'Amara Nwosu', is_staff: false },
    body: null,
    evidence_id: null,
    created_at: '2024-06-01T10:00:00.000Z',
    ...overrides,
  };
}

export function createDisputeEvidence(overrides: Partial<DisputeEvidence> = {}): DisputeEvidence {
  return {
    id: nextId(),
    file_name: 'publishing-agreement.pdf',
    content_type: 'application/pdf',
    size: 245_760,
    uploaded_by: 'Amara Nwosu',
    created_at: '2024-06-02T10:00:00.000Z',
    ...overrides,
  };
}

/**
 * A dispute over Harbour Lights: the registrant (Tunde Bello, 100%) and the member asking ("You",
 * Amara Nwosu) who claims half on top of it, an overclaim of 150% in their column.
 */
export function createDispute(overrides: Partial<DisputeDetails> = {}): DisputeDetails {
  const tunde = createRightsHolderSummary({ name: 'Tunde Bello' });
  const amara = createRightsHolderSummary({ name: 'Amara Nwosu', is_self: true });
  const registered: WorkShare[] = overrides.registered_shares ?? [createWorkShare({ rights_holder: tunde })];
  return {
    id: nextId(),
    work: harbourLights,
    reason: 'overclaim',
    description: 'I co-wrote the lyrics in 2021 and hold half of both rights.',
    state: 'open',
    raised_by: { name: 'Amara Nwosu' },
    evidence_deadline: daysFromNow(40),
    registered_totals: workShareTotals(registered),
    parties: [
      createDisputeParty({ name: 'Tunde Bello', role: 'registrant', shares: registered }),
      createDisputeParty({
        name: 'Amara Nwosu',
        role: 'claimant',
        is_you: true,
        shares: [...registered, createWorkShare({ rights_holder: amara, role: 'author', performance_share: 50, mechanical_share: 50 })],
      }),
    ],
    events: [createDisputeEvent()],
    evidence: [],
    reviewer: null,
    closing_reason: null,
    closed_at: null,
    can: { ...noAbilities, message: true, add_evidence: true, revise: true, accept: true, withdraw: false },
    created_at: '2024-06-01T10:00:00.000Z',
    last_activity_at: '2024-06-03T10:00:00.000Z',
    ...overrides,
    registered_shares: registered,
  };
}

export function createDisputeListItem(overrides: Partial<DisputeListItem> = {}): DisputeListItem {
  return {
    id: nextId(),
    work: harbourLights,
    reason: 'overclaim',
    state: 'open',
    evidence_deadline: daysFromNow(40),
    last_activity_at: '2024-06-03T10:00:00.000Z',
    party_count: 2,
    ...overrides,
  };
}

export const noDisputeCounts: DisputeStateCounts = { open: 0, under_review: 0, resolved: 0, withdrawn: 0, rejected: 0 };

/** A page of GET /disputes or GET /staff/disputes. */
export const disputePage = (items: DisputeListItem[], counts: Partial<DisputeStateCounts> = {}, total = items.length, page = 1) =>
  ok(items, { ...listMeta(total, page), counts: { ...noDisputeCounts, ...counts } });

export function createWorkClaim(overrides: Partial<WorkClaim> = {}): WorkClaim {
  return {
    id: nextId(),
    work: harbourLights,
    claimant: { id: nextId(), name: 'Amara Nwosu' },
    rights_holder: createRightsHolderSummary({ name: 'Amara Nwosu' }),
    role: 'author',
    performance_share: 0,
    mechanical_share: 10,
    status: 'pending',
    confirm_by: '2024-07-01T10:00:00.000Z',
    dispute_id: null,
    created_at: '2024-06-01T10:00:00.000Z',
    ...overrides,
  };
}
