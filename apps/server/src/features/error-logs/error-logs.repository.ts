import type { Db } from '../../db/database';
import { errorLogs } from '../../db/schema';

export async function insertErrorLog(
  db: Db,
  values: { userId: string | null; description: string; url: string | null; userAgent: string | null },
): Promise<void> {
  await db.insert(errorLogs).values(values);
}
