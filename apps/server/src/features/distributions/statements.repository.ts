import type { HeldReason, RegisterAs, StatementDimension, UsageRight } from '@repertoire/contract';
import { sql, type SQL } from 'drizzle-orm';
import { executeRows, type Db } from '../../db/database';
import { displayName } from '../../lib/display-name';
import type { Page } from '../../lib/paging';

/**
 * Reads of a member's statement (docs/domain.md#royalties): their money in a closed distribution is the allocations of
 * their own rights holders (rights_holders.user_id), each joined to the usage line it is a part of. Every query starts
 * from allocations_holder_idx (rights holder, distribution).
 */

/** The member's own rights holders, as a subquery. */
const ownHolders = (memberId: string) => sql`(select id from rights_holders where user_id = ${memberId})`;

/** The member's name as the user menu gives it (read by name, like the registry's tables: the row is auth's). */
export async function findMemberName(db: Db, memberId: string): Promise<string | undefined> {
  const [row] = await executeRows<{ registerAs: RegisterAs; givenName: string | null; otherNames: string | null; corporationName: string | null; email: string }>(
    db,
    sql`select register_as as "registerAs", given_name as "givenName", other_names as "otherNames", corporation_name as "corporationName", email
        from users where id = ${memberId}`,
  );
  return row ? displayName(row) : undefined;
}

export type StatementHeadRow = { id: string; name: string; period_start: string; period_end: string; closed_at: Date };

/** A closed distribution in which the member has a part: their statement; undefined otherwise. */
export async function findStatementHead(db: Db, memberId: string, distributionId: string): Promise<StatementHeadRow | undefined> {
  const [row] = await executeRows<StatementHeadRow>(
    db,
    sql`select d.id, d.name, d.period_start::text, d.period_end::text, d.closed_at from distributions d
        where d.id = ${distributionId} and d.state = 'closed'
          and exists (select 1 from allocations a where a.distribution_id = d.id and a.rights_holder_id in ${ownHolders(memberId)})`,
  );
  return row;
}

export type StatementTotalRow = { currency: string; lines: number; earned: string; held: string; held_dispute: string; held_unclaimed: string };

/** A statement's money per currency: earned, and held by reason. */
export async function statementTotalRows(db: Db, memberId: string, distributionId: string): Promise<StatementTotalRow[]> {
  return executeRows<StatementTotalRow>(
    db,
    sql`select a.currency::text, count(distinct a.usage_line_id)::int as lines,
          coalesce(sum(a.amount_minor) filter (where a.held_reason is null), 0)::text as earned,
          coalesce(sum(a.amount_minor) filter (where a.held_reason is not null), 0)::text as held,
          coalesce(sum(a.amount_minor) filter (where a.held_reason = 'dispute'), 0)::text as held_dispute,
          coalesce(sum(a.amount_minor) filter (where a.held_reason = 'unclaimed'), 0)::text as held_unclaimed
        from allocations a
        where a.distribution_id = ${distributionId} and a.rights_holder_id in ${ownHolders(memberId)}
        group by a.currency order by a.currency`,
  );
}

/** What each dimension groups a usage line (`l`) by. */
const dimensionKey: Record<StatementDimension, SQL> = {
  work_or_recording: sql`coalesce(l.work_id, l.recording_id)::text`,
  territory: sql`l.territory::text`,
  source: sql`l.source`,
  right: sql`l.right`,
  month: sql`to_char(l.used_on, 'YYYY-MM')`,
};

export type BreakdownRow = {
  key: string;
  currency: string;
  lines: number;
  units: string;
  earned: string;
  held: string;
  work_title: string | null;
  iswc: string | null;
  recording_title: string | null;
  isrc: string | null;
  total: number;
};

/**
 * A page of a statement's breakdown by one dimension and currency, largest first. The member's parts are first summed
 * per line (two of their rights holders may share one), so that a line and its units count once in its group.
 */
