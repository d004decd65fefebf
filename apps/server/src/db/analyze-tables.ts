import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './database';

/**
 * Refreshes the planner's statistics of tables a bulk write has just grown (PostgreSQL's advice after loading
 * data). Until autovacuum gets to them, the planner still sees the tables as they were: after a member's
 * 100,000 works, the next file's matching of works by ISWC read every one of them (40-90 ms a batch, 0.3-0.9 ms
 * once analysed). ANALYZE reads a sample, not the table (about 0.6 s for 100,000 works and their shares).
 */
export async function analyzeTables(db: Db, tables: readonly PgTable[]): Promise<void> {
  if (tables.length === 0) return;
  await db.execute(sql`analyze ${sql.join(tables.map((table) => sql`${table}`), sql`, `)}`);
}
