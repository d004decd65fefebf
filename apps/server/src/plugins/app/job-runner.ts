import type { FastifyInstance } from 'fastify';

/** What routes and tests need of the job runner (features/jobs). */
export type JobRunnerHandle = {
  /** Looks for jobs at once (after a request queued one). */
  wake(): void;
  /** Runs every job claimable now to its end and answers how many ran (tests, tools). */
  drain(): Promise<number>;
  /** Stops claiming jobs, and starts again: a test holds the runner so a step surely comes before a job. */
  stop(): Promise<void>;
  start(): void;
};

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    /** Runs background jobs in this API process (docs/decisions/0017): a route that queues one wakes it. */
    jobRunner: JobRunnerHandle;
  }
}

export function registerJobRunner(app: FastifyInstance, runner: JobRunnerHandle): void {
  app.decorate('jobRunner', runner);
}
