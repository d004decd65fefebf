import type { Db } from '../../db/database';
import { supportRequests, type SupportRequestRow } from '../../db/schema';

export type SupportRequestValues = Pick<SupportRequestRow, 'userId' | 'topic' | 'subject' | 'message' | 'itemKind' | 'itemId' | 'itemTitle'>;

export async function insertSupportRequest(db: Db, values: SupportRequestValues): Promise<SupportRequestRow> {
  const [row] = await db.insert(supportRequests).values(values).returning();
  if (!row) throw new Error('Support request insert returned no row');
  return row;
}
