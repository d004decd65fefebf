import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const serverDir = join(import.meta.dirname, '../..');

export type ServerProcess = {
  child: ChildProcess;
  pid: number;
  /** The API's base, e.g. http://127.0.0.1:4321/api/v1. */
  url: string;
  dataDir: string;
  /** The exit code; null when a signal ended it. */
  exited: Promise<number | null>;
  output: () => string;
};

export type ServerOptions = {
  env?: Record<string, string>;
  /** An embedded database folder, e.g. one a killed server left behind; a fresh one when absent. */
  dataDir?: string;
  /** A command the server runs under, e.g. `unshare` for a pid namespace of its own. */
  wrapper?: string[];
};

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/**
 * `npm start`'s server as child processes of a test file (run from source through tsx), each on
 * a free port and a data folder of its own unless told otherwise. `killAll()` (in afterEach or
 * afterAll) kills whichever still run and removes their folders.
 */
export function serverProcesses() {
  const dirs: string[] = [];
  const running: ServerProcess[] = [];

  function newDataDir(): string {
    const dataDir = mkdtempSync(join(tmpdir(), 'repertoire-process-'));
    dirs.push(dataDir);
    return dataDir;
  }

  /** A server process (by default on an embedded database); answers once it is spawned. */
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

  /** A server process once it answers its health check; fails as soon as it exits instead. */
  async function startServer(options: ServerOptions = {}): Promise<ServerProcess> {
    const server = await spawnServer(options);
    const deadline = Date.now() + 60_000;
    while ((await fetch(`${server.url}/health`).catch(() => null))?.status !== 200) {
      if (server.child.exitCode !== null || server.child.signalCode !== null) throw new Error(`The server exited before answering:\n${server.output()}`);
      if (Date.now() > deadline) throw new Error(`The server did not answer within 60 s:\n${server.output()}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    return server;
  }

  function killAll(): void {
    for (const server of running.splice(0)) server.child.kill('SIGKILL');
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  }

  return { newDataDir, spawnServer, startServer, killAll };
}
