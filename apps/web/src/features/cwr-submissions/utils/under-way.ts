import type { CwrSubmission } from '@repertoire/contract';

/** How often a submission still being read is asked for, should the notification stream be away. */
export const UNDER_WAY_POLL_MS = 5_000;

/** Sent and not read to the end yet: its state, progress and counts still move. */
export const isUnderWay = (submission: Pick<CwrSubmission, 'state'>) => submission.state === 'uploaded' || submission.state === 'reading';
