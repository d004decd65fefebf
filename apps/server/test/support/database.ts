import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { createDatabase } from '../../src/db/database';
import type { Database } from '../../src/db/database';
import { adminDatabaseUrl, TEST_DATABASE_PREFIX } from './database-names';

export type TestDatabaseKind = 'pglite' | 'postgres';

export function testDatabaseKind(): TestDatabaseKind {
  return process.env.TEST_DATABASE === 'postgres' ? 'postgres' : 'pglite';
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or a new database on the
 * PostgreSQL server that `close()` drops again. `statementTimeoutMs` as the server passes it
 * (PGlite cannot enforce one).
 */
export async function createTestDatabase({ migrate = true, statementTimeoutMs = 0 } = {}): Promise<Database & { url?: string }> {
  if (testDatabaseKind() === 'pglite') {
    // The snapshot is migrated: a database to migrate by hand starts from an empty cluster.
    if (!migrate) return createDatabase({ dataDir: 'memory://' });
    const snapshotFile = inject('pgliteSnapshot');
    const pgliteSnapshot = snapshotFile ? new Blob([readFileSync(snapshotFile)], { type: 'application/x-tar' }) : undefined;
    const database = await createDatabase({ dataDir: 'memory://', pgliteSnapshot });
    await database.migrate();
    return database;
  }

  const name = `${TEST_DATABASE_PREFIX}${Math.floor(Date.now() / 1000)}_${process.pid}_${randomBytes(3).toString('hex')}`;
  const adminUrl = adminDatabaseUrl();
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();

  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await createDatabase({ databaseUrl: url.toString(), dataDir: 'unused', statementTimeoutMs });
  if (migrate) await database.migrate();
  return {
    ...database,
    url: url.toString(),
    close: async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await dropper.end();
    },
  };
}
