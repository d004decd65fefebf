import { allocateDistribution } from '../../src/features/distributions/allocate';
import { closeDistributionRow, insertDistribution, insertUsageFile } from '../../src/features/distributions/distributions.repository';
import type { UsageLine } from '../../src/features/distributions';
import { insertUsageLines } from '../../src/features/distributions/usage-lines.repository';
import type { TestApp } from './test-app';

/** A usage line as an imported file gives it: one play on BBC Radio 2 in Great Britain, £1.00, unless overridden. */
export const usageLine = (overrides: Partial<UsageLine>): UsageLine => ({
  row: 2,
  workId: null,
  iswc: null,
  isrc: null,
  title: 'A title',
  writers: null,
  artists: null,
  right: 'performance',
  territory: 'GB',
  source: 'BBC Radio 2',
  usageType: 'broadcast',
  usedOn: '2026-08-01',
  units: 1,
  amountMinor: 100n,
  currency: 'GBP',
  ...overrides,
});

let distributionNumber = 0;

/**
 * A new distribution holding `lines`, matched and split as an import would leave them (without a file to read), and
 * closed by `closedBy` when given: its statements are then what members read.
 */
export async function distributeLines(t: Pick<TestApp, 'db'>, lines: UsageLine[], options: { name?: string; closedBy?: string } = {}): Promise<string> {
  distributionNumber += 1;
  const name = options.name ?? `Test ${distributionNumber} ${Math.random()}`;
  const distribution = await insertDistribution(t.db, { name, periodStart: '2000-01-01', periodEnd: '2099-12-31', createdById: null });
  const file = await insertUsageFile(t.db, { distributionId: distribution.id, fileName: 'usage.csv', file: Buffer.from(''), header: [], mapping: [], sample: [] });
  await insertUsageLines(t.db, distribution.id, file.id, lines);
  await allocateDistribution(t.db, distribution.id);
  if (options.closedBy) await closeDistributionRow(t.db, distribution.id, options.closedBy, new Date());
  return distribution.id;
}
