import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { createDatabase, executeRows, type Database, type Db } from '../../apps/server/src/db/database';

export type BenchTarget = 'postgres' | 'pglite';

/** BENCH_DATABASE=postgres|pglite|both (default both): which databases a bench runs on. */
export function benchTargets(): BenchTarget[] {
  const only = process.env.BENCH_DATABASE ?? 'both';
  return (['postgres', 'pglite'] as const).filter((target) => only === 'both' || only === target);
}

/** A whole number from the environment: npm would take `--works=…` for one of its own settings. */
export function envNumber(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw.replace(/_/g, ''));
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a number, not ${raw}`);
  return value;
}

/** node-pg needs a user name where libpq would take the OS user's. */
export function withUser(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  if (!url.username && !url.searchParams.has('user')) url.searchParams.set('user', process.env.PGUSER ?? userInfo().username);
  return url.toString();
}

/** The server benches create their databases on: BENCH_ADMIN_URL, TEST_DATABASE_URL or the local socket. */
export function adminUrl(): string {
  return withUser(process.env.BENCH_ADMIN_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres:///postgres?host=/var/run/postgresql');
}

export function databaseUrlOf(name: string): string {
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

export async function withAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export type BenchDatabase = {
  target: BenchTarget;
  database: Database;
  /** postgres://… of the bench's own database; undefined on PGlite. */
  url: string | undefined;
  /** A scratch DATA_DIR for the app (uploads, mail). */
  dataDir: string;
  /** Closes the database, drops it (unless kept) and removes the scratch folder. */
  dispose(): Promise<void>;
};

/**
 * A migrated database for one run: on PostgreSQL a database of its own (`name`, new and empty
 * unless `reuse` names a kept one; dropped afterwards unless `keep`), on PGlite an in-memory one,
 * or with `pgliteOnDisk` one in the scratch DATA_DIR as `npm start` keeps it, so that the process's
 * memory is the server's own and not the data it holds.
 */
export async function openBenchDatabase(
  target: BenchTarget,
  options: { name: string; keep?: boolean; reuse?: boolean; pgliteOnDisk?: boolean },
): Promise<BenchDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), `repertoire-bench-${target}-`));
  let url: string | undefined;
  if (target === 'postgres' && options.reuse) {
    url = databaseUrlOf(options.name);
  } else if (target === 'postgres') {
    await withAdmin(async (admin) => {
      await admin.query(`drop database if exists ${options.name} with (force)`);
      await admin.query(`create database ${options.name}`);
    });
    url = databaseUrlOf(options.name);
  }
  const database = await createDatabase({ databaseUrl: url, dataDir: target === 'pglite' && !options.pgliteOnDisk ? 'memory://' : dataDir });
  await database.migrate();
  return {
    target,
    database,
    url,
    dataDir,
    async dispose() {
      try {
        await database.close();
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
        if (url && !options.keep) await withAdmin((admin) => admin.query(`drop database if exists ${options.name} with (force)`));
      }
    },
  };
}

/** BENCH_KEEP=1 keeps a bench's PostgreSQL database; BENCH_REUSE=1 (which keeps it too) opens a kept one again. */
export const benchKeep = () => process.env.BENCH_KEEP === '1' || process.env.BENCH_REUSE === '1';

/**
 * The bench's database: under `keptName` when BENCH_KEEP or BENCH_REUSE say so (on PostgreSQL
 * only; PGlite lives in memory), else under `scratchName`. `existed` tells that BENCH_REUSE
 * found the kept database: the bench then checks it holds what it would seed.
 */
export async function openReusableBenchDatabase(
  target: BenchTarget,
  names: { keptName: string; scratchName: string },
): Promise<{ bench: BenchDatabase; name: string; existed: boolean }> {
  const keep = benchKeep() && target === 'postgres';
  const name = keep ? names.keptName : names.scratchName;
  const existed =
    keep && process.env.BENCH_REUSE === '1'
      ? await withAdmin(async (admin) => (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1)
      : false;
  return { bench: await openBenchDatabase(target, { name, keep, reuse: existed }), name, existed };
}

/** The p-th percentile of sorted figures (nearest rank). */
export function percentile(sorted: readonly number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] ?? Number.NaN;
}

/**
 * Loads a large catalogue fast: inside one transaction, without triggers (the generated rows are
 * consistent by construction; the matching module's dictionary is counted once at the end) and
 * with the tables' secondary indexes dropped during the load and built again afterwards, which is
 * several times quicker than keeping them up to date row by row.
 */
export async function bulkLoad(db: Db, tables: readonly string[], load: (tx: Db) => Promise<void>): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql`set local maintenance_work_mem = '512MB'`);
    const indexes = await executeRows<{ name: string; definition: string }>(
      tx,
      sql`select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as definition
          from pg_index i join pg_class t on t.oid = i.indrelid
          where t.relname in (${sql.join(tables.map((table) => sql`${table}`), sql`, `)}) and not i.indisprimary
            and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)`,
    );
    for (const index of indexes) await tx.execute(sql.raw(`drop index ${index.name}`));
    await load(tx);
    for (const index of indexes) await tx.execute(sql.raw(index.definition));
    // The triggers that keep the matching module's dictionary were off too: count it from what was loaded.
    if (tables.some((table) => wordsCounted.has(table))) await tx.execute(sql`select match_words_rebuild()`);
  });
}

/** The tables whose texts the matching module's dictionary counts (migrations 0036, 0037). */
const wordsCounted = new Set(['musical_works', 'sound_recordings', 'rights_holders']);
