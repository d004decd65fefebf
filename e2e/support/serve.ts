/**
 * Starts the real server for the browser suite on a fresh database:
 * `tsx support/serve.ts pglite` (embedded, in a new data directory) or
 * `tsx support/serve.ts postgres` (a new database on the local PostgreSQL server).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';

const database = process.argv[2];
const root = resolve(import.meta.dirname, '../..');
const env: NodeJS.ProcessEnv = { ...process.env };

const dataDir = mkdtempSync(join(tmpdir(), `repertoire-e2e-${database}-`));
env.DATA_DIR = dataDir;

if (database === 'postgres') {
  // The local server trusts its Unix socket; pg needs a user name, and $USER may be unset.
  const socketUrl = (db: string) => `postgres://${userInfo().username}@localhost/${db}?host=/var/run/postgresql`;
  const adminUrl = process.env.TEST_DATABASE_URL ?? socketUrl('postgres');
  const name = `repertoire_e2e_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  // Databases of earlier runs whose server was killed before it could clean up.
  const stale = await admin.query<{ datname: string }>(
    "SELECT datname FROM pg_database WHERE datname LIKE 'repertoire\\_e2e\\_%'",
  );
  for (const { datname } of stale.rows) await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  env.DATABASE_URL = adminUrl.replace(/\/[^/?]*(\?|$)/, `/${name}$1`);
} else if (database !== 'pglite') {
  throw new Error(`Unknown database "${database}": use pglite or postgres`);
}

const server = spawn('npm', ['run', 'start', '-w', '@repertoire/server'], { cwd: root, env, stdio: 'inherit' });

function stop() {
  server.kill('SIGTERM');
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
server.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