export async function statementBreakdownRows(
  db: Db,
  memberId: string,
  distributionId: string,
  dimension: StatementDimension,
  page: Pick<Page, 'limit' | 'offset'>,
): Promise<BreakdownRow[]> {
  const isWork = dimension === 'work_or_recording';
  const matched = isWork ? sql`l.work_id, l.recording_id` : sql`null::uuid as work_id, null::uuid as recording_id`;
  return executeRows<BreakdownRow>(
    db,
    sql`with parts as (
          select a.usage_line_id, a.currency,
            coalesce(sum(a.amount_minor) filter (where a.held_reason is null), 0) as earned,
            coalesce(sum(a.amount_minor) filter (where a.held_reason is not null), 0) as held
          from allocations a
          where a.distribution_id = ${distributionId} and a.rights_holder_id in ${ownHolders(memberId)}
          group by a.usage_line_id, a.currency
        ),
        groups as (
          select ${dimensionKey[dimension]} as key, ${matched}, p.currency, count(*)::int as lines, sum(l.units) as units,
            sum(p.earned) as earned, sum(p.held) as held
          from parts p join usage_lines l on l.id = p.usage_line_id
          group by 1, 2, 3, p.currency
        )
        select g.key, g.currency::text, g.lines, g.units::text, g.earned::text, g.held::text,
          w.title as work_title, w.iswc, r.title as recording_title, r.isrc, count(*) over ()::int as total
        from groups g
        left join musical_works w on w.id = g.work_id
        left join sound_recordings r on r.id = g.recording_id
        order by g.earned + g.held desc, g.key, g.currency
        limit ${page.limit} offset ${page.offset}`,
  );
}

/** How many groups a breakdown has: for a page past its end, which carries no row to count them. */
export async function countStatementBreakdown(db: Db, memberId: string, distributionId: string, dimension: StatementDimension): Promise<number> {
  const [row] = await executeRows<{ total: number }>(
    db,
    sql`select count(*)::int as total from (
          select distinct ${dimensionKey[dimension]}, a.currency from allocations a join usage_lines l on l.id = a.usage_line_id
          where a.distribution_id = ${distributionId} and a.rights_holder_id in ${ownHolders(memberId)}
        ) groups`,
  );
  return row?.total ?? 0;
}

export type StatementLineFilter = {
  workId?: string | undefined;
  recordingId?: string | undefined;
  territory?: string | undefined;
  source?: string | undefined;
  right?: UsageRight | undefined;
  month?: string | undefined;
};

function lineFilter(filter: StatementLineFilter): SQL {
  const conditions: SQL[] = [sql`true`];
  if (filter.workId) conditions.push(sql`l.work_id = ${filter.workId}`);
  if (filter.recordingId) conditions.push(sql`l.recording_id = ${filter.recordingId}`);
  if (filter.territory) conditions.push(sql`l.territory = ${filter.territory}`);
  if (filter.source) conditions.push(sql`l.source = ${filter.source}`);
  if (filter.right) conditions.push(sql`l.right = ${filter.right}`);
  if (filter.month) conditions.push(sql`l.used_on >= to_date(${filter.month}, 'YYYY-MM') and l.used_on < to_date(${filter.month}, 'YYYY-MM') + interval '1 month'`);
  return sql.join(conditions, sql` and `);
}

export type StatementLineRow = {
  line_id: string;
  used_on: string;
  title: string;
  work_id: string | null;
  recording_id: string | null;
  iswc: string | null;
  isrc: string | null;
  right: UsageRight;
  territory: string;
  source: string;
  usage_type: string | null;
  units: number;
  currency: string;
  line_amount: string;
  share_bp: number;
  earned: string;
  held: string;
  held_reason: HeldReason | null;
};

/** Where a page of lines ends, in their order (day of use, then id): the CSV reads on from it. */
export type StatementLineCursor = { usedOn: string; lineId: string };

/**
 * The member's part of each line of a statement, in order of use: a page by offset (the list), or the lines after a
 * cursor (the CSV, a batch at a time).
 */
