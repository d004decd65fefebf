import type { DashboardSummary } from '@repertoire/contract';

/** A kind of registration with nothing in any status. */
export const none = { draft: 0, submitted: 0, registered: 0, rejected: 0 };

/** Twelve months of registrations, all at 0 but the last. */
export function months(last: { musical_works: number; sound_recordings: number } = { musical_works: 0, sound_recordings: 0 }) {
  return Array.from({ length: 12 }, (_, index) => ({
    month: `2026-${String(index + 1).padStart(2, '0')}`,
    ...(index === 11 ? last : { musical_works: 0, sound_recordings: 0 }),
  }));
}

/** A dashboard summary (GET /dashboard/summary): a member with nothing registered, unless told otherwise. */
export function createDashboardSummary(overrides: Partial<DashboardSummary> = {}): DashboardSummary {
  return {
    counts: { musical_works: none, sound_recordings: none },
    drafts: [],
    in_review: [],
    last_visit_at: null,
    decisions: [],
    open_disputes: 0,
    completeness: { register_as: 'individual', missing_profile_fields: [], has_bank_details: true },
    activity: [],
    registrations_per_month: months(),
    ...overrides,
  };
}
