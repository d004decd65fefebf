import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Debian keeps the server binaries per major version; PG_BIN_DIR overrides. */
function serverBinDir(): string {
  if (process.env.PG_BIN_DIR) return process.env.PG_BIN_DIR;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  const found = versions.map((v) => join(root, v, 'bin')).find((dir) => existsSync(join(dir, 'initdb')));
  if (!found) throw new Error(`No PostgreSQL server binaries under ${root}: set PG_BIN_DIR`);
  return found;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('No port'))));
    });
  });
}

/**
 * A PostgreSQL server of the test's own, in a temporary directory on a free port, which the test
 * stops and starts at will: the machine's shared server is never touched. PostgreSQL refuses to
 * run as root, so as root the cluster belongs to the `postgres` user.
 */
export class DisposablePostgres {
  private constructor(
    private readonly dir: string,
    private readonly port: number,
    private readonly binDir: string,
    private readonly owner: string | undefined,
  ) {}

  /** postgres://… of the cluster's own `postgres` database, trusted on 127.0.0.1. */
  get url(): string {
    return `postgres://postgres@127.0.0.1:${this.port}/postgres`;
  }

  static async create(): Promise<DisposablePostgres> {
    const owner = process.getuid?.() === 0 ? 'postgres' : undefined;
    const dir = mkdtempSync(join(tmpdir(), 'repertoire-outage-'));
    const server = new DisposablePostgres(dir, await freePort(), serverBinDir(), owner);
    try {
      if (owner) {
        const { stdout } = await run('id', ['-u', owner]);
        const { stdout: group } = await run('id', ['-g', owner]);
        chownSync(dir, Number(stdout.trim()), Number(group.trim()));
      }
      await server.tool('initdb', ['-D', server.dataDir, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8', '--locale=C']);
      await server.start();
    } catch (error) {
      await server.remove();
      throw error;
    }
    return server;
  }

  private get dataDir(): string {
    return join(this.dir, 'data');
  }

  private async tool(name: string, args: string[]): Promise<void> {
    const binary = join(this.binDir, name);
    await (this.owner ? run('runuser', ['-u', this.owner, '--', binary, ...args]) : run(binary, args));
  }

  async start(): Promise<void> {
    const options = `-p ${this.port} -c listen_addresses=127.0.0.1 -k ${this.dir} -c fsync=off`;
    await this.tool('pg_ctl', ['-D', this.dataDir, '-l', join(this.dir, 'server.log'), '-o', options, '-w', 'start']);
  }

  /** Like a crash or a pulled plug: connections are cut at once, nothing is finished. */
  async stopImmediately(): Promise<void> {
    await this.tool('pg_ctl', ['-D', this.dataDir, '-m', 'immediate', '-w', 'stop']);
  }

  /** Stops the server if it runs and deletes the cluster. */
  async remove(): Promise<void> {
    await this.stopImmediately().catch(() => {});
    rmSync(this.dir, { recursive: true, force: true });
  }
}
