import { sql, type SQL } from 'drizzle-orm';
import { analyzeTables } from '../../db/analyze-tables';
import { executeRows, type Db } from '../../db/database';
import { usageLines } from '../../db/schema';

/**
 * Splits every matched line of a distribution among the shares of its work or recording, in one statement
 * (docs/decisions/0028), replacing any split made before (a preview is split again after each import or match).
 *
 * Parts. Each line has parts with weights out of a total:
 * - performance and mechanical lines: the work's share lines in force on the day of use, by the right's basis points
 *   out of 10,000, each rights holder's roles together; whatever no line holds is one more part, held as unclaimed;
 * - master lines: the recording's owners in force on the day, likewise;
 * - performer lines: the recording's line-up as it is, one part per performer; a performer no rights holder stands
 *   for is an unclaimed part.
 * "In force on the day": the period holding the start of the day of use (UTC); a day before the first period, when
 * the item was registered after it was used, takes the first period.
 *
 * Rounding (largest remainder). A part's exact amount is |amount| × weight / total; each part first takes its whole
 * minor units (the floor); the minor units left, fewer than the parts, go one each to the parts with the largest
 * fractions, ties to the rights holder with the smallest id and the unclaimed part last. The parts of a line so add up
 * to its amount exactly and none is a minor unit away from its exact share; a negative amount (a correction) is
 * split as its absolute value and given back its sign.
 *
 * A line on a work in dispute (open or under review) is split the same way but every part is held, naming the
 * dispute: its decision releases them into the next distribution split (releaseDecidedHolds).
 */
export async function allocateDistribution(db: Db, distributionId: string): Promise<void> {
  // The planner's statistics of the lines just imported: without them it takes the distribution's lines for one and
  // compares every line with every share (20,000 lines took 50 s to split instead of under one).
  await analyzeTables(db, [usageLines]);
  await db.transaction(async (tx) => {
    // The split sorts every part of every line (its window functions): with the default 4 MB a million lines' parts
    // were sorted on disk.
    await tx.execute(sql`set local work_mem = '128MB'`);
    await releaseDecidedHolds(tx, distributionId);
    await tx.execute(sql`delete from allocations where distribution_id = ${distributionId}`);
    await tx.execute(allocationStatement(distributionId));
  });
}

/**
 * Brings into this (open) distribution what closed distributions held for disputes decided since (resolved,
 * withdrawn or rejected): one line for each held line, matched to the same work or recording, for the amount its held
 * parts add up to, dated the day of the decision and split by the shares as they stand, which the decision set. Its units are
 * nought: the uses were counted where they were reported. A held line is released once, whichever distribution is
 * split first (a unique index); a closed distribution keeps its held parts as they were.
 */
async function releaseDecidedHolds(db: Db, distributionId: string): Promise<void> {
  await db.execute(sql`
    insert into usage_lines (distribution_id, released_from_line_id, row, work_ref, iswc, isrc, title, writers, artists, "right",
      territory, source, usage_type, used_on, units, amount_minor, currency, work_id, recording_id, match_state, match_method, match_confidence)
    select ${distributionId}::uuid, line.id, line.row, line.work_ref, line.iswc, line.isrc, line.title, line.writers, line.artists, line.right,
      line.territory, line.source, line.usage_type, (coalesce(dispute.closed_at, now()) at time zone 'UTC')::date, 0, held.amount, line.currency,
      line.work_id, line.recording_id, 'matched', 'released', 100
    from disputes dispute
    join lateral (
      select part.usage_line_id, sum(part.amount_minor) as amount
      from allocations part join distributions closed on closed.id = part.distribution_id and closed.state = 'closed'
      where part.dispute_id = dispute.id and part.held_reason = 'dispute'
      group by part.usage_line_id
    ) held on true
    join usage_lines line on line.id = held.usage_line_id
    where dispute.state not in ('open', 'under_review')
      and not exists (select 1 from usage_lines released where released.released_from_line_id = line.id)
    on conflict (released_from_line_id) where released_from_line_id is not null do nothing`);
}

/**
 * The parts of the lines of CTE `<name>_line` (id, `item`, used_at) by the share periods in force on their day, as the
 * CTEs `<name>_first`, `<name>_claim` and `<name>_part`: each holder's weight out of 10,000, and the unclaimed rest.
 * Names and expressions are this module's own constants, never input.
 */
function partsByShares(shares: { name: 'work' | 'master'; item: 'work_id' | 'recording_id'; periods: 'work_share_periods' | 'recording_owner_periods'; weight: string }): SQL {
  const { name, item, periods, weight } = shares;
  return sql.raw(`${name}_first as (
      select p.${item}, min(p.valid_from) as valid_from
      from ${periods} p where p.${item} in (select ${item} from ${name}_line) group by p.${item}
    ),
    -- Every line with the holders of its right that day; a line with none gives one row without a holder, so the
    -- unclaimed part below is read from this alone, without joining the lines again.
    ${name}_claim as (
      select line.id as line_id, p.rights_holder_id, coalesce(sum(${weight}), 0)::bigint as weight
      from ${name}_line line
      left join ${name}_first first on first.${item} = line.${item}
      left join ${periods} p on p.${item} = line.${item}
        and p.valid_from <= greatest(line.used_at, first.valid_from)
        and (p.valid_to is null or p.valid_to > greatest(line.used_at, first.valid_from))
      group by line.id, p.rights_holder_id
    ),
    ${name}_part as (
      select line_id, rights_holder_id, weight, 10000::bigint as total from ${name}_claim where rights_holder_id is not null and weight > 0
      union all
      select line_id, null, (10000 - sum(weight))::bigint, 10000 from ${name}_claim group by line_id having sum(weight) < 10000
    )`);
}

