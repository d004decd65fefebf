import { and, count, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import { executeRows, type Db } from '../../db/database';
import { insertJsonRows } from '../../db/insert-json-rows';
import { distributions, usageFileProblems, usageFiles, usageLines } from '../../db/schema';
import type { Page } from '../../lib/paging';

export type DistributionRow = typeof distributions.$inferSelect;
export type UsageFileRow = typeof usageFiles.$inferSelect;
/** A usage file without its bytes: what lists and answers need. */
export type UsageFileInfo = Omit<UsageFileRow, 'file'>;

const { file: _file, ...usageFileInfoColumns } = getTableColumns(usageFiles);

export async function insertDistribution(
  db: Db,
  values: { name: string; periodStart: string; periodEnd: string; createdById: string | null },
): Promise<DistributionRow> {
  const [row] = await db.insert(distributions).values(values).returning();
  if (!row) throw new Error('insertDistribution: no row');
  return row;
}

export async function findDistribution(db: Db, id: string): Promise<DistributionRow | undefined> {
  const [row] = await db.select().from(distributions).where(eq(distributions.id, id));
  return row;
}

export async function listDistributionRows(db: Db, page: Page): Promise<{ rows: DistributionRow[]; total: number }> {
  const rows = await db.select().from(distributions).orderBy(desc(distributions.periodEnd), desc(distributions.createdAt)).limit(page.limit).offset(page.offset);
  const [total] = await db.select({ value: count() }).from(distributions);
  return { rows, total: total?.value ?? 0 };
}

export async function closeDistributionRow(db: Db, id: string, closedById: string, at: Date): Promise<DistributionRow | undefined> {
  const [row] = await db
    .update(distributions)
    .set({ state: 'closed', closedAt: at, closedById })
    .where(and(eq(distributions.id, id), eq(distributions.state, 'open')))
    .returning();
  return row;
}

export async function insertUsageFile(db: Db, values: typeof usageFiles.$inferInsert): Promise<UsageFileInfo> {
  const [row] = await db.insert(usageFiles).values(values).returning(usageFileInfoColumns);
  if (!row) throw new Error('insertUsageFile: no row');
  return row;
}

export async function findUsageFile(db: Db, id: string): Promise<UsageFileInfo | undefined> {
  const [row] = await db.select(usageFileInfoColumns).from(usageFiles).where(eq(usageFiles.id, id));
  return row;
}

export async function findUsageFileWithBytes(db: Db, id: string): Promise<UsageFileRow | undefined> {
  const [row] = await db.select().from(usageFiles).where(eq(usageFiles.id, id));
  return row;
}

export async function listUsageFileRows(db: Db, distributionId: string, page: Page): Promise<{ rows: UsageFileInfo[]; total: number }> {
  const rows = await db
    .select(usageFileInfoColumns)
    .from(usageFiles)
    .where(eq(usageFiles.distributionId, distributionId))
    .orderBy(desc(usageFiles.createdAt))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ value: count() }).from(usageFiles).where(eq(usageFiles.distributionId, distributionId));
  return { rows, total: total?.value ?? 0 };
}

export async function updateUsageFile(db: Db, id: string, values: Partial<typeof usageFiles.$inferInsert>): Promise<UsageFileInfo> {
  const [row] = await db.update(usageFiles).set(values).where(eq(usageFiles.id, id)).returning(usageFileInfoColumns);
  if (!row) throw new Error('updateUsageFile: no row');
  return row;
}

/** Whether a file of the distribution is being imported: closing waits for it. */
export async function hasFileImporting(db: Db, distributionId: string): Promise<boolean> {
  const rows = await executeRows(db, sql`select 1 from usage_files where distribution_id = ${distributionId} and state = 'importing' limit 1`);
  return rows.length > 0;
}

/** A file's lines, and their allocations first (they have no foreign key to cascade them: schema/distributions.ts). */
export async function deleteUsageFileLines(db: Db, usageFileId: string): Promise<void> {
  await db.execute(sql`delete from allocations where usage_line_id in (select id from usage_lines where usage_file_id = ${usageFileId})`);
  await db.delete(usageLines).where(eq(usageLines.usageFileId, usageFileId));
}

/** A file with its lines and their allocations. */
export async function deleteUsageFileRow(db: Db, id: string): Promise<void> {
  await deleteUsageFileLines(db, id);
  await db.delete(usageFiles).where(eq(usageFiles.id, id));
}

export type StoredUsageProblem = { row: number; column: string | null; message: string; severity: 'error' | 'warning' };

export async function insertUsageFileProblems(db: Db, usageFileId: string, firstPosition: number, problems: readonly StoredUsageProblem[]): Promise<void> {
  await insertJsonRows(
    db,
    usageFileProblems,
    problems.map((problem, index) => ({ usageFileId, position: firstPosition + index, ...problem })),
  );
}

export async function deleteUsageFileProblems(db: Db, usageFileId: string): Promise<void> {
  await db.delete(usageFileProblems).where(eq(usageFileProblems.usageFileId, usageFileId));
}

