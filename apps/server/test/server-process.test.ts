import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Mailbox } from './support/mailbox';
import { serverProcesses } from './support/server-process';

const { spawnServer, startServer, killAll } = serverProcesses();
afterEach(killAll);

// Production requires a mail server: a real one, though these tests send no mail.
const mailbox = new Mailbox();
let smtpUrl = '';
beforeAll(async () => {
  smtpUrl = `smtp://127.0.0.1:${await mailbox.listen()}`;
});
afterAll(() => mailbox.close());

/** The pids of a process's children (here: the server that `unshare --fork` started). */
function childPids(pid: number): number[] {
  return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
}

// The process runs on its own embedded database, whichever the suite uses: the PostgreSQL
// project leaves this file out (vitest.config.ts).
describe('the server process', () => {
  it('never seeds demo data in production, and on SIGTERM finishes, closes the database and frees its lock', async () => {
    const server = await startServer({ env: { NODE_ENV: 'production', ENCRYPTION_KEY: randomBytes(32).toString('hex'), SMTP_URL: smtpUrl } });
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

  it('refuses to start in production without a mail server, naming SMTP_URL, rather than print secret links in its log', async () => {
    const server = await spawnServer({ env: { NODE_ENV: 'production', ENCRYPTION_KEY: randomBytes(32).toString('hex') } });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('SMTP_URL: is required when NODE_ENV=production');
    expect(server.output()).not.toMatch(/^\s+at /m);
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