/** The statement that writes a distribution's allocations (allocateDistribution), apart, for its query plan. */
export function allocationStatement(distributionId: string): SQL {
  return sql`
    insert into allocations (distribution_id, usage_line_id, rights_holder_id, share_bp, amount_minor, currency, held_reason, dispute_id)
    with work_line as (
      -- A line released from a dispute's hold is split by the shares as they stand, which the decision set.
      select l.id, l.amount_minor, l.currency, l.right, l.work_id,
        case when l.match_method = 'released' then now() else l.used_on::timestamp at time zone 'UTC' end as used_at
      from usage_lines l
      where l.distribution_id = ${distributionId} and l.match_state = 'matched' and l.work_id is not null and l.right in ('performance', 'mechanical')
    ),
    ${partsByShares({ name: 'work', item: 'work_id', periods: 'work_share_periods', weight: "case when line.right = 'performance' then p.performance_bp else p.mechanical_bp end" })},
    master_line as (
      select l.id, l.recording_id, l.used_on::timestamp at time zone 'UTC' as used_at
      from usage_lines l
      where l.distribution_id = ${distributionId} and l.match_state = 'matched' and l.recording_id is not null and l.right = 'master'
    ),
    ${partsByShares({ name: 'master', item: 'recording_id', periods: 'recording_owner_periods', weight: 'p.share_bp' })},
    performer_line as (
      select l.id, l.recording_id,
        (select count(*) from sound_recording_performers performer where performer.recording_id = l.recording_id) as performers
      from usage_lines l
      where l.distribution_id = ${distributionId} and l.match_state = 'matched' and l.recording_id is not null and l.right = 'performer'
    ),
    performer_part as (
      select line.id as line_id, performer.rights_holder_id, count(*) as weight, line.performers as total
      from performer_line line join sound_recording_performers performer on performer.recording_id = line.recording_id
      where line.performers > 0
      group by line.id, line.performers, performer.rights_holder_id
      union all
      select line.id, null, 1, 1 from performer_line line where line.performers = 0
    ),
    -- Weights and totals are bigint throughout: a numeric one (a sum of sums is) would make the division below exact
    -- instead of whole, and the rounding would not happen.
    part as (
      select * from work_part union all select * from master_part union all select * from performer_part
    ),
    split as (
      select part.line_id, part.rights_holder_id, part.weight, part.total, l.amount_minor, l.currency, l.work_id,
        abs(l.amount_minor) * part.weight / part.total as floor_minor,
        -- A line's parts share one total, so their remainders compare as fractions.
        abs(l.amount_minor) * part.weight % part.total as fraction
      from part join usage_lines l on l.id = part.line_id
    ),
    ranked as (
      select split.*,
        abs(amount_minor) - sum(floor_minor) over (partition by line_id) as left_over,
        row_number() over (partition by line_id order by fraction desc, rights_holder_id asc nulls last) as rank
      from split
    )
    select ${distributionId}::uuid, ranked.line_id, ranked.rights_holder_id,
      (ranked.weight * 10000 / ranked.total)::integer,
      sign(ranked.amount_minor) * (ranked.floor_minor + case when ranked.rank <= ranked.left_over then 1 else 0 end),
      ranked.currency,
      case when dispute.id is not null then 'dispute' when ranked.rights_holder_id is null then 'unclaimed' end,
      dispute.id
    from ranked
    left join disputes dispute on dispute.work_id = ranked.work_id and dispute.state in ('open', 'under_review')`;
}

export type CurrencyBalance = {
  currency: string;
  /** The distribution's lines in this currency. */
  lines: number;
  input: bigint;
  allocated: bigint;
  held: bigint;
  unmatched: bigint;
};

/**
 * What a distribution's lines add up to, per currency: the input, and where it went (allocated to rights holders,
 * held, not matched). Allocated + held + unmatched equals the input to the minor unit; lines matched but waiting for
 * staff (uncertain) count as unmatched until confirmed.
 */
export async function distributionBalances(db: Db, distributionId: string): Promise<CurrencyBalance[]> {
  const rows = await executeRows<{ currency: string; lines: number; input: string; allocated: string; held: string; unmatched: string }>(
    db,
    sql`
      with line as (
        select currency, count(*)::int as lines, sum(amount_minor) as input, sum(amount_minor) filter (where match_state <> 'matched') as unmatched
        from usage_lines where distribution_id = ${distributionId} group by currency
      ),
      split as (
        select currency, sum(amount_minor) filter (where held_reason is null) as allocated, sum(amount_minor) filter (where held_reason is not null) as held
        from allocations where distribution_id = ${distributionId} group by currency
      )
      select line.currency, line.lines, line.input::text, coalesce(split.allocated, 0)::text as allocated, coalesce(split.held, 0)::text as held,
        coalesce(line.unmatched, 0)::text as unmatched
      from line left join split on split.currency = line.currency
      order by line.currency`,
  );
  return rows.map((row) => ({
    currency: row.currency,
    lines: row.lines,
    input: BigInt(row.input),
    allocated: BigInt(row.allocated),
    held: BigInt(row.held),
    unmatched: BigInt(row.unmatched),
  }));
}
