import { z } from 'zod';
import { envelope } from './envelope';
import { registerAs, registrationStatus } from './enums';
import { registrationKindValues } from './registration';
import { registrationStatusCounts } from './staff-members';

/** GET /dashboard/summary: what a member sees first on /dashboard, in one answer. */

/** How many drafts, items in review, decisions and history entries the dashboard lists (newest first). */
export const DASHBOARD_ITEMS_LIMIT = 5;
export const DASHBOARD_ACTIVITY_LIMIT = 10;
/** How many months (this one included) the chart of registrations covers. */
export const DASHBOARD_MONTHS = 12;

/** One of the member's works or recordings, as the dashboard lists it (to open its details). */
export const dashboardItem = z.object({
  kind: z.enum(registrationKindValues),
  id: z.uuid(),
  title: z.string(),
  status: registrationStatus,
  /** A registered item whose change waits for review: it stays registered, the change marked. */
  change_in_review: z.boolean(),
  updated_at: z.iso.datetime(),
});
export type DashboardItem = z.infer<typeof dashboardItem>;

/** One event of the member's works and recordings (registration_events). */
export const dashboardEvent = z.object({
  id: z.uuid(),
  kind: z.enum(registrationKindValues),
  event: z.string(),
  at: z.iso.datetime(),
  actor_name: z.string(),
  item_id: z.uuid(),
  item_title: z.string(),
  /** The item has been deleted since: nothing to link to. */
  item_deleted: z.boolean(),
  /** The rejection reason; null for other events. */
  reason: z.string().nullable(),
});
export type DashboardEvent = z.infer<typeof dashboardEvent>;

export { profileFieldsToComplete, profileFieldLabels, type ProfileFieldToComplete } from './profile-field-labels';

export const dashboardSummary = z.object({
  counts: z.object({ musical_works: registrationStatusCounts, sound_recordings: registrationStatusCounts }),
  /** The latest drafts, works and recordings together, newest change first. */
  drafts: z.array(dashboardItem),
  /** The latest items that wait for staff (in review, or registered with a change in review), newest change first. */
  in_review: z.array(dashboardItem),
  /** The start of the member's previous session; null on their first. */
  last_visit_at: z.iso.datetime().nullable(),
  /** Decisions (registered, rejected) on the member's items since the last visit, newest first. */
  decisions: z.array(dashboardEvent),
  /** Open disputes over the member's works: always 0 until disputes exist. */
  open_disputes: z.number().int().min(0),
  completeness: z.object({
    register_as: registerAs,
    missing_profile_fields: z.array(z.string()),
    has_bank_details: z.boolean(),
  }),
  /** The latest events of the member's works and recordings, newest first. */
  activity: z.array(dashboardEvent),
  /** Works and recordings registered per month (UTC), oldest month first, this month last. */
  registrations_per_month: z.array(z.object({ month: z.string().regex(/^\d{4}-\d{2}$/), musical_works: z.number().int().min(0), sound_recordings: z.number().int().min(0) })),
});
export type DashboardSummary = z.infer<typeof dashboardSummary>;
export const dashboardSummaryResponse = envelope(dashboardSummary);
