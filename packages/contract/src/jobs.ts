import { z } from 'zod';
import { envelope, listEnvelope, paginationQuery } from './envelope';

/**
 * Long work a member started (an import, an export, a CWR file) and how far it is: it runs in
 * the background, its progress reaches the page on the notification stream as `event: job`.
 */
export const jobStateValues = ['queued', 'running', 'succeeded', 'failed', 'cancelled'] as const;
export type JobState = (typeof jobStateValues)[number];

/** The event name on `GET /notifications/stream` whose data is a Job, sent when one of the member's jobs moves. */
export const JOB_EVENT = 'job';

export const job = z.object({
  id: z.uuid(),
  kind: z.string(),
  state: z.enum(jobStateValues),
  progress: z.object({
    done: z.number().int().min(0),
    /** Null until the job knows how much there is to do. */
    total: z.number().int().min(0).nullable(),
  }),
  /** What a finished job made (a summary, a file to download); its shape is the kind's. */
  result: z.unknown().nullable(),
  /** Why it failed, for the member to read. */
  error: z.string().nullable(),
  cancel_requested: z.boolean(),
  created_at: z.iso.datetime(),
  started_at: z.iso.datetime().nullable(),
  finished_at: z.iso.datetime().nullable(),
});
export type Job = z.infer<typeof job>;

export const jobResponse = envelope(job);
export const jobList = listEnvelope(job);

export const jobListQuery = paginationQuery.extend({
  kind: z.string().trim().min(1).max(40).optional(),
});
export type JobListQuery = z.infer<typeof jobListQuery>;
