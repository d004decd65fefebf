import { DEADLINE_REMINDER_DAYS } from '@repertoire/contract';
import type { Db } from '../../../db/database';
import type { Deps } from '../../../lib/deps';
import { createPollLoop } from '../../../lib/poll-loop';
import { staffRolesHolding } from '../../../access';
import { confirmClaimByItself } from '../claims.service';
import { noticeOf, staffDisputePath, tell } from '../dispute-notices';
import { findParties, findStaff, findWork, lockDisputesDueReminder, lockDisputesPastDeadline, lockDueClaims, updateDispute } from '../disputes.repository';
import { recordEvent } from '../disputes.service';

/**
 * The society's clock on claims and disputes (docs/decisions/0005 "Deadlines"): reminders 7 days
 * before an evidence deadline, staff told once it has passed, pending claims joining their work
 * when their confirmation period ends. Safe to run in several processes at once: each batch locks
 * its rows with FOR UPDATE SKIP LOCKED and marks each step done in the row's own transaction, so
 * no one is told twice.
 */

/** Rows one transaction of the sweep handles; a longer backlog takes more transactions. */
const BATCH = 20;
const REMINDER_MS = DEADLINE_REMINDER_DAYS * 86_400_000;

/** A dispute's work (its foreign key keeps it while the dispute lives). */
async function workOf(db: Db, workId: string) {
  const work = await findWork(db, workId);
  if (!work) throw new Error(`the work ${workId} of a dispute is gone`);
  return work;
}

export type SweepOutcome = { reminded: number; passed: number };

/** Reminds the parties of deadlines in 7 days and tells every staff member about deadlines that passed. */
export async function sweepDisputeDeadlines(deps: Deps): Promise<SweepOutcome> {
  const outcome: SweepOutcome = { reminded: 0, passed: 0 };
  for (;;) {
    const now = deps.clock();
    const handled = await deps.db.transaction(async (tx) => {
      const due = await lockDisputesDueReminder(tx, now, new Date(now.getTime() + REMINDER_MS), BATCH);
      for (const dispute of due) {
        const work = await workOf(tx, dispute.workId);
        const marked = await updateDispute(tx, dispute.id, { deadlineSoonNotifiedAt: now });
        const recipients = (await findParties(tx, dispute.id)).map((p) => ({ userId: p.userId, email: p.name.email }));
        await recordEvent(tx, deps, { dispute: marked, work }, 'deadline_soon', null, { recipients });
      }
      return due.length;
    });
    outcome.reminded += handled;
    if (handled < BATCH) break;
  }
  for (;;) {
    const now = deps.clock();
    const handled = await deps.db.transaction(async (tx) => {
      const due = await lockDisputesPastDeadline(tx, now, BATCH);
      // Staff who decide disputes: the disputes desk and administrators.
      const staff = due.length > 0 ? await findStaff(tx, staffRolesHolding('dispute.decide')) : [];
      for (const dispute of due) {
        const work = await workOf(tx, dispute.workId);
        const marked = await updateDispute(tx, dispute.id, { deadlinePassedNotifiedAt: now });
        // The timeline shows it to the parties; staff are told it is theirs to decide now.
        await recordEvent(tx, deps, { dispute: marked, work }, 'deadline_passed', null, { recipients: [] });
        await tell(tx, staff.map((s) => ({ userId: s.id, email: s.email })), noticeOf('deadline_passed', null, work.title), {
          appUrl: deps.config.appUrl,
          link: staffDisputePath(dispute.id),
          senderId: null,
        });
      }
      return due.length;
    });
    outcome.passed += handled;
    if (handled < BATCH) break;
  }
  return outcome;
}

/** Lets pending claims whose confirmation period ended join their work's shares (or go to dispute when it has no room left). */
export async function sweepClaimConfirmations(deps: Deps): Promise<number> {
  let settled = 0;
  for (;;) {
    const handled = await deps.db.transaction(async (tx) => {
      const due = await lockDueClaims(tx, deps.clock(), BATCH);
      for (const claim of due) await confirmClaimByItself(tx, deps, claim);
      return due.length;
    });
    settled += handled;
    if (handled < BATCH) return settled;
  }
}

type SweepLogger = { info(obj: object, msg: string): void; error(obj: object, msg: string): void };

export type DisputeSweep = {
  /** Runs the sweep every `intervalMs`, the first time after one interval. */
  start(): void;
  /** Stops it and waits for a sweep under way. */
  stop(): Promise<void>;
  /** One sweep now (tests, tools). */
  runOnce(): Promise<void>;
};

/** The sweep as the server runs it beside the mail outbox's worker: every minute, one run at a time. */
export function createDisputeSweep(deps: Deps, logger: SweepLogger, intervalMs = 60_000): DisputeSweep {
  async function runOnce(): Promise<void> {
    await sweepDisputeDeadlines(deps);
    await sweepClaimConfirmations(deps);
  }
  const loop = createPollLoop({
    pass: runOnce,
    intervalMs,
    logger,
    failureMessage: 'Could not sweep dispute deadlines and claims: will keep trying',
    recoveryMessage: 'Dispute deadlines and claims swept again',
    passAtStart: false,
  });
  return { start: loop.start, stop: loop.stop, runOnce };
}