export async function statementLineRows(
  db: Db,
  memberId: string,
  distributionId: string,
  filter: StatementLineFilter,
  at: { limit: number; offset?: number; after?: StatementLineCursor | null },
): Promise<StatementLineRow[]> {
  const after = at.after ? sql`and (l.used_on, l.id) > (${at.after.usedOn}::date, ${at.after.lineId}::bigint)` : sql``;
  return executeRows<StatementLineRow>(
    db,
    sql`select l.id::text as line_id, l.used_on::text, coalesce(w.title, r.title, l.title) as title, l.work_id, l.recording_id,
          w.iswc, r.isrc, l.right, l.territory::text, l.source, l.usage_type, l.units, a.currency::text, l.amount_minor::text as line_amount,
          sum(a.share_bp)::int as share_bp,
          coalesce(sum(a.amount_minor) filter (where a.held_reason is null), 0)::text as earned,
          coalesce(sum(a.amount_minor) filter (where a.held_reason is not null), 0)::text as held,
          max(a.held_reason) as held_reason
        from allocations a
        join usage_lines l on l.id = a.usage_line_id
        left join musical_works w on w.id = l.work_id
        left join sound_recordings r on r.id = l.recording_id
        where a.distribution_id = ${distributionId} and a.rights_holder_id in ${ownHolders(memberId)} and ${lineFilter(filter)} ${after}
        group by l.id, w.id, r.id, a.currency
        order by l.used_on, l.id
        limit ${at.limit} offset ${at.offset ?? 0}`,
  );
}

export async function countStatementLines(db: Db, memberId: string, distributionId: string, filter: StatementLineFilter): Promise<number> {
  const [row] = await executeRows<{ total: number }>(
    db,
    sql`select count(distinct l.id)::int as total from allocations a join usage_lines l on l.id = a.usage_line_id
        where a.distribution_id = ${distributionId} and a.rights_holder_id in ${ownHolders(memberId)} and ${lineFilter(filter)}`,
  );
  return row?.total ?? 0;
}

export type HistoryRow = { key: string; label: string; currency: string; earned: string; held: string };

/** The member's money in their latest `points` closed distributions, oldest first, per currency. */
export async function historyByDistribution(db: Db, memberId: string, points: number): Promise<HistoryRow[]> {
  return executeRows<HistoryRow>(
    db,
    sql`with recent as (
          select d.id, d.name, d.period_end, d.closed_at from distributions d
          where d.state = 'closed' and exists (select 1 from allocations a where a.distribution_id = d.id and a.rights_holder_id in ${ownHolders(memberId)})
          order by d.period_end desc, d.closed_at desc limit ${points}
        )
        select recent.id::text as key, recent.name as label, a.currency::text,
          coalesce(sum(a.amount_minor) filter (where a.held_reason is null), 0)::text as earned,
          coalesce(sum(a.amount_minor) filter (where a.held_reason is not null), 0)::text as held
        from recent join allocations a on a.distribution_id = recent.id and a.rights_holder_id in ${ownHolders(memberId)}
        group by recent.id, recent.name, recent.period_end, recent.closed_at, a.currency
        order by recent.period_end, recent.closed_at, a.currency`,
  );
}

/** The member's money by month of use across closed distributions, the latest `points` months, oldest first. */
export async function historyByMonth(db: Db, memberId: string, points: number): Promise<Omit<HistoryRow, 'label'>[]> {
  return executeRows<Omit<HistoryRow, 'label'>>(
    db,
    sql`with sums as (
          select to_char(l.used_on, 'YYYY-MM') as key, a.currency::text,
            coalesce(sum(a.amount_minor) filter (where a.held_reason is null), 0)::text as earned,
            coalesce(sum(a.amount_minor) filter (where a.held_reason is not null), 0)::text as held
          from allocations a
          join distributions d on d.id = a.distribution_id and d.state = 'closed'
          join usage_lines l on l.id = a.usage_line_id
          where a.rights_holder_id in ${ownHolders(memberId)}
          group by 1, 2
        )
        select key, currency, earned, held from sums
        where key in (select distinct key from sums order by key desc limit ${points})
        order by key, currency`,
  );
}
