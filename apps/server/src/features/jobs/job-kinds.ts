import type { Db } from '../../db/database';
import type { JobRow } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import type { Deps } from '../../lib/deps';

export type JobContext = {
  job: JobRow;
  input: unknown;
  db: Db;
  /** Items to write in one transaction (job-pacing.ts: fewer where the database runs in this thread). */
  batchItems: number;
  clock: Clock;
  /** What services need (configuration, storage), for a job that calls one as a request would (a CWR file's claims). */
  deps: Deps;
  /** Records progress, renews the lease and reads whether the owner asked to cancel. */
  reportProgress(done: number, total?: number | null): Promise<void>;
  /** True once the owner asked to cancel (as of the last progress report): return early, the job ends cancelled. */
  isCancelled(): boolean;
};

/** Does the work of one kind of job and answers its result (stored as JSON). A thrown error's message is shown to the owner. */
export type JobHandler = (context: JobContext) => Promise<unknown>;

const handlers = new Map<string, JobHandler>();

/** Makes jobs of `kind` runnable by every runner of this process. */
export function registerJobKind(kind: string, handler: JobHandler): void {
  if (handlers.has(kind)) throw new Error(`Job kind "${kind}" is registered twice`);
  handlers.set(kind, handler);
}

export function jobHandler(kind: string): JobHandler | undefined {
  return handlers.get(kind);
}

/** Whether this process can run any job at all: until a feature registers a kind, there is nothing to look for. */
export function hasJobKinds(): boolean {
  return handlers.size > 0;
}
