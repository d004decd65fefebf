import type { ErrorLogRequest } from '@repertoire/contract';
import type { Db } from '../../db/database';
import { consumeRateLimit } from '../../lib/rate-limit';
import type { RateLimitRule } from '../../lib/rate-limit';
import { insertErrorLog } from './error-logs.repository';

/** A broken page in a loop must not fill the table: reports per client address. */
export const errorReportLimit: RateLimitRule = { name: 'errorlogs:ip', limit: 20, windowSeconds: 10 * 60 };

export async function recordErrorReport(
  db: Db,
  report: ErrorLogRequest,
  reporter: { userId: string | null; ip: string; userAgent: string | null },
  now: Date,
): Promise<void> {
  await consumeRateLimit(db, errorReportLimit, reporter.ip, now);
  await insertErrorLog(db, {
    userId: reporter.userId,
    description: report.description,
    url: report.url ?? null,
    userAgent: reporter.userAgent?.slice(0, 500) ?? null,
  });
}
