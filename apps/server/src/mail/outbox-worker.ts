import type { Db } from '../db/database';
import type { MailOutboxRow } from '../db/schema';
import type { Clock } from '../lib/clock';
import { createPollLoop } from '../lib/poll-loop';
import { systemClock } from '../lib/clock';
import type { Mailer } from './mailer';
import { claimDueMail, composeFinishedMail, deleteOutboxRow, mailEnqueuedCount, MESSAGE_KIND, recordFailedAttempt } from './outbox';
import type { MailComposers } from './outbox';

type OutboxLogger = {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
};

export type MailRetryPolicy = {
  /** Attempts before a mail is given up (status `failed`). */
  maxAttempts: number;
  /** Wait after the first failed attempt; it doubles with each further failure… */
  firstDelayMs: number;
  /** …up to this. */
  maxDelayMs: number;
};

/** 30 s, 1, 2, 4, 8, 16, 32 min, then hourly: ten attempts over about three hours. */
export const defaultMailRetryPolicy: MailRetryPolicy = { maxAttempts: 10, firstDelayMs: 30_000, maxDelayMs: 3_600_000 };

export function retryDelayMs(policy: MailRetryPolicy, failedAttempts: number): number {
  return Math.min(policy.firstDelayMs * 2 ** Math.max(0, failedAttempts - 1), policy.maxDelayMs);
}

export type MailOutboxWorkerOptions = {
  db: Db;
  mailer: Mailer;
  /** Composers of the outbox's mail kinds (finished mail needs none). */
  composers?: MailComposers;
  clock?: Clock;
  logger: OutboxLogger;
  /** How often the outbox is looked at when nothing wakes the worker: mail written by other processes, retries. */
  pollIntervalMs?: number;
  batchSize?: number;
  retry?: MailRetryPolicy;
  /** How long a claim holds: a worker that dies mid-send leaves its mail to another after this. */
  claimMs?: number;
};

export type MailOutboxWorker = {
  /** Starts looking at the outbox every `pollIntervalMs`. */
  start(): void;
  /** Runs at once if this process wrote mail since the last run (called after each answer). */
  nudge(): void;
  /** Sends everything due now, one attempt each, and returns how many mails went out (tests, tools). */
  drain(): Promise<number>;
  /** Stops the loop and waits for mail being sent. */
  stop(): Promise<void>;
};

export function createMailOutboxWorker(options: MailOutboxWorkerOptions): MailOutboxWorker {
  const { db, mailer, logger } = options;
  const clock = options.clock ?? systemClock;
  const composers: MailComposers = { ...options.composers, [MESSAGE_KIND]: composeFinishedMail };
  const pollIntervalMs = options.pollIntervalMs ?? 1000;
  const batchSize = options.batchSize ?? 10;
  const retry = options.retry ?? defaultMailRetryPolicy;
  const claimMs = options.claimMs ?? 5 * 60_000;

  /** Set by stop(): a drain under way finishes its batch and claims no more. */
  let stopping = false;
  let seenEnqueued = mailEnqueuedCount();

  /** One attempt at one claimed mail: true when it went out. */
  async function deliver(row: MailOutboxRow): Promise<boolean> {
    try {
      const compose = composers[row.kind];
      if (!compose) throw new Error(`No composer for mail of kind "${row.kind}"`);
      const message = await compose(db, row.payload, clock());
      if (message) await mailer.send(message);
      await deleteOutboxRow(db, row.id);
      return message !== null;
    } catch (error) {
      const givenUp = row.attempts >= retry.maxAttempts;
      const nextAttemptAt = givenUp ? null : new Date(clock().getTime() + retryDelayMs(retry, row.attempts));
      const details = { mailId: row.id, kind: row.kind, attempt: row.attempts, err: error };
      if (givenUp) logger.error(details, 'Mail not sent: giving up after the last attempt');
      else logger.warn({ ...details, nextAttemptAt }, 'Mail not sent: will try again');
      try {
        await recordFailedAttempt(db, row.id, { nextAttemptAt, error: error instanceof Error ? error.message : String(error) });
      } catch (recordError) {
        // The claim lapses after claimMs and another attempt follows then.
        logger.error({ mailId: row.id, err: recordError }, 'Could not record a failed mail attempt');
      }
      return false;
    }
  }

  async function drain(): Promise<number> {
    seenEnqueued = mailEnqueuedCount();
    let sent = 0;
    while (!stopping) {
      const now = clock();
      const rows = await claimDueMail(db, now, batchSize, new Date(now.getTime() + claimMs));
      for (const row of rows) if (await deliver(row)) sent += 1;
      if (rows.length < batchSize) break;
    }
    return sent;
  }

  const loop = createPollLoop({
    pass: drain,
    intervalMs: pollIntervalMs,
    logger,
    failureMessage: 'Could not read the mail outbox: will keep trying',
    recoveryMessage: 'Mail outbox reachable again',
    passAtStart: true,
  });

  return {
    start() {
      stopping = false;
      loop.start();
    },
    nudge() {
      if (mailEnqueuedCount() !== seenEnqueued) loop.wake();
    },
    drain,
    async stop() {
      stopping = true;
      await loop.stop();
    },
  };
}
