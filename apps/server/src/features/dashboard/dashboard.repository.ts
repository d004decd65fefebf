import { DASHBOARD_ACTIVITY_LIMIT, DASHBOARD_ITEMS_LIMIT, type RegistrationKind, type RegistrationStatus } from '@repertoire/contract';
import { eq, getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database';
import { bankDetails, musicalWorks, sessions, soundRecordings, users } from '../../db/schema';
import { fromOwnChangesInReview, latestOwnerEvents, memberStatusCounts, memberStatusIs } from '../../registration';
import { activeDisputeCountOf } from '../disputes';

/**
 * The member's dashboard in one query: the member's row of `users`, with every figure of the
 * summary beside it as a scalar subquery on the member's own rows, each through an index that
 * starts with the member. One statement, prepared once per connection: the dashboard is every
 * member's first screen, and a round trip and a plan for each of its fifteen figures cost more
 * than reading them.
 */

type Source = { kind: RegistrationKind; table: PgTable & { id: PgColumn; status: PgColumn; ownerId: PgColumn } };

const sources: readonly Source[] = [
  { kind: 'musical_work', table: musicalWorks },
  { kind: 'sound_recording', table: soundRecordings },
];

/** The member: the outer row's id, qualified by hand (drizzle leaves a one-table query's columns unqualified, which inside a subquery would name its own). */
const member = sql.raw('"users"."id"');

/** The decisions a member is told about on their dashboard. */
const decisionEvents = ['registered', 'rejected'] as const;

/**
 * The start of the member's previous session (any but the current one): their last visit. Read
 * once, beside the member's row, for the figure and for the decisions since.
 */
const previousVisit = (db: Db) =>
  db
    .select({ at: sql<Date | string | null>`max(created_at)`.as('last_visit') })
    .from(sessions)
    .where(sql`user_id = ${member} and id <> ${sql.placeholder('sessionId')}`)
    .as('previous_visit');

/** The last visit inside the subqueries, qualified by hand like `member`. */
const lastVisitAt = sql.raw('"previous_visit"."last_visit"');

const itemsLimit = sql.raw(String(DASHBOARD_ITEMS_LIMIT));

/** SQL: the member's latest items of one kind in `status`, newest change first. */
function latestOfKindInStatus({ kind, table }: Source, status: RegistrationStatus): SQL {
  const name = sql.raw(`"${getTableName(table)}"`);
  return sql`(select ${kind}::text as kind, ${name}.id, ${name}.title, ${name}.updated_at, false as change_in_review from ${name}
    where ${name}.owner_id = ${member} and ${memberStatusIs(kind, table, member, status)}
    order by ${name}.updated_at desc, ${name}.id desc limit ${itemsLimit})`;
}

/** SQL: the member's registered items of one kind with a change in review, dated by the change, newest first. */
function latestOfKindWithChangeInReview({ kind, table }: Source): SQL {
  const name = sql.raw(`"${getTableName(table)}"`);
  return sql`(select ${kind}::text as kind, ${name}.id, ${name}.title, rc.submitted_at as updated_at, true as change_in_review
    ${fromOwnChangesInReview(kind, table, member)}
    order by rc.submitted_at desc, ${name}.id desc limit ${itemsLimit})`;
}

/** SQL: a JSON array of the latest of these parts together, newest change first. */
function latestOf(parts: SQL[]): SQL {
  return sql`(select coalesce(json_agg(json_build_object('kind', i.kind, 'id', i.id, 'title', i.title, 'updated_at', i.updated_at, 'change_in_review', i.change_in_review)
      order by i.updated_at desc, i.id desc), '[]'::json)
    from (${sql.join(parts, sql` union all `)} order by updated_at desc, id desc limit ${itemsLimit}) i)`;
}

/** SQL: the member's latest drafts, both kinds. */
const latestDrafts = () => latestOf(sources.map((source) => latestOfKindInStatus(source, 'draft')));

/**
 * SQL: what of the member's waits for staff, both kinds: items in review, and registered items with
 * a change in review (they stay registered, the change marked, as in the member's lists).
 */
const latestAwaitingReview = () => latestOf(sources.flatMap((source) => [latestOfKindInStatus(source, 'submitted'), latestOfKindWithChangeInReview(source)]));

/**
 * SQL: a JSON object, by kind, of how many of the member's items were registered in each of the
 * months that start at `monthStarts` (ascending; the last month runs on): month index to count, 0
 * for the first, months with none left out. The bounds are one parameter, read once. width_bucket
 * finds a row's month by binary search on them: formatting or truncating every row's time cost more
 * than all the rest of the dashboard.
 */
function registeredPerMonth(): SQL {
  const ofKind = ({ kind, table }: Source) => sql`${sql.raw(`'${kind}'`)}::text, (select coalesce(json_object_agg(r.month, r.count), '{}'::json)
    from (select width_bucket(registered_at, bounds.starts) - 1 as month, count(*) as count
      from ${table} where owner_id = ${member} and registered_at >= bounds.starts[1] group by 1) r)`;
  return sql`(select json_build_object(${sql.join(sources.map(ofKind), sql`, `)})
    from (select ${sql.placeholder('monthStarts')}::timestamptz[] as starts) bounds)`;
}

type JsonItem = { kind: RegistrationKind; id: string; title: string; updated_at: string; change_in_review: boolean };
type JsonEvent = {
  id: string;
  kind: RegistrationKind;
  event: string;
  at: string;
  actor_name: string;
  item_id: string;
  item_title: string;
  item_deleted: boolean;
  reason: string | null;
};
type JsonCounts = Record<RegistrationStatus, number>;
/** Registrations of each kind by the index of their month; a month with none is absent. */
type JsonPerMonth = Record<RegistrationKind, Partial<Record<string, number>>>;

function summaryQuery(db: Db) {
  const [works, recordings] = sources.map(({ kind, table }) => sql<JsonCounts>`${memberStatusCounts(kind, table, member)}`);
  if (!works || !recordings) throw new Error('the dashboard reads works and recordings');
  const visit = previousVisit(db);
  return db
    .select({
      workCounts: works,
      recordingCounts: recordings,
      drafts: sql<JsonItem[]>`${latestDrafts()}`,
      inReview: sql<JsonItem[]>`${latestAwaitingReview()}`,
      // A raw column skips the column's decoder: the drivers hand the timestamp over as text or as a Date.
      lastVisit: sql`${visit.at}`.mapWith((value: Date | string) => new Date(value)),
      decisions: sql<JsonEvent[]>`${latestOwnerEvents(member, DASHBOARD_ITEMS_LIMIT, { events: decisionEvents, after: lastVisitAt })}`,
      activity: sql<JsonEvent[]>`${latestOwnerEvents(member, DASHBOARD_ACTIVITY_LIMIT)}`,
      openDisputes: activeDisputeCountOf(member).mapWith(Number),
      hasBankDetails: sql`exists (select 1 from ${bankDetails} where user_id = ${member})`.mapWith(Boolean),
      registeredPerMonth: sql<JsonPerMonth>`${registeredPerMonth()}`,
    })
    .from(users)
    .crossJoinLateral(visit)
    .where(eq(users.id, sql.placeholder('memberId')))
    .prepare('dashboard_summary');
}

const summaryQueries = new WeakMap<Db, ReturnType<typeof summaryQuery>>();

export type DashboardRow = NonNullable<Awaited<ReturnType<ReturnType<typeof summaryQuery>['execute']>>[number]>;

/** Every figure of the member's dashboard; `monthStarts` are the first instants of the months it counts registrations in, oldest first. */
export async function readDashboard(db: Db, memberId: string, sessionId: string, monthStarts: readonly Date[]): Promise<DashboardRow | undefined> {
  let query = summaryQueries.get(db);
  if (!query) {
    query = summaryQuery(db);
    summaryQueries.set(db, query);
  }
  const [row] = await query.execute({ memberId, sessionId, monthStarts: monthStarts.map((start) => start.toISOString()) });
  return row;
}