export async function listUsageFileProblemRows(db: Db, usageFileId: string, page: Page): Promise<{ rows: StoredUsageProblem[]; total: number }> {
  const rows = await db
    .select({ row: usageFileProblems.row, column: usageFileProblems.column, message: usageFileProblems.message, severity: usageFileProblems.severity })
    .from(usageFileProblems)
    .where(eq(usageFileProblems.usageFileId, usageFileId))
    .orderBy(usageFileProblems.position)
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ value: count() }).from(usageFileProblems).where(eq(usageFileProblems.usageFileId, usageFileId));
  return { rows, total: total?.value ?? 0 };
}

/** The members whose rights holders a distribution pays or holds money for: each is told their statement is ready. */
export async function membersInDistribution(db: Db, distributionId: string): Promise<string[]> {
  const rows = await executeRows<{ user_id: string }>(
    db,
    sql`select distinct holder.user_id from allocations a join rights_holders holder on holder.id = a.rights_holder_id
        where a.distribution_id = ${distributionId} and holder.user_id is not null`,
  );
  return rows.map((row) => row.user_id);
}

export type MemberEarningRow = { member_id: string; currency: string; amount: string };

/** What a distribution gives each member per currency, held parts aside: what their own rights holders were given. */
export async function memberEarnings(db: Db, distributionId: string): Promise<MemberEarningRow[]> {
  return executeRows<MemberEarningRow>(
    db,
    sql`select holder.user_id as member_id, a.currency::text as currency, sum(a.amount_minor)::text as amount
        from allocations a join rights_holders holder on holder.id = a.rights_holder_id
        where a.distribution_id = ${distributionId} and a.held_reason is null and holder.user_id is not null
        group by holder.user_id, a.currency`,
  );
}

export type StatementRow = {
  distribution_id: string;
  name: string;
  period_start: string;
  period_end: string;
  closed_at: Date;
  currency: string;
  earned: string;
  held: string;
};

/** A member's closed distributions with their money in each, per currency: what their own rights holder was given or is held for. */
export async function listStatementRows(db: Db, memberId: string, page: Page): Promise<{ rows: StatementRow[]; total: number }> {
  const rows = await executeRows<StatementRow>(
    db,
    sql`with own as (select id from rights_holders where user_id = ${memberId}),
        paged as (
          select d.id, d.name, d.period_start, d.period_end, d.closed_at from distributions d
          where d.state = 'closed' and exists (select 1 from allocations a where a.distribution_id = d.id and a.rights_holder_id in (select id from own))
          order by d.period_end desc, d.closed_at desc limit ${page.limit} offset ${page.offset}
        )
        select paged.id as distribution_id, paged.name, paged.period_start::text, paged.period_end::text, paged.closed_at, a.currency,
          coalesce(sum(a.amount_minor) filter (where a.held_reason is null), 0)::text as earned,
          coalesce(sum(a.amount_minor) filter (where a.held_reason is not null), 0)::text as held
        from paged join allocations a on a.distribution_id = paged.id and a.rights_holder_id in (select id from own)
        group by paged.id, paged.name, paged.period_start, paged.period_end, paged.closed_at, a.currency
        order by paged.period_end desc, paged.closed_at desc, a.currency`,
  );
  const [total] = await executeRows<{ total: number }>(
    db,
    sql`select count(*)::int as total from distributions d where d.state = 'closed'
        and exists (select 1 from allocations a where a.distribution_id = d.id and a.rights_holder_id in (select id from rights_holders where user_id = ${memberId}))`,
  );
  return { rows, total: total?.total ?? 0 };
}

export type TotalRow = { key: string; currency: string; lines: number; amount: string };

/** A distribution's input per source, territory or right and currency, largest first. */
export async function totalsBy(db: Db, distributionId: string, column: 'source' | 'territory' | 'right'): Promise<TotalRow[]> {
  return executeRows<TotalRow>(
    db,
    sql`select ${sql.identifier(column)}::text as key, currency::text, count(*)::int as lines, sum(amount_minor)::text as amount
        from usage_lines where distribution_id = ${distributionId}
        group by 1, 2 order by sum(amount_minor) desc, 1, 2`,
  );
}

/** Lines by how they stand: matched, matched with a part held, unmatched (or waiting for staff). */
export async function lineStanding(db: Db, distributionId: string): Promise<{ matched: number; with_held_parts: number; unmatched: number }> {
  const [row] = await executeRows<{ matched: number; with_held_parts: number; unmatched: number }>(
    db,
    sql`select count(*) filter (where match_state = 'matched')::int as matched,
          (select count(distinct usage_line_id)::int from allocations where distribution_id = ${distributionId} and held_reason is not null) as with_held_parts,
          count(*) filter (where match_state <> 'matched')::int as unmatched
        from usage_lines where distribution_id = ${distributionId}`,
  );
  return row ?? { matched: 0, with_held_parts: 0, unmatched: 0 };
}

export type EarnerRow = { rights_holder_id: string; name: string; currency: string; amount: string };

/** The rights holders a distribution gives most to (held parts aside), per currency. */
export async function topEarners(db: Db, distributionId: string, limit: number): Promise<EarnerRow[]> {
  return executeRows<EarnerRow>(
    db,
    sql`select a.rights_holder_id, holder.name, a.currency::text, sum(a.amount_minor)::text as amount
        from allocations a join rights_holders holder on holder.id = a.rights_holder_id
        where a.distribution_id = ${distributionId} and a.held_reason is null
        group by a.rights_holder_id, holder.name, a.currency
        order by sum(a.amount_minor) desc, holder.name limit ${limit}`,
  );
}
