import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { createDatabase } from '../../src/db/database';
import type { Database } from '../../src/db/database';
import { createTestDatabase, testDatabaseKind } from './database';
import { buildTestApp } from './test-app';
import type { TestApp } from './test-app';

const serverDir = join(import.meta.dirname, '..', '..');

export type CommandRun = { code: number | null; stdout: string; stderr: string };

/** An operator's command (`src/cli/<script>`) as its own process, with `input` piped to its stdin (the answer to a prompt). */
export function runOperatorCommand(script: string, args: string[], env: Record<string, string>, input = ''): Promise<CommandRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', `src/cli/${script}`, ...args], {
      cwd: serverDir,
      env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(input);
  });
}

/**
 * The database an operator's command writes to, of the test project's kind: a PostgreSQL database
 * through DATABASE_URL, or an embedded one in DATA_DIR, which the test opens (`openApp`) only while no
 * command runs; the app opened is closed after each test. Registers the file's hooks.
 */
export function useCommandDatabase(name: string) {
  let dataDir = '';
  let postgres: (Database & { url?: string }) | null = null;
  let opened: TestApp | null = null;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), `repertoire-${name}-`));
    if (testDatabaseKind() === 'postgres') postgres = await createTestDatabase();
  });
  afterAll(async () => {
    await postgres?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  afterEach(() => closeApp());

  async function closeApp(): Promise<void> {
    await opened?.close();
    opened = null;
  }

  return {
    dataDir: () => dataDir,
    /** The environment that points a command at this database. */
    env: (): Record<string, string> => ({ DATA_DIR: dataDir, ...(postgres?.url ? { DATABASE_URL: postgres.url } : {}) }),
    /** The app on the database the command wrote to (embedded: close it before the next command runs). */
    async openApp(): Promise<TestApp> {
      const database = postgres ?? (await createDatabase({ dataDir }));
      // A command migrates the database it opens; the test may open it first.
      await database.migrate();
      // The PostgreSQL database outlives each app: the file's afterAll drops it.
      const kept = postgres ? { ...database, close: async () => {} } : database;
      opened = await buildTestApp({ database: kept });
      return opened;
    },
    closeApp,
  };
}
