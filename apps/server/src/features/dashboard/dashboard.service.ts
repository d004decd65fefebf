import {
  DASHBOARD_MONTHS,
  profileFieldsToComplete,
  type DashboardEvent,
  type DashboardItem,
  type DashboardSummary,
} from '@repertoire/contract';
import type { Db } from '../../db/database';
import type { Account } from '../../session/session.service';
import { toProfile } from '../profile';
import { readDashboard, type DashboardRow } from './dashboard.repository';

/** The drivers hand a timestamp inside JSON over as text with microseconds; the API speaks ISO 8601 with milliseconds. */
const isoTime = (value: string) => new Date(value).toISOString();

/** Items of the list of `status`; one with a change in review is registered, the change marked. */
function toItems(rows: DashboardRow['drafts'], status: DashboardItem['status']): DashboardItem[] {
  return rows.map((row) => ({
    kind: row.kind,
    id: row.id,
    title: row.title,
    status: row.change_in_review ? 'registered' : status,
    change_in_review: row.change_in_review,
    updated_at: isoTime(row.updated_at),
  }));
}

function toEvents(rows: DashboardRow['activity']): DashboardEvent[] {
  return rows.map((row) => ({ ...row, at: isoTime(row.at) }));
}

/** "YYYY-MM" of the last DASHBOARD_MONTHS months (UTC), oldest first, the month of `now` last. */
function lastMonths(now: Date): string[] {
  return Array.from({ length: DASHBOARD_MONTHS }, (_, index) =>
    new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (DASHBOARD_MONTHS - 1 - index), 1)).toISOString().slice(0, 7),
  );
}

function registrationsPerMonth(months: readonly string[], counts: DashboardRow['registeredPerMonth']): DashboardSummary['registrations_per_month'] {
  return months.map((month, index) => ({ month, musical_works: counts.musical_work[index] ?? 0, sound_recordings: counts.sound_recording[index] ?? 0 }));
}

/** The profile fields of the member's kind of account that are still empty. */
function missingProfileFields(account: Account): string[] {
  const details = toProfile(account).profile;
  return profileFieldsToComplete[account.registerAs].filter((field) => {
    const value = details[field];
    return value === null || value === '' || (Array.isArray(value) && value.length === 0);
  });
}

/** GET /dashboard/summary: one query on the member's own rows (dashboard.repository.ts). */
export async function dashboardSummary(db: Db, account: Account, sessionId: string, now: Date): Promise<DashboardSummary> {
  const months = lastMonths(now);
  const row = await readDashboard(
    db,
    account.id,
    sessionId,
    months.map((month) => new Date(`${month}-01T00:00:00.000Z`)),
  );
  // The member's row carried their session, so it is there: its absence is a fault, not a 404.
  if (!row) throw new Error('the dashboard found no row for the signed-in member');
  return {
    counts: { musical_works: row.workCounts, sound_recordings: row.recordingCounts },
    drafts: toItems(row.drafts, 'draft'),
    in_review: toItems(row.inReview, 'submitted'),
    last_visit_at: row.lastVisit?.toISOString() ?? null,
    decisions: toEvents(row.decisions),
    open_disputes: row.openDisputes,
    completeness: {
      register_as: account.registerAs,
      missing_profile_fields: missingProfileFields(account),
      has_bank_details: row.hasBankDetails,
    },
    activity: toEvents(row.activity),
    registrations_per_month: registrationsPerMonth(months, row.registeredPerMonth),
  };
}
