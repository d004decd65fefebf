import type { Db } from '../../db/database';
import type { JobRow } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import type { Clock } from '../../lib/clock';
import { NotFound } from '../../lib/errors';
import { findOwnJob, insertJob, listOwnJobs, requestCancel } from './jobs.repository';

type JobDeps = { db: Db; clock: Clock };

const MAX_LIST = 100;

/** Queues a job for `actor` (in the caller's transaction when `db` is one); a runner takes it up. */
export async function queueJob(deps: JobDeps, actor: Actor, kind: string, input: unknown): Promise<JobRow> {
  return insertJob(deps.db, { kind, ownerId: actor.id, input, now: deps.clock() });
}

/** Only its owner sees a job; to anyone else it does not exist. */
export async function getJob(deps: JobDeps, actor: Actor, id: string): Promise<JobRow> {
  const job = await findOwnJob(deps.db, actor.id, id);
  if (!job) throw new NotFound('No such job');
  return job;
}

/** The actor's jobs, newest first. */
export async function listJobs(deps: JobDeps, actor: Actor, options: { limit?: number; kind?: string } = {}): Promise<JobRow[]> {
  const limit = Math.min(Math.max(options.limit ?? 20, 1), MAX_LIST);
  return listOwnJobs(deps.db, actor.id, { limit, ...(options.kind === undefined ? {} : { kind: options.kind }) });
}

/** Cancels a queued job at once; asks a running one to stop. An ended job is answered as it is. */
export async function cancelJob(deps: JobDeps, actor: Actor, id: string): Promise<JobRow> {
  const job = await requestCancel(deps.db, actor.id, id, deps.clock());
  if (!job) throw new NotFound('No such job');
  return job;
}
