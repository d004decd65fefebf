import type { Db } from '../../db/database';
import { supportRequests, type SupportRequestRow } from '../../db/schema';

export async function insertSupportRequest(db: Db, values: { userId: string; subject: string; message: string }): Promise<SupportRequestRow> {
  const [row] = await db.insert(supportRequests).values(values).returning();
  if (!row) throw new Error('Support request insert returned no row');
  return row;
}
