import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';

const serverDir = join(import.meta.dirname, '..');
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** `npm start`'s server as its own process, on an embedded database in a fresh data directory. */
async function startServer(env: Record<string, string>) {
  const dataDir = mkdtempSync(join(tmpdir(), 'repertoire-process-'));
  dirs.push(dataDir);
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: serverDir,
    env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'info', WEB_DIST: join(dataDir, 'no-web'), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}/api/v1`;
  await expect.poll(async () => (await fetch(`${url}/health`).catch(() => null))?.status, { timeout: 60_000, interval: 250 }).toBe(200);
  return { child, url, dataDir, exited, output: () => output };
}

// The process runs on its own embedded database, whichever the suite uses: the PostgreSQL
// project leaves this file out (vitest.config.ts).
describe('the server process', () => {
  it('never seeds demo data in production, and on SIGTERM finishes, closes the database and frees its lock', async () => {
    const server = await startServer({ NODE_ENV: 'production', ENCRYPTION_KEY: randomBytes(32).toString('hex') });
    try {
      expect(server.output()).not.toContain('ada@example.com');
      const login = await fetch(`${server.url}/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'ada@example.com', password: 'member-demo-2026' }),
      });
      expect(login.status).toBe(401);
      expect(existsSync(join(server.dataDir, 'db.lock'))).toBe(true);
    } finally {
      server.child.kill('SIGTERM');
    }
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('SIGTERM: finishing requests in flight, then closing the database');
    expect(existsSync(join(server.dataDir, 'db.lock'))).toBe(false);
  }, 90_000);

  it('seeds the demo accounts on the first start outside production and prints them', async () => {
    const server = await startServer({ NODE_ENV: 'development' });
    try {
      expect(server.output()).toContain('ada@example.com');
      const login = await fetch(`${server.url}/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'ada@example.com', password: 'member-demo-2026' }),
      });
      expect(login.status).toBe(200);
    } finally {
      server.child.kill('SIGINT');
    }
    expect(await server.exited).toBe(0);
  }, 90_000);
});
