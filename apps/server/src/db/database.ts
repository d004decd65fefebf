import { mkdirSync } from 'node:fs';
import { userInfo } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { fileURLToPath } from 'node:url';
import * as schema from './schema';
import { acquireDataDirectoryLock } from './pglite-lock';
import { wordSimilaritySetting } from '../lib/search-text';

/** One type for both drivers, so features never know which database they run on. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DatabaseDriver = 'pglite' | 'postgres';

export type Database = {
  db: Db;
  driver: DatabaseDriver;
  /** Runs the committed SQL migrations (apps/server/drizzle). */
  migrate(): Promise<void>;
  close(): Promise<void>;
};

export const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

export type DatabaseOptions = {
  /** postgres://… for a PostgreSQL server; absent for embedded PGlite. */
  databaseUrl?: string | undefined;
  /** Where PGlite keeps its files (DATA_DIR); `memory://` keeps it in memory (tests). */
  dataDir: string;
  /** A PGlite dump (`dumpDataDir`) to start from instead of an empty cluster: tests skip the ~5 s initdb. */
  pgliteSnapshot?: Blob | undefined;
};

/**
 * libpq tools fall back to the OS user when the URL names none (postgres:///db?host=/var/run/postgresql);
 * node-pg reads $USER instead, which containers often leave unset.
 */
function withDefaultUser(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  if (url.username || url.searchParams.has('user')) return databaseUrl;
  url.searchParams.set('user', process.env.PGUSER ?? userInfo().username);
  return url.toString();
}

/** Any fixed number: the key of the advisory lock that serialises migrations across processes. */
const MIGRATION_LOCK_KEY = 727_274_001;

/**
 * Several API processes may start at once against one PostgreSQL database: each migrates while
 * holding a session advisory lock, so the first runs the migrations and the others find them done.
 */
async function migrateHoldingLock(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePg(drizzlePg({ client, schema }), { migrationsFolder });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
    client.release();
  }
}

export async function createDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    // Every pooled connection starts with the search settings, whichever request it serves.
    const pool = new pg.Pool({ connectionString: withDefaultUser(options.databaseUrl), max: 10, options: `-c ${wordSimilaritySetting}` });
    // An idle client's error (server restart) must not crash the process; the next query reconnects.
    pool.on('error', () => {});
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    return {
      db,
      driver: 'postgres',
      migrate: () => migrateHoldingLock(pool),
      close: () => pool.end(),
    };
  }

  const inMemory = options.dataDir === 'memory://';
  let release = () => {};
  let dataPath = 'memory://';
  if (!inMemory) {
    mkdirSync(options.dataDir, { recursive: true });
    release = acquireDataDirectoryLock(join(options.dataDir, 'db.lock'));
    dataPath = join(options.dataDir, 'db');
  }
  let client: PGlite;
  try {
    client = await PGlite.create(dataPath, {
      extensions: { pg_trgm },
      ...(options.pgliteSnapshot ? { loadDataDir: options.pgliteSnapshot } : {}),
    });
  } catch (error) {
    release();
    throw error;
  }
  // PGlite is one connection: a session setting holds for every query.
  await client.exec(`set ${wordSimilaritySetting}`);
  const pgliteDb = drizzlePglite({ client, schema });
  return {
    db: pgliteDb as unknown as Db,
    driver: 'pglite',
    migrate: () => migratePglite(pgliteDb, { migrationsFolder }),
    close: async () => {
      try {
        await client.close();
      } finally {
        release();
      }
    },
  };
}

/**
 * Rows of a raw SQL query. `db.execute` answers in each driver's own shape (pg's QueryResult,
 * PGlite's Results); both carry `.rows`, which is all callers should rely on.
 */
export async function executeRows<T extends Record<string, unknown>>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** `select 1`: the health check's proof that the database answers. */
export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
