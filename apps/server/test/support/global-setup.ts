import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrationsFolder, pgliteExtensions } from '../../src/db/database';
import { adminDatabaseUrl, TEST_DATABASE_PREFIX } from './database-names';

declare module 'vitest' {
  // Module augmentation needs an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  export interface ProvidedContext {
    /** A migrated, empty PGlite cluster (tar file): each test file starts from it instead of running initdb (~5 s). */
    pgliteSnapshot: string;
  }
}

/** Databases left by killed runs, older than an hour (a concurrent run's are younger). */
async function dropStaleDatabases(): Promise<void> {
  const admin = new pg.Client({ connectionString: adminDatabaseUrl() });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ datname: string }>('SELECT datname FROM pg_database WHERE datname LIKE $1', [
      `${TEST_DATABASE_PREFIX}%`,
    ]);
    const cutoff = Date.now() / 1000 - 3600;
    for (const { datname } of rows) {
      const createdAt = Number(datname.slice(TEST_DATABASE_PREFIX.length).split('_')[0]);
      if (createdAt < cutoff) await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
    }
  } finally {
    await admin.end();
  }
}

export default async function setup(project: TestProject) {
  if (project.name === 'postgres') {
    await dropStaleDatabases();
    project.provide('pgliteSnapshot', '');
    return;
  }
  const client = await PGlite.create('memory://', { extensions: pgliteExtensions });
  await migrate(drizzle({ client }), { migrationsFolder });
  const snapshot = await client.dumpDataDir('none');
  await client.close();
  const dir = mkdtempSync(join(tmpdir(), 'repertoire-pglite-snapshot-'));
  const file = join(dir, 'pgdata.tar');
  writeFileSync(file, Buffer.from(await snapshot.arrayBuffer()));
  project.provide('pgliteSnapshot', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
