import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import { executeRows } from '../src/db/database';
import { ANALYZE_AFTER_ROWS, analyzeAfterSaving, analyzeDictionaryWhileSaving } from '../src/features/catalogue-import/catalogue-kind';
import { recordingsKind, worksKind } from '../src/features/catalogue-import';
import { createTestDatabase } from './support/database';

/**
 * After a job saved many rows, the planner's statistics of the tables it grew are refreshed (db/analyze-tables.ts), so
 * the next file's matching reads the indexes: until then PostgreSQL plans as if the tables were as small as before.
 * The matching module's dictionary is refreshed while the job saves too, for the file's own later batches.
 */

let database: Database;

const statisticsOf = async (table: string) =>
  (await executeRows<{ count: number }>(database.db, sql`select count(*)::int as count from pg_stats where schemaname = 'public' and tablename = ${table}`))[0]?.count ?? 0;

beforeAll(async () => {
  database = await createTestDatabase();
  const [member] = await executeRows<{ id: string }>(
    database.db,
    sql`insert into users (email, password_hash, register_as) values ('statistics@example.com', 'x', 'publisher') returning id`,
  );
  await database.db.execute(sql`insert into musical_works (owner_id, title, search_titles, work_code)
    select ${member?.id}::uuid, 'Work ' || n, 'work ' || n, 'CODE-' || n from generate_series(1, 50) n`);
});

afterAll(async () => {
  await database.close();
});

describe('statistics after a bulk write', () => {
  it('of the matching dictionary are refreshed while a job saves, each time its rows saved pass 1,000, 2,000, 4,000…', async () => {
    expect(await statisticsOf('match_words')).toBe(0);
    await analyzeDictionaryWhileSaving(database.db, 0, ANALYZE_AFTER_ROWS - 1);
    await analyzeDictionaryWhileSaving(database.db, ANALYZE_AFTER_ROWS, 2 * ANALYZE_AFTER_ROWS - 1);
    expect(await statisticsOf('match_words')).toBe(0);

    await analyzeDictionaryWhileSaving(database.db, ANALYZE_AFTER_ROWS - 250, ANALYZE_AFTER_ROWS + 250);
    expect(await statisticsOf('match_words')).toBeGreaterThan(0);
  });

  it('are left to autovacuum below the threshold, and refreshed from it on', async () => {
    expect(await statisticsOf('musical_works')).toBe(0);
    await analyzeAfterSaving(database.db, worksKind, ANALYZE_AFTER_ROWS - 1);
    expect(await statisticsOf('musical_works')).toBe(0);

    await analyzeAfterSaving(database.db, worksKind, ANALYZE_AFTER_ROWS);
    // One row of statistics a column, the work code among them.
    expect(await statisticsOf('musical_works')).toBeGreaterThan(5);
    const [code] = await executeRows<{ n_distinct: number }>(database.db, sql`select n_distinct from pg_stats where tablename = 'musical_works' and attname = 'work_code'`);
    expect(code?.n_distinct).toBe(-1);
  });

  it('of recordings are their own tables', async () => {
    await database.db.execute(sql`insert into sound_recordings (owner_id, title)
      select (select id from users where email = 'statistics@example.com'), 'Recording ' || n from generate_series(1, 50) n`);
    expect(await statisticsOf('sound_recordings')).toBe(0);
    await analyzeAfterSaving(database.db, recordingsKind, ANALYZE_AFTER_ROWS);
    expect(await statisticsOf('sound_recordings')).toBeGreaterThan(5);
  });
});
