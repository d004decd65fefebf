import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { rateLimits } from '../db/schema';
import { TooManyRequests } from './errors';

export type RateLimitRule = {
  /** Distinguishes the counter, e.g. `login:email`. */
  name: string;
  limit: number;
  windowSeconds: number;
};

/**
 * Counts one attempt against `rule` for `subject` (an e-mail address, an IP) in PostgreSQL and
 * throws TooManyRequests, with the seconds until the window ends, once the limit is passed.
 * Fixed windows: a single upsert, atomic across API processes.
 */
export async function consumeRateLimit(db: Db, rule: RateLimitRule, subject: string, now = new Date()): Promise<void> {
  const windowMs = rule.windowSeconds * 1000;
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  const key = `${rule.name}:${subject.toLowerCase()}`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: [rateLimits.key, rateLimits.windowStart],
      set: { count: sql`${rateLimits.count} + 1` },
    })
    .returning({ count: rateLimits.count });
  const count = row?.count ?? 1;
  if (count === 1) {
    // First hit of a new window: drop counters of windows that ended long ago.
    await db.delete(rateLimits).where(lt(rateLimits.windowStart, new Date(now.getTime() - 24 * 3600 * 1000)));
  }
  if (count > rule.limit) {
    throw new TooManyRequests((windowStart.getTime() + windowMs - now.getTime()) / 1000);
  }
}

export async function consumeRateLimits(db: Db, checks: Array<[RateLimitRule, string]>, now = new Date()): Promise<void> {
  for (const [rule, subject] of checks) await consumeRateLimit(db, rule, subject, now);
}
