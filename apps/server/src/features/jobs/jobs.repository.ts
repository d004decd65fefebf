import { and, desc, eq, inArray, isNotNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { jobs } from '../../db/schema';
import type { JobRow } from '../../db/schema';
import { countUpTo, pageTotal, type Page } from '../../lib/paging';
import type { Total } from '../../lib/pagination';

/** The channel a job's owner hears about its progress and end on (payload `{ userId, jobId }`). */
export const JOBS_CHANNEL = 'repertoire_jobs';

export async function insertJob(db: Db, values: { kind: string; ownerId: string; input: unknown; now: Date }): Promise<JobRow> {
  const [row] = await db
    .insert(jobs)
    .values({ kind: values.kind, ownerId: values.ownerId, input: values.input, createdAt: values.now, updatedAt: values.now })
    .returning();
  if (!row) throw new Error('The job was not written');
  await tellOwner(db, row);
  return row;
}

/**
 * Claims up to `limit` jobs for this process until `lockedUntil`: queued ones, oldest first, and
 * running ones whose lease lapsed (their process died) while attempts remain. One UPDATE over
 * rows picked with FOR UPDATE SKIP LOCKED, so two processes never claim the same job.
 */
export async function claimJobs(db: Db, options: { now: Date; limit: number; lockedUntil: Date; maxAttempts: number }): Promise<JobRow[]> {
  const { now, limit, lockedUntil, maxAttempts } = options;
  const claimable = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      or(
        eq(jobs.state, 'queued'),
        and(eq(jobs.state, 'running'), lt(jobs.lockedUntil, now), lt(jobs.attempts, maxAttempts), sql`${jobs.cancelRequestedAt} is null`),
      ),
    )
    .orderBy(jobs.createdAt)
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(jobs)
    .set({ state: 'running', attempts: sql`${jobs.attempts} + 1`, lockedUntil, startedAt: sql`coalesce(${jobs.startedAt}, ${now})`, updatedAt: now })
    .where(inArray(jobs.id, claimable))
    .returning();
}

/**
 * Ends the jobs whose lease lapsed and that may not be tried again: failed once their attempts
 * are spent, cancelled when their owner asked. None stays "running" for ever.
 */
export async function endAbandonedJobs(db: Db, options: { now: Date; maxAttempts: number }): Promise<JobRow[]> {
  const { now, maxAttempts } = options;
  const lapsed = and(eq(jobs.state, 'running'), lt(jobs.lockedUntil, now));
  const cancelled = await db
    .update(jobs)
    .set({ state: 'cancelled', lockedUntil: null, finishedAt: now, updatedAt: now })
    .where(and(lapsed, isNotNull(jobs.cancelRequestedAt)))
    .returning();
  const failed = await db
    .update(jobs)
    .set({ state: 'failed', error: 'The job stopped unexpectedly too many times', lockedUntil: null, finishedAt: now, updatedAt: now })
    .where(and(lapsed, sql`${jobs.attempts} >= ${maxAttempts}`))
    .returning();
  const ended = [...cancelled, ...failed];
  for (const row of ended) await tellOwner(db, row);
  return ended;
}

/**
 * Records progress and renews the lease of a job this process runs; answers whether its owner
 * asked to cancel it, or null when the job is no longer this process's (its lease lapsed and
 * another took it, or it ended).
 */
export async function recordProgress(
  db: Db,
  id: string,
  values: { now: Date; lockedUntil: Date; done?: number; total?: number | null },
): Promise<{ cancelRequested: boolean; row: JobRow } | null> {
  const [row] = await db
    .update(jobs)
    .set({
      lockedUntil: values.lockedUntil,
      updatedAt: values.now,
      ...(values.done === undefined ? {} : { progressDone: values.done }),
      ...(values.total === undefined ? {} : { progressTotal: values.total }),
    })
    .where(and(eq(jobs.id, id), eq(jobs.state, 'running')))
    .returning();
  return row ? { cancelRequested: row.cancelRequestedAt !== null, row } : null;
}

export type JobEnding =
  | { state: 'succeeded'; result: unknown }
  | { state: 'failed'; error: string }
  | { state: 'cancelled' };

/** Ends a running job; null when it was no longer running (another process ended it). */
export async function finishJob(db: Db, id: string, ending: JobEnding, now: Date): Promise<JobRow | null> {
  const [row] = await db
    .update(jobs)
    .set({
      state: ending.state,
      result: ending.state === 'succeeded' ? (ending.result ?? null) : null,
      error: ending.state === 'failed' ? ending.error : null,
      lockedUntil: null,
      finishedAt: now,
      updatedAt: now,
    })
    .where(and(eq(jobs.id, id), eq(jobs.state, 'running')))
    .returning();
  if (row) await tellOwner(db, row);
  return row ?? null;
}

export async function findOwnJob(db: Db, ownerId: string, id: string): Promise<JobRow | undefined> {
  const [row] = await db.select().from(jobs).where(and(eq(jobs.id, id), eq(jobs.ownerId, ownerId)));
  return row;
}

const ownJobs = (ownerId: string, kind: string | undefined) => and(eq(jobs.ownerId, ownerId), kind === undefined ? undefined : eq(jobs.kind, kind));

/** A page of the owner's jobs, newest first, and how many there are in all. */
export async function listOwnJobs(db: Db, ownerId: string, options: { kind?: string; page: Page }): Promise<{ rows: JobRow[]; total: Total }> {
  const where = ownJobs(ownerId, options.kind);
  const rows = await db.select().from(jobs).where(where).orderBy(desc(jobs.createdAt), desc(jobs.id)).limit(options.page.limit).offset(options.page.offset);
  const total = await pageTotal(rows.length, options.page, () => countUpTo(db, jobs, where));
  return { rows, total };
}

/** A queued job is cancelled at once; a running one is asked to stop (its handler sees it at its next progress report). */
export type CancelOutcome = { row: JobRow; outcome: 'cancelled' | 'stopping' | 'already-ended' };

export async function requestCancel(db: Db, ownerId: string, id: string, now: Date): Promise<CancelOutcome | undefined> {
  const mine = and(eq(jobs.id, id), eq(jobs.ownerId, ownerId));
  const [queued] = await db
    .update(jobs)
    .set({ state: 'cancelled', cancelRequestedAt: now, finishedAt: now, updatedAt: now })
    .where(and(mine, eq(jobs.state, 'queued')))
    .returning();
  if (queued) {
    await tellOwner(db, queued);
    return { row: queued, outcome: 'cancelled' };
  }
  const [running] = await db
    .update(jobs)
    .set({ cancelRequestedAt: sql`coalesce(${jobs.cancelRequestedAt}, ${now})`, updatedAt: now })
    .where(and(mine, eq(jobs.state, 'running')))
    .returning();
  if (running) return { row: running, outcome: 'stopping' };
  const ended = await findOwnJob(db, ownerId, id);
  return ended && { row: ended, outcome: 'already-ended' };
}

/** Tells the owner's live streams that the job changed (delivered on commit; nothing is stored). */
export async function tellOwner(db: Db, row: Pick<JobRow, 'id' | 'ownerId'>): Promise<void> {
  await db.execute(sql`select pg_notify(${JOBS_CHANNEL}, ${JSON.stringify({ userId: row.ownerId, jobId: row.id })})`);
}
