import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { timestampTz } from './columns';

/**
 * Fixed-window counters. They live in PostgreSQL, not in process memory, so every API
 * process behind a load balancer counts the same attempts (docs/architecture.md#two-databases).
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').notNull(),
    windowStart: timestampTz('window_start').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] }), index('rate_limits_window_start_idx').on(t.windowStart)],
);

/**
 * Failed attempts per subject (an account, a client address, a trusted device) for throttles
 * that slow guessing down without locking anyone out (lib/failure-throttle.ts). Only failures
 * are counted; `blocked_until` is when the next attempt is heard.
 */
export const failureThrottles = pgTable(
  'failure_throttles',
  {
    key: text('key').primaryKey(),
    failures: integer('failures').notNull(),
    lastFailureAt: timestampTz('last_failure_at').notNull(),
    blockedUntil: timestampTz('blocked_until'),
  },
  (t) => [index('failure_throttles_last_failure_at_idx').on(t.lastFailureAt)],
);
