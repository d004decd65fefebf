import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { failureThrottles } from '../db/schema';
import { TooManyRequests } from './errors';

/**
 * A throttle that slows guessing down instead of locking out (OWASP ASVS 5.0 V6.3, authentication
 * cheat sheet): the first `freeFailures` failures cost nothing; after that each failure makes the
 * subject wait before its next attempt is heard, twice as long as the last time, up to `maxDelaySeconds`.
 * Successes are never counted. A subject's failures are forgotten once it has had none for `forgetAfterSeconds`.
 */
export type FailureThrottleRule = {
  /** Distinguishes the counter, e.g. `login:account`. */
  name: string;
  freeFailures: number;
  firstDelaySeconds: number;
  maxDelaySeconds: number;
  /** At most MAX_FORGET_AFTER_SECONDS. */
  forgetAfterSeconds: number;
};

export const MAX_FORGET_AFTER_SECONDS = 24 * 3600;

export type ThrottleCheck = [FailureThrottleRule, string];

const keyOf = ([rule, subject]: ThrottleCheck) => `${rule.name}:${subject.toLowerCase()}`;

/** The wait after the `failures`-th failure in a row, in seconds (0 while failures are free). */
export function throttleDelaySeconds(rule: FailureThrottleRule, failures: number): number {
  const beyond = failures - rule.freeFailures;
  if (beyond <= 0) return 0;
  return Math.min(rule.firstDelaySeconds * 2 ** (beyond - 1), rule.maxDelaySeconds);
}

/** Throws TooManyRequests, saying when to try again, while any of the subjects must wait. */
export async function assertNotThrottled(db: Db, checks: ThrottleCheck[], now: Date): Promise<void> {
  if (checks.length === 0) return;
  const rows = await db
    .select({ blockedUntil: failureThrottles.blockedUntil })
    .from(failureThrottles)
    .where(and(inArray(failureThrottles.key, checks.map(keyOf)), gt(failureThrottles.blockedUntil, now)));
  const until = Math.max(...rows.map((row) => row.blockedUntil?.getTime() ?? 0));
  if (until > now.getTime()) throw new TooManyRequests((until - now.getTime()) / 1000);
}

/** Counts one failure for each subject (one atomic upsert each, so every API process counts the same). */
export async function recordFailures(db: Db, checks: ThrottleCheck[], now: Date): Promise<void> {
  for (const check of checks) {
    const [rule] = check;
    const forgetBefore = new Date(now.getTime() - rule.forgetAfterSeconds * 1000);
    const [row] = await db
      .insert(failureThrottles)
      .values({ key: keyOf(check), failures: 1, lastFailureAt: now })
      .onConflictDoUpdate({
        target: failureThrottles.key,
        set: {
          failures: sql`case when ${failureThrottles.lastFailureAt} < ${forgetBefore} then 1 else ${failureThrottles.failures} + 1 end`,
          lastFailureAt: now,
        },
      })
      .returning({ key: failureThrottles.key, failures: failureThrottles.failures });
    if (!row) continue;
    const delay = throttleDelaySeconds(rule, row.failures);
    if (delay > 0) {
      await db
        .update(failureThrottles)
        .set({ blockedUntil: new Date(now.getTime() + delay * 1000) })
        .where(eq(failureThrottles.key, row.key));
    }
    if (row.failures === 1) {
      // A new run of failures: drop counters every rule has forgotten (none keeps them longer than a day).
      await db.delete(failureThrottles).where(lt(failureThrottles.lastFailureAt, new Date(now.getTime() - MAX_FORGET_AFTER_SECONDS * 1000)));
    }
  }
}

/** Forgets the failures of subjects, e.g. an account's once its password was reset by mail. */
export async function clearFailures(db: Db, checks: ThrottleCheck[]): Promise<void> {
  if (checks.length === 0) return;
  await db.delete(failureThrottles).where(inArray(failureThrottles.key, checks.map(keyOf)));
}
