import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { distributions, usageFiles } from '../../db/schema';

export type DistributionRow = typeof distributions.$inferSelect;

export async function insertDistribution(
  db: Db,
  values: { name: string; periodStart: string; periodEnd: string; createdById: string | null },
): Promise<DistributionRow> {
  const [row] = await db.insert(distributions).values(values).returning();
  if (!row) throw new Error('insertDistribution: no row');
  return row;
}

export type UsageFileRow = typeof usageFiles.$inferSelect;

export async function insertUsageFile(db: Db, values: typeof usageFiles.$inferInsert): Promise<UsageFileRow> {
  const [row] = await db.insert(usageFiles).values(values).returning();
  if (!row) throw new Error('insertUsageFile: no row');
  return row;
}

/** Counts a file's lines and refused rows once it is read. */
export async function finishUsageFile(db: Db, id: string, counts: { lines: number; refusedRows: number }): Promise<void> {
  await db.update(usageFiles).set(counts).where(eq(usageFiles.id, id));
}
