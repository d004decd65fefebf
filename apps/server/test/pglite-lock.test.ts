import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createDatabase } from '../src/db/database';
import { acquireDataDirectoryLock, DataDirectoryInUseError } from '../src/db/pglite-lock';

const dirs: string[] = [];
const processes: number[] = [];
afterEach(() => {
  for (const pid of processes.splice(0)) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function lockFileInTempDir() {
  const dir = mkdtempSync(join(tmpdir(), 'repertoire-lock-'));
  dirs.push(dir);
  return join(dir, 'db.lock');
}

function processState(pid: number): string {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
}

/**
 * Another process holding the lock with flock(1), the same kind of lock (flock(2)), as the child
 * of a parent that never reaps its children: killed, the holder stays a zombie until the parent goes.
 * Resolves with the holder's pid once it holds the lock.
 */
async function holdLockInAnotherProcess(lockFile: string): Promise<number> {
  // The holder: a subshell that locks its descriptor 9 with flock(1), then becomes `sleep`, keeping it.
  const script = '(exec 9>>"$0"; flock --exclusive --nonblock 9 && exec sleep 600) >/dev/null & echo $!; exec sleep 600';
  const parent = spawn('sh', ['-c', script, lockFile], { stdio: ['ignore', 'pipe', 'inherit'] });
  if (parent.pid === undefined) throw new Error('sh did not start');
  processes.push(parent.pid);
  const holder = await new Promise<number>((resolve) => parent.stdout.once('data', (chunk: Buffer) => resolve(Number(chunk.toString().trim()))));
  processes.push(holder);
  // The subshell waits for flock(1) to end before it becomes `sleep`: from then on the holder alone
  // keeps the descriptor, so killing it is what frees the lock (flock(1) still alive would hold it too).
  await expect.poll(() => readFileSync(`/proc/${holder}/comm`, 'utf8').trim()).toBe('sleep');
  await expect.poll(() => {
    try {
      acquireDataDirectoryLock(lockFile)();
      return 'free';
    } catch (error) {
      return error instanceof DataDirectoryInUseError ? 'held' : String(error);
    }
  }).toBe('held');
  return holder;
}

describe('the PGlite data directory lock', () => {
  it('refuses a second holder while the first holds it, naming the holder, and is free once released', () => {
    const lockFile = lockFileInTempDir();
    const release = acquireDataDirectoryLock(lockFile);
    expect(readFileSync(lockFile, 'utf8')).toBe(`${process.pid}\n`);
    // Two descriptors exclude each other even within one process.
    expect(() => acquireDataDirectoryLock(lockFile)).toThrow(`data directory in use by process ${process.pid} (lock file ${lockFile})`);
    release();
    // Releasing twice is harmless, and the lock is free again: this process takes it and the file names it.
    release();
    const again = acquireDataDirectoryLock(lockFile);
    expect(readFileSync(lockFile, 'utf8')).toBe(`${process.pid}\n`);
    again();
  });

  it('does not mistake a pid left in the file for a holder, even the pid of a live process', () => {
    const lockFile = lockFileInTempDir();
    // A process killed in a fresh pid namespace leaves its pid, and the next one there gets the same pid.
    writeFileSync(lockFile, `${process.pid}\n`);
    const release = acquireDataDirectoryLock(lockFile);
    expect(readFileSync(lockFile, 'utf8')).toBe(`${process.pid}\n`);
    release();
    writeFileSync(lockFile, 'not a pid\n');
    const taken = acquireDataDirectoryLock(lockFile);
    expect(readFileSync(lockFile, 'utf8')).toBe(`${process.pid}\n`);
    taken();
  });

  it('refuses while another process holds it, and is free the moment that process is killed, though not yet reaped', async () => {
    const lockFile = lockFileInTempDir();
    const holder = await holdLockInAnotherProcess(lockFile);
    expect(() => acquireDataDirectoryLock(lockFile)).toThrow(DataDirectoryInUseError);

    process.kill(holder, 'SIGKILL');
    await expect.poll(() => processState(holder)).toBe('Z');
    const taken = acquireDataDirectoryLock(lockFile);
    expect(readFileSync(lockFile, 'utf8')).toBe(`${process.pid}\n`);
    taken();
  });

  it('keeps a second database from opening a data directory whose lock is held', async () => {
    const lockFile = lockFileInTempDir();
    const release = acquireDataDirectoryLock(lockFile);
    try {
      await expect(createDatabase({ dataDir: join(lockFile, '..') })).rejects.toBeInstanceOf(DataDirectoryInUseError);
    } finally {
      release();
    }
  });
});
