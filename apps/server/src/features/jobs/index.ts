/** Long work run outside the request (docs/decisions/0017-background-jobs.md): kinds, the runner, and the owner's view. */
export { registerJobKind } from './job-kinds';
export { ITEMS_BETWEEN_TURNS, memberRequestArrived, nextTurn, readAhead } from './job-pacing';
export type { JobContext, JobHandler } from './job-kinds';
export { createJobRunner } from './job-runner';
export type { JobRunner, JobRunnerOptions, JobRunnerTuning } from './job-runner';
export { createJobThread } from './job-thread';
export type { FromJobThread, JobThreadData, ToJobThread } from './job-thread';
export { JOBS_CHANNEL } from './jobs.repository';
export { cancelJob, getJob, listJobs, queueJob, readOwnJob, toJob } from './jobs.service';
export { jobsRoutes } from './jobs.routes';
