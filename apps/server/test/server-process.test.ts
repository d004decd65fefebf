import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';

const serverDir = join(import.meta.dirname, '..');
const dirs: string[] = [];
const running: ServerProcess[] = [];
afterEach(() => {
  for (const server of running.splice(0)) server.child.kill('SIGKILL');
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

function newDataDir(): string {
  const dataDir = mkdtempSync(join(tmpdir(), 'repertoire-process-'));
  dirs.push(dataDir);
  return dataDir;
}

type ServerProcess = {
  child: ChildProcess;
  pid: number;
  url: string;
  dataDir: string;
  /** The exit code; null when a signal ended it. */
  exited: Promise<number | null>;
  output: () => string;
};

type ServerOptions = {
  env?: Record<string, string>;
  /** An embedded database folder, e.g. one a killed server left behind; a fresh one when absent. */
  dataDir?: string;
  /** A command the server runs under, e.g. `unshare` for a pid namespace of its own. */
  wrapper?: string[];
};

/** The server as its own process, on an embedded database; answers once it is spawned. */
async function spawnServer({ env = {}, dataDir = newDataDir(), wrapper = [] }: ServerOptions = {}): Promise<ServerProcess> {
  const port = await freePort();
  const [command = process.execPath, ...args] = [...wrapper, process.execPath, '--import', 'tsx', 'src/server.ts'];
  const child = spawn(command, args, {
    cwd: serverDir,
    env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'info', WEB_DIST: join(dataDir, 'no-web'), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const server: ServerProcess = { child, pid: child.pid ?? 0, url: `http://127.0.0.1:${port}/api/v1`, dataDir, exited, output: () => output };
  running.push(server);
  return server;
}

/** `npm start`'s server as its own process, once it answers its health check; fails as soon as it exits instead. */
async function startServer(options: ServerOptions = {}) {
  const server = await spawnServer(options);
  const deadline = Date.now() + 60_000;
  while ((await fetch(`${server.url}/health`).catch(() => null))?.status !== 200) {
    if (server.child.exitCode !== null || server.child.signalCode !== null) throw new Error(`The server exited before answering:\n${server.output()}`);
    if (Date.now() > deadline) throw new Error(`The server did not answer within 60 s:\n${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return server;
}

/** The pids of a process's children (here: the server that `unshare --fork` started). */
function childPids(pid: number): number[] {
  return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
}

// The process runs on its own embedded database, whichever the suite uses: the PostgreSQL
// project leaves this file out (vitest.config.ts).
describe('the server process', () => {
  it('never seeds demo data in production, and on SIGTERM finishes, closes the database and frees its lock', async () => {
    const server = await startServer({ env: { NODE_ENV: 'production', ENCRYPTION_KEY: randomBytes(32).toString('hex') } });
    try {
      expect(server.output()).not.toContain('ada@example.com');
      const login = await fetch(`${server.url}/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'ada@example.com', password: 'member-demo-2026' }),
      });
      expect(login.status).toBe(401);
      expect(readFileSync(join(server.dataDir, 'db.lock'), 'utf8')).toBe(`${server.pid}\n`);
    } finally {
      server.child.kill('SIGTERM');
    }
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('SIGTERM: finishing requests in flight, then closing the database');
    expect(readFileSync(join(server.dataDir, 'db.lock'), 'utf8')).toBe('');
  }, 120_000);

  it('seeds the demo accounts on the first start outside production and prints them', async () => {
    const server = await startServer({ env: { NODE_ENV: 'development' } });
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
  }, 120_000);

  it('refuses a second server on the data directory a live one holds, and starts again at once when that one is killed with SIGKILL', async () => {
    const first = await startServer();
    const second = await spawnServer({ dataDir: first.dataDir });
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(`data directory in use by process ${first.pid}`);
    expect(second.output()).toContain('stop that process or use another DATA_DIR');
    // The clear message alone, no stack trace.
    expect(second.output()).not.toMatch(/^\s+at /m);
    expect((await fetch(`${first.url}/health`)).status).toBe(200);

    // No wait for the killed process to be reaped: it may still be a zombie.
    first.child.kill('SIGKILL');
    const restarted = await startServer({ dataDir: first.dataDir });
    expect((await fetch(`${restarted.url}/health`)).status).toBe(200);
    expect(await first.exited).toBeNull();
  }, 120_000);

  it('starts again in a new pid namespace, where it gets the pid of the server killed there before', async () => {
    // Like a container restarted after its server was killed: the server is pid 1 each time.
    const namespaced = ['unshare', '--pid', '--fork', '--mount-proc', '--kill-child'];
    const killed = await startServer({ wrapper: namespaced });
    const serverPids = childPids(killed.pid);
    expect(serverPids).toHaveLength(1);
    for (const pid of serverPids) process.kill(pid, 'SIGKILL');
    await killed.exited;
    expect(readFileSync(join(killed.dataDir, 'db.lock'), 'utf8')).toBe('1\n');

    const restarted = await startServer({ wrapper: namespaced, dataDir: killed.dataDir });
    expect((await fetch(`${restarted.url}/health`)).status).toBe(200);
    expect(readFileSync(join(killed.dataDir, 'db.lock'), 'utf8')).toBe('1\n');
  }, 120_000);
});
