import type { Job, JobListQuery, PageMeta } from '@repertoire/contract';
import type { Db } from '../../db/database';
import type { JobRow } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import type { Clock } from '../../lib/clock';
import { NotFound } from '../../lib/errors';
import { pageOf } from '../../lib/paging';
import { findOwnJob, insertJob, listOwnJobs, requestCancel, type CancelOutcome } from './jobs.repository';

type JobDeps = { db: Db; clock: Clock };

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

/** A job of the member as they read it, for the notification stream; null when it is not theirs. */
export async function readOwnJob(db: Db, ownerId: string, id: string): Promise<Job | null> {
  const row = await findOwnJob(db, ownerId, id);
  return row ? toJob(row) : null;
}

/** A page of the actor's jobs, newest first. */
export async function listJobs(deps: JobDeps, actor: Actor, query: JobListQuery): Promise<{ items: Job[]; meta: PageMeta }> {
  const page = pageOf(query);
  const { rows, total } = await listOwnJobs(deps.db, actor.id, { page, ...(query.kind === undefined ? {} : { kind: query.kind }) });
  return { items: rows.map(toJob), meta: page.meta(total) };
}

/** A job as its owner reads it. */
export function toJob(row: JobRow): Job {
  return {
    id: row.id,
    kind: row.kind,
    state: row.state,
    progress: { done: row.progressDone, total: row.progressTotal },
    result: row.result ?? null,
    error: row.error,
    cancel_requested: row.cancelRequestedAt !== null,
    created_at: row.createdAt.toISOString(),
    started_at: row.startedAt?.toISOString() ?? null,
    finished_at: row.finishedAt?.toISOString() ?? null,
  };
}

/** Cancels a queued job at once; asks a running one to stop. An ended job is answered as it is. */
export async function cancelJob(deps: JobDeps, actor: Actor, id: string): Promise<CancelOutcome> {
  const cancelled = await requestCancel(deps.db, actor.id, id, deps.clock());
  if (!cancelled) throw new NotFound('No such job');
  return cancelled;
}
