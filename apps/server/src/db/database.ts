import { mkdirSync } from 'node:fs';
import { userInfo } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';
import { acquireDataDirectoryLock } from './pglite-lock';
import { wordSimilaritySetting } from './word-similarity';
import { serverRoot } from '../lib/server-root';

/** One type for both drivers, so features never know which database they run on. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DatabaseDriver = 'pglite' | 'postgres';

export type Database = {
  db: Db;
  driver: DatabaseDriver;
  /** Runs the committed SQL migrations (apps/server/drizzle); tests of a migration may name a folder holding the earlier ones. */
  migrate(options?: { migrationsFolder?: string }): Promise<void>;
  close(): Promise<void>;
};

export const migrationsFolder = join(serverRoot, 'drizzle');

/** The extensions the migrations create (trigram search, accents aside): PGlite needs them passed in. */
export const pgliteExtensions = { pg_trgm, unaccent };

export type DatabaseOptions = {
  /** postgres://… for a PostgreSQL server; absent for embedded PGlite. */
  databaseUrl?: string | undefined;
  /** Where PGlite keeps its files (DATA_DIR); `memory://` keeps it in memory (tests). */
  dataDir: string;
  /** A PGlite dump (`dumpDataDir`) to start from instead of an empty cluster: tests skip the ~5 s initdb. */
  pgliteSnapshot?: Blob | undefined;
  /**
   * PostgreSQL cancels a statement that runs longer (SQLSTATE 57014), so a runaway query cannot
   * hold a pooled connection for ever; absent or 0, no limit (command-line tools: seeding,
   * re-encryption). Migrations run without it. PGlite accepts the setting but cannot enforce it:
   * it runs in this process without the timer signal PostgreSQL's timeout relies on.
   */
  statementTimeoutMs?: number | undefined;
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
async function migrateHoldingLock(pool: pg.Pool, folder = migrationsFolder): Promise<void> {
  const client = await pool.connect();
  try {
    // Waiting for another process's migrations, or a migration rewriting a large table, may take
    // longer than any request's statement: no limit here, the pool's own once the client goes back.
    await client.query('set statement_timeout = 0');
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePg(drizzlePg({ client, schema }), { migrationsFolder: folder });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
    await client.query('reset statement_timeout').catch(() => {});
    client.release();
  }
}

/** A connection attempt that takes longer fails: while the server is unreachable, requests answer 503 instead of hanging. */
const CONNECT_TIMEOUT_MS = 5_000;

/**
 * The PostgreSQL pool, made to outlive the server: when it stops or restarts, requests in flight
 * fail (the error handler answers 503) and the pool opens new connections once it is back.
 */
function createPool(databaseUrl: string, statementTimeoutMs = 0): pg.Pool {
  const pool = new pg.Pool({
    connectionString: withDefaultUser(databaseUrl),
    max: 10,
    // Every pooled connection starts with the search settings and the statement timeout, whichever
    // request it serves. (The notifications' listening connection copies these options: LISTEN
    // itself is instant, and a connection waiting between statements runs none.) Without the JIT:
    // it compiled a registry search of a million works for longer than the search ran (hundreds of
    // milliseconds, once the plan's estimated cost crossed jit_above_cost), and the API runs no
    // long analytical query that would repay it (docs/decisions/0024).
    options: `-c ${wordSimilaritySetting} -c statement_timeout=${statementTimeoutMs} -c jit=off`,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    // A server that vanished without closing the connection is noticed by the operating system.
    keepAlive: true,
  });
  // A broken connection makes its client emit 'error' (EPIPE, ECONNRESET, 57P01 admin shutdown).
  // pg-pool listens only while a client sits idle in the pool: a client out serving a query or a
  // transaction has no listener, and an unhandled 'error' event ends the process. So each client
  // keeps a listener of its own: the query in flight still fails with the error, and the pool
  // drops the broken client when it comes back (pg-pool releases no client that is not queryable).
  pool.on('connect', (client) => {
    client.on('error', () => {});
  });
  // The same error on an idle client reaches the pool, which has dropped that client already.
  pool.on('error', () => {});
  return pool;
}

type PgDrizzle = NodePgDatabase<typeof schema>;

/**
 * drizzle's transaction on a pool sends BEGIN before entering the try/finally that releases the
 * client: when the connection dies right then (the server stopping), the client is never given
 * back and the pool is one connection short for good; after ten such, every request waits in
 * vain. So transactions check a client out here, run drizzle's transaction on that client alone,
 * and always give it back (pg-pool drops a client whose connection is broken). The drizzle
 * instance of each pooled client is made once: making one reads the whole schema.
 */
function withReleasingTransactions(db: PgDrizzle, pool: pg.Pool): PgDrizzle {
  const onClient = new WeakMap<pg.PoolClient, PgDrizzle>();
  const transaction: PgDrizzle['transaction'] = async (run, config) => {
    const client = await pool.connect();
    try {
      let bound = onClient.get(client);
      if (!bound) {
        bound = drizzlePg({ client, schema });
        onClient.set(client, bound);
      }
      return await bound.transaction(run, config);
    } finally {
      client.release();
    }
  };
  return Object.assign(db, { transaction });
}

/**
 * PGlite runs PostgreSQL inside one WebAssembly memory, which grows but never shrinks: whatever
 * PostgreSQL once allocated stays resident for the life of the process. Its defaults are a
 * server's (shared_buffers 128 MB, maintenance_work_mem 64 MB for index builds in migrations),
 * which took that memory to 189 MB before the first query and the process to about 400 MB under
 * load. The data files are read through the operating system's page cache anyway, so a small
 * buffer cache costs little (docs/decisions/0009-embedded-database-memory.md).
 */
export const pgliteMemorySettings = ['shared_buffers=32MB', 'maintenance_work_mem=16MB'] as const;

export async function createDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = createPool(options.databaseUrl, options.statementTimeoutMs);
    const db = withReleasingTransactions(drizzlePg({ client: pool, schema }), pool) as unknown as Db;
    return {
      db,
      driver: 'postgres',
      migrate: (migrations) => migrateHoldingLock(pool, migrations?.migrationsFolder),
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
      extensions: pgliteExtensions,
      startParams: [...PGlite.defaultStartParams, ...pgliteMemorySettings.flatMap((setting) => ['-c', setting])],
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
    migrate: (migrations) => migratePglite(pgliteDb, { migrationsFolder: migrations?.migrationsFolder ?? migrationsFolder }),
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
