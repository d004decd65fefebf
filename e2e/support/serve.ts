/**
 * Starts the built server (`npm run build`: apps/server/dist) for the browser suite on a fresh database:
 * `tsx support/serve.ts pglite` (embedded, in a new data directory) or
 * `tsx support/serve.ts postgres` (a new database on the local PostgreSQL server).
 * Several runs may go on at once: each has its own data directory, database and ports.
 * E2E_SERVER_JS names another server bundle (a copy of a build, which a rebuild cannot replace in the middle
 * of a run) and WEB_DIST, read by the server itself, the web app it serves.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { E2E_STAFF } from './staff';

const database = process.argv[2];
const root = resolve(import.meta.dirname, '../..');
const env: NodeJS.ProcessEnv = { ...process.env };

const dataDir = mkdtempSync(join(tmpdir(), `repertoire-e2e-${database}-`));
env.DATA_DIR = dataDir;
// The API helpers sign members up from addresses of their own (X-Forwarded-For), as if behind a proxy,
// so the per-address sign-up limit holds for each as it would for members.
env.TRUST_PROXY = 'true';

const E2E_DATABASE_PREFIX = 'repertoire_e2e_';

/**
 * Each run holds a session advisory lock named after its database for as long as it runs;
 * PostgreSQL drops the lock with the session, however the run ends. A database whose lock can
 * be taken belongs to a run that is gone, and is dropped; one whose lock is held is left alone.
 */
const tryLockDatabase = async (admin: pg.Client, name: string) =>
  (await admin.query<{ locked: boolean }>('SELECT pg_try_advisory_lock(hashtext($1), hashtext($2)) AS locked', [E2E_DATABASE_PREFIX, name])).rows[0]?.locked === true;

let dropDatabase = async () => {};

if (database === 'postgres') {
  // The local server trusts its Unix socket; pg needs a user name, and $USER may be unset.
  const socketUrl = (db: string) => `postgres://${userInfo().username}@localhost/${db}?host=/var/run/postgresql`;
  const adminUrl = process.env.TEST_DATABASE_URL ?? socketUrl('postgres');
  const name = `${E2E_DATABASE_PREFIX}${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  if (!(await tryLockDatabase(admin, name))) throw new Error(`The lock of database ${name} is taken`);
  const earlier = await admin.query<{ datname: string }>('SELECT datname FROM pg_database WHERE starts_with(datname, $1)', [E2E_DATABASE_PREFIX]);
  for (const { datname } of earlier.rows) {
    if (!(await tryLockDatabase(admin, datname))) continue;
    await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
  }
  await admin.query(`CREATE DATABASE "${name}"`);
  env.DATABASE_URL = adminUrl.replace(/\/[^/?]*(\?|$)/, `/${name}$1`);
  dropDatabase = async () => {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
  };
} else if (database !== 'pglite') {
  throw new Error(`Unknown database "${database}": use pglite or postgres`);
}

// The run's staff account (support/staff.ts), an administrator: staff cannot sign up, an operator creates them. It is
// made before the server starts, since the server holds the embedded database while it runs.
const staffCreate = spawnSync(
  'npm',
  ['run', '--silent', 'staff:create', '--', '--email', E2E_STAFF.email, '--name', E2E_STAFF.name, '--roles', 'administrator'],
  { cwd: root, env, input: `${E2E_STAFF.password}\n`, encoding: 'utf8' },
);
if (staffCreate.status !== 0) {
  rmSync(dataDir, { recursive: true, force: true });
  await dropDatabase();
  throw new Error(`npm run staff:create failed (${staffCreate.status}):\n${staffCreate.stdout}${staffCreate.stderr}`);
}

// Node itself, not `npm start`: signals reach the server, and the build is the one `npm run build` made.
const serverBundle = process.env.E2E_SERVER_JS ? resolve(process.env.E2E_SERVER_JS) : join(root, 'apps/server/dist/server.js');
const server = spawn(process.execPath, [serverBundle], { cwd: root, env, stdio: 'inherit' });

function stop() {
  server.kill('SIGTERM');
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
server.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  void dropDatabase()
    .catch((error: unknown) => console.error('Could not drop the browser suite database:', error))
    .finally(() => process.exit(code ?? 0));
});
