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

export async function insertUsageFile(db: Db, values: { distributionId: string; fileName: string; uploadedById: string | null }): Promise<string> {
  const [row] = await db.insert(usageFiles).values(values).returning({ id: usageFiles.id });
  if (!row) throw new Error('insertUsageFile: no row');
  return row.id;
}

/** Counts a file's lines and refused rows once it is read. */
export async function finishUsageFile(db: Db, id: string, counts: { lines: number; refusedRows: number }): Promise<void> {
  await db.update(usageFiles).set(counts).where(eq(usageFiles.id, id));
}
