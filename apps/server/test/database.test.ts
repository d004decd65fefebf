import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { createDatabase, executeRows, migrationsFolder } from '../src/db/database';
import { users } from '../src/db/schema';
import { demoAccounts, isDatabaseEmpty, seedDemoData } from '../src/seed/seed';
import { isValidIsni } from '@repertoire/contract';
import { verifyPassword } from '../src/lib/passwords';
import { listNotifications } from '../src/features/notifications/notifications.service';
import { createTestDatabase, testDatabaseKind } from './support/database';

const dirs: string[] = [];
function tempDir() {
  const dir = mkdtempSync(join(tmpdir(), 'repertoire-db-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

// The embedded database on disk is the same whichever database the suite runs on: the test
// belongs to the PGlite run only, and is not declared in the PostgreSQL run at all.
if (testDatabaseKind() === 'pglite') describe('PGlite on disk', () => {
  it('keeps data across restarts, holds the lock while open and runs pg_trgm', async () => {
    const dataDir = tempDir();
    const first = await createDatabase({ dataDir });
    await first.migrate();
    await expect(createDatabase({ dataDir })).rejects.toThrow(/data directory in use by process/);
    await seedDemoData(first.db);
    const [trgm] = await executeRows<{ s: number }>(first.db, sql`select similarity('Blue Harbour', 'Blue Harbor') as s`);
    expect(Number(trgm?.s)).toBeGreaterThan(0.5);
    await first.close();

    const second = await createDatabase({ dataDir });
    await second.migrate();
    expect(await isDatabaseEmpty(second.db)).toBe(false);
    await second.close();
  }, 90_000);

  // Its WebAssembly memory never shrinks: PostgreSQL's server-sized defaults (128 MB of buffers)
  // would stay resident for the life of the process (docs/decisions/0009-embedded-database-memory.md).
  it('runs with a small buffer cache and small index-build memory', async () => {
    const database = await createDatabase({ dataDir: tempDir() });
    try {
      const settings = await executeRows<{ name: string; value: string }>(
        database.db,
        sql`select name, current_setting(name) as value from pg_settings where name in ('shared_buffers', 'maintenance_work_mem') order by name`,
      );
      expect(settings).toEqual([
        { name: 'maintenance_work_mem', value: '16MB' },
        { name: 'shared_buffers', value: '32MB' },
      ]);
    } finally {
      await database.close();
    }
  }, 90_000);
});

if (testDatabaseKind() === 'postgres') describe('connections to PostgreSQL', () => {
  it('run without the JIT, which compiled searches for longer than they ran', async () => {
    const database = await createTestDatabase();
    try {
      const shown = await database.db.transaction(async (tx) => executeRows(tx, sql`show jit`));
      expect(shown).toEqual([{ jit: 'off' }]);
    } finally {
      await database.close();
    }
  });
});

// Two API processes starting at once on one PostgreSQL database.
if (testDatabaseKind() === 'postgres') describe('migrations on PostgreSQL', () => {
  it('run once when two processes start together: the second waits and finds them done', async () => {
    const first = await createTestDatabase({ migrate: false });
    const second = await createDatabase({ databaseUrl: first.url, dataDir: 'unused' });
    try {
      await Promise.all([first.migrate(), second.migrate()]);
      const [applied] = await executeRows<{ n: number }>(first.db, sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
      expect(applied?.n).toBe(readdirSync(migrationsFolder).filter((f) => f.endsWith('.sql')).length);
      expect(await isDatabaseEmpty(first.db)).toBe(true);
    } finally {
      await second.close();
      await first.close();
    }
  }, 60_000);
});

describe('seed data', () => {
  it('creates the three demo accounts, verified, with the passwords printed at start-up', async () => {
    const database = await createTestDatabase();
    try {
      expect(await isDatabaseEmpty(database.db)).toBe(true);
      const { ids } = await seedDemoData(database.db);
      expect(await isDatabaseEmpty(database.db)).toBe(false);
      expect(demoAccounts.map((a) => a.email)).toEqual(['ada@example.com', 'label@example.com', 'staff@example.com']);
      for (const account of demoAccounts) {
        const [row] = await database.db.select().from(users).where(eq(users.email, account.email));
        expect(row?.emailVerifiedAt).not.toBeNull();
        expect(await verifyPassword(row?.passwordHash ?? '', account.password)).toBe(true);
      }
      const [ada] = await database.db.select().from(users).where(eq(users.id, ids.adaId));
      expect(ada).toMatchObject({ givenName: 'Ada', otherNames: 'Okafor', nationality: 'GB', roles: ['songwriter', 'composer', 'performer'] });
      expect(isValidIsni(ada?.isniNumber ?? '')).toBe(true);
      const [label] = await database.db.select().from(users).where(eq(users.id, ids.labelId));
      expect(label).toMatchObject({ registerAs: 'corporate', corporationName: 'Northern Lights Records Ltd', corporationKind: 'record_label', isniNumber: null });
      const [staff] = await database.db.select().from(users).where(eq(users.id, ids.staffId));
      expect(staff?.role).toBe('staff');
      const { items } = await listNotifications(database.db, ids.adaId, { page: 1, pageSize: 20 });
      const titles = items.map((n) => n.title);
      expect(titles.indexOf('ISNI confirmed')).toBeGreaterThanOrEqual(0);
      expect(titles.indexOf('ISNI confirmed')).toBeLessThan(titles.indexOf('Welcome to Repertoire'));
      expect(items.find((n) => n.title === 'ISNI confirmed')?.user.full_name).toBe('Sam Reviewer');
    } finally {
      await database.close();
    }
  });
});
