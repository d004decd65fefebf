import type { DatabaseDriver, Db } from '../../db/database';
import type { JobRow } from '../../db/schema';
import type { Config } from '../../config';
import type { Clock } from '../../lib/clock';
import { systemClock } from '../../lib/clock';
import { createPollLoop } from '../../lib/poll-loop';
import type { FileStorage } from '../../storage/file-storage';
import { hasJobKinds, jobHandler } from './job-kinds';
import { BATCH_ITEMS } from './job-pacing';
import type { JobEnding } from './jobs.repository';
import { claimJobs, endAbandonedJobs, finishJob, recordProgress, tellOwner } from './jobs.repository';

type RunnerLogger = {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
};

export type JobRunnerOptions = {
  db: Db;
  driver: DatabaseDriver;
  clock?: Clock;
  /** Given to jobs with the database and the clock, as the services they call expect them (lib/deps). */
  config: Config;
  storage: FileStorage;
  logger: RunnerLogger;
  /** Jobs run at once by this process; one by default, so a long job never starves requests on a small machine. */
  concurrency?: number;
  /** How often queued jobs are looked for when nothing wakes the runner (jobs written by other processes). */
  pollIntervalMs?: number;
  /** How long a claim holds without a heartbeat: a process that died leaves its job to another after this. */
  leaseMs?: number;
  /** How often a running job renews its lease. */
  heartbeatMs?: number;
  /** Claims of one job (first run and take-ups after a lapsed lease) before it ends failed. */
  maxAttempts?: number;
  /** Least time between two progress events of one job. */
  progressEventMs?: number;
};

/** How a runner polls, leases and how many jobs it runs at once: what tests shorten, in either runner. */
export type JobRunnerTuning = Pick<JobRunnerOptions, 'pollIntervalMs' | 'leaseMs' | 'heartbeatMs' | 'maxAttempts' | 'concurrency'>;

export type JobRunner = {
  start(): void;
  /** Looks for jobs at once (after this process queued one). */
  wake(): void;
  /** Runs every job claimable now to its end and answers how many ran (tests, tools). */
  drain(): Promise<number>;
  /** Stops claiming and waits for the jobs under way. */
  stop(): Promise<void>;
};

export function createJobRunner(options: JobRunnerOptions): JobRunner {
  const { db, logger } = options;
  const clock = options.clock ?? systemClock;
  const concurrency = options.concurrency ?? 1;
  const pollIntervalMs = options.pollIntervalMs ?? 1000;
  const leaseMs = options.leaseMs ?? 45_000;
  const heartbeatMs = options.heartbeatMs ?? 5000;
  const maxAttempts = options.maxAttempts ?? 3;
  const progressEventMs = options.progressEventMs ?? 1000;

  let stopping = false;
  const active = new Set<Promise<void>>();

  const leaseFrom = (now: Date) => new Date(now.getTime() + leaseMs);

  async function runJob(job: JobRow): Promise<void> {
    let cancelled = job.cancelRequestedAt !== null;
    let lost = false;
    let lastEventAt = -Infinity;
    const report = async (progress: { done?: number; total?: number | null }) => {
      const now = clock();
      const answer = await recordProgress(db, job.id, { now, lockedUntil: leaseFrom(now), ...progress });
      if (!answer) {
        lost = true;
        return;
      }
      cancelled ||= answer.cancelRequested;
      if (progress.done !== undefined && now.getTime() - lastEventAt >= progressEventMs) {
        lastEventAt = now.getTime();
        await tellOwner(db, job);
      }
    };
    const heartbeat = setInterval(() => {
      report({}).catch((error: unknown) => logger.warn({ jobId: job.id, err: error }, 'Could not renew the lease of a job'));
    }, heartbeatMs);
    heartbeat.unref();
    let ending: JobEnding;
    try {
      const handler = jobHandler(job.kind);
      if (!handler) throw new Error(`This server cannot run jobs of kind "${job.kind}"`);
      const result = await handler({
        job,
        input: job.input,
        db,
        batchItems: BATCH_ITEMS[options.driver],
        clock,
        deps: { db, config: options.config, clock, storage: options.storage },
        reportProgress: (done, total) => report(total === undefined ? { done } : { done, total }),
        isCancelled: () => cancelled,
      });
      ending = cancelled ? { state: 'cancelled' } : { state: 'succeeded', result };
    } catch (error) {
      logger.warn({ jobId: job.id, kind: job.kind, err: error }, 'A job failed');
      ending = cancelled ? { state: 'cancelled' } : { state: 'failed', error: error instanceof Error ? error.message : String(error) };
    } finally {
      clearInterval(heartbeat);
    }
    if (lost) return;
    await finishJob(db, job.id, ending, clock());
  }

  /** Claims what free places allow and starts it; answers how many started. */
  async function look(): Promise<number> {
    // No kind registered, no job this process could run: the poll costs no query.
    if (!hasJobKinds()) return 0;
    const now = clock();
    await endAbandonedJobs(db, { now, maxAttempts });
    const free = concurrency - active.size;
    if (free <= 0 || stopping) return 0;
    const claimed = await claimJobs(db, { now, limit: free, lockedUntil: leaseFrom(now), maxAttempts });
    for (const job of claimed) {
      const running: Promise<void> = runJob(job)
        .catch((error: unknown) => logger.error({ jobId: job.id, err: error }, 'Could not record the end of a job'))
        .finally(() => {
          active.delete(running);
          loop.wake();
        });
      active.add(running);
    }
    return claimed.length;
  }

  const loop = createPollLoop({
    pass: look,
    intervalMs: pollIntervalMs,
    logger,
    failureMessage: 'Could not look for jobs: will keep trying',
    recoveryMessage: 'Jobs reachable again',
    passAtStart: true,
  });

  return {
    start() {
      stopping = false;
      loop.start();
    },
    wake: loop.wake,
    async drain() {
      let ran = 0;
      for (;;) {
        await loop.settled();
        const startedNow = await look();
        ran += startedNow;
        if (active.size === 0 && startedNow === 0) return ran;
        await Promise.race(active);
      }
    },
    async stop() {
      stopping = true;
      await loop.stop();
      await Promise.allSettled(active);
    },
  };
}
