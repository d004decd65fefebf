import { closeSync, constants, ftruncateSync, openSync, readFileSync, writeSync } from 'node:fs';
import { createRequire } from 'node:module';
import type * as FsExt from 'fs-ext';

/**
 * fs-ext's flock, loaded when a lock is first taken: its native addon loads once per process, and the thread jobs run
 * in on PostgreSQL (features/jobs/job-thread.ts), which never takes one, would crash the process by loading it again.
 */
const flockSync = (fd: number, flags: 'exnb'): void => {
  const fsExt = createRequire(import.meta.url)('fs-ext') as typeof FsExt;
  fsExt.flockSync(fd, flags);
};

export class DataDirectoryInUseError extends Error {
  constructor(
    readonly lockFile: string,
    /** The holder's pid as it wrote it (in its own pid namespace); null when it has not written it yet. */
    readonly pid: number | null,
  ) {
    super(`data directory in use by ${pid === null ? 'another process' : `process ${pid}`} (lock file ${lockFile}); stop that process or use another DATA_DIR`);
    this.name = 'DataDirectoryInUseError';
  }
}

function readHolderPid(lockFile: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(lockFile, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/**
 * PGlite is single-user PostgreSQL: two processes opening one data directory corrupt it
 * (see docs/architecture.md#two-databases). The lock is flock(2) on the lock file, held on an open descriptor for as long as
 * the database is open. The kernel drops it when the descriptor closes, which a process that
 * dies in any way (kill -9 included) does at once, before it is even reaped: no stale lock is
 * left for pid reuse or a zombie to keep alive. Locks taken through two descriptors exclude
 * each other even within one process. The file holds the holder's pid, for the message only.
 * Returns the function that releases the lock.
 */
export function acquireDataDirectoryLock(lockFile: string): () => void {
  // Read-write without truncating: a refused opener must not wipe the holder's pid.
  const fd = openSync(lockFile, constants.O_RDWR | constants.O_CREAT, 0o644);
  try {
    flockSync(fd, 'exnb');
  } catch (error) {
    closeSync(fd);
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EAGAIN' || code === 'EWOULDBLOCK') throw new DataDirectoryInUseError(lockFile, readHolderPid(lockFile));
    throw error;
  }
  ftruncateSync(fd, 0);
  writeSync(fd, `${process.pid}\n`, 0);
  // The file stays: removing it would let a process that opened it just before lock an unlinked
  // file while the next one locks a new file of the same name.
  let isReleased = false;
  return () => {
    // Once only: the descriptor's number may belong to another file after it is closed.
    if (isReleased) return;
    isReleased = true;
    ftruncateSync(fd, 0);
    closeSync(fd);
  };
}
