import {
  DASHBOARD_ACTIVITY_LIMIT,
  DASHBOARD_ITEMS_LIMIT,
  DASHBOARD_MONTHS,
  profileFieldsToComplete,
  registrationKindValues,
  type DashboardEvent,
  type DashboardItem,
  type DashboardSummary,
  type RegistrationStatus,
} from '@repertoire/contract';
import type { Db } from '../../db/database';
import type { Account } from '../../session/session.service';
import { findOwnerEvents, type EventFilters, type OwnerEventRow } from '../../registration';
import { countActiveDisputesOf } from '../disputes';
import { toProfile } from '../profile';
import { countByStatus, countRegisteredPerMonth, dashboardSources, findItemsInStatus, findPreviousSessionStart, hasBankDetails } from './dashboard.repository';

/** The decisions a member is told about on their dashboard. */
const decisionEvents = ['registered', 'rejected'] as const;

/** The latest items in `status`, works and recordings together, newest change first. */
async function itemsInStatus(db: Db, ownerId: string, status: RegistrationStatus): Promise<DashboardItem[]> {
  const items: DashboardItem[] = [];
  for (const source of Object.values(dashboardSources)) {
    for (const row of await findItemsInStatus(db, source, ownerId, status, DASHBOARD_ITEMS_LIMIT)) {
      items.push({ kind: source.kind, id: row.id, title: row.title, status, updated_at: row.updatedAt.toISOString() });
    }
  }
  return items.sort((a, b) => b.updated_at.localeCompare(a.updated_at)).slice(0, DASHBOARD_ITEMS_LIMIT);
}

/** The newest events of both kinds matching `filters`, each kind read from its index (at most `limit` each), merged. */
async function latestEvents(db: Db, ownerId: string, filters: EventFilters, limit: number, keep: (row: OwnerEventRow) => boolean = () => true) {
  const events: DashboardEvent[] = [];
  for (const kind of registrationKindValues) {
    const { rows } = await findOwnerEvents(db, kind, ownerId, filters, { limit, offset: 0 });
    for (const row of rows.filter(keep)) {
      events.push({
        id: row.id,
        kind,
        event: row.event,
        at: row.at.toISOString(),
        actor_name: row.actorName,
        item_id: row.itemId,
        item_title: row.itemTitle,
        item_deleted: row.isDeleted,
        reason: row.reason,
      });
    }
  }
  return events.sort((a, b) => b.at.localeCompare(a.at)).slice(0, limit);
}

/**
 * Decisions after the last visit. The logs' filter reads whole UTC days, so the day of the visit is
 * asked for and the earlier part of it dropped: newest first, what is dropped is older than all that is kept.
 */
async function decisionsSince(db: Db, ownerId: string, since: Date): Promise<DashboardEvent[]> {
  const events: DashboardEvent[] = [];
  const from = since.toISOString().slice(0, 10);
  for (const event of decisionEvents) {
    events.push(...(await latestEvents(db, ownerId, { event, from }, DASHBOARD_ITEMS_LIMIT, (row) => row.at > since)));
  }
  return events.sort((a, b) => b.at.localeCompare(a.at)).slice(0, DASHBOARD_ITEMS_LIMIT);
}

/** "YYYY-MM" of the last DASHBOARD_MONTHS months (UTC), oldest first, the month of `now` last. */
function lastMonths(now: Date): string[] {
  return Array.from({ length: DASHBOARD_MONTHS }, (_, index) =>
    new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (DASHBOARD_MONTHS - 1 - index), 1)).toISOString().slice(0, 7),
  );
}

async function registrationsPerMonth(db: Db, ownerId: string, now: Date): Promise<DashboardSummary['registrations_per_month']> {
  const months = lastMonths(now);
  const since = new Date(`${months[0]}-01T00:00:00.000Z`);
  const perKind = new Map<string, Map<string, number>>();
  for (const source of Object.values(dashboardSources)) {
    perKind.set(source.kind, new Map((await countRegisteredPerMonth(db, source, ownerId, since)).map((row) => [row.month, row.count])));
  }
  return months.map((month) => ({
    month,
    musical_works: perKind.get('musical_work')?.get(month) ?? 0,
    sound_recordings: perKind.get('sound_recording')?.get(month) ?? 0,
  }));
}

/** The profile fields of the member's kind of account that are still empty. */
function missingProfileFields(account: Account): string[] {
  const details = toProfile(account).profile;
  return profileFieldsToComplete[account.registerAs].filter((field) => {
    const value = details[field];
    return value === null || value === '' || (Array.isArray(value) && value.length === 0);
  });
}

/** GET /dashboard/summary: a handful of bounded queries, each on the member's own rows. */
export async function dashboardSummary(db: Db, account: Account, sessionId: string, now: Date): Promise<DashboardSummary> {
  const works = await countByStatus(db, dashboardSources.musical_work, account.id);
  const recordings = await countByStatus(db, dashboardSources.sound_recording, account.id);
  const lastVisit = await findPreviousSessionStart(db, account.id, sessionId);
  return {
    counts: { musical_works: works, sound_recordings: recordings },
    drafts: await itemsInStatus(db, account.id, 'draft'),
    in_review: await itemsInStatus(db, account.id, 'submitted'),
    last_visit_at: lastVisit?.toISOString() ?? null,
    decisions: lastVisit ? await decisionsSince(db, account.id, lastVisit) : [],
    open_disputes: await countActiveDisputesOf(db, account.id),
    completeness: {
      register_as: account.registerAs,
      missing_profile_fields: missingProfileFields(account),
      has_bank_details: await hasBankDetails(db, account.id),
    },
    activity: await latestEvents(db, account.id, {}, DASHBOARD_ACTIVITY_LIMIT),
    registrations_per_month: await registrationsPerMonth(db, account.id, now),
  };
}
