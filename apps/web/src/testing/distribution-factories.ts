import type { Distribution, DistributionPreview, UsageFile, UsageFileProblem } from '@repertoire/contract';
import { nextId } from './catalogue-factories';

/** Factories for royalty distributions, their usage files and previews, as the staff API answers them. */

export function createDistribution(overrides: Partial<Distribution> = {}): Distribution {
  return {
    id: nextId(),
    name: '2026 Q3 radio',
    period_start: '2026-07-01',
    period_end: '2026-09-30',
    state: 'open',
    lines: 3,
    balances: [{ currency: 'GBP', input: '123456', allocated: '100000', held: '20000', unmatched: '3456' }],
    closed_at: null,
    created_at: '2026-10-01T09:00:00.000Z',
    ...overrides,
  };
}

export function createUsageFile(overrides: Partial<UsageFile> = {}): UsageFile {
  return {
    id: nextId(),
    distribution_id: nextId(),
    file_name: 'bbc-radio-2026q3.csv',
    state: 'uploaded',
    header: ['Track', 'Station', 'Notes', 'Country', 'Right', 'Played on', 'Fee', 'Cur'],
    mapping: ['title', 'source', null, 'territory', 'right', 'used_on', 'amount', 'currency'],
    sample: [
      ['Harbour Lights', 'BBC Radio 2, London', 'n/a', 'GB', 'PR', '2026-07-04', '12.50', 'GBP'],
      ['Night Ferry', 'BBC Radio 2, London', '', 'GB', 'PR', '2026-07-05', '3.10', 'GBP'],
    ],
    lines: 0,
    refused_rows: 0,
    job_id: null,
    error: null,
    created_at: '2026-10-02T09:00:00.000Z',
    ...overrides,
  };
}

export function createUsageFileProblem(overrides: Partial<UsageFileProblem> = {}): UsageFileProblem {
  return { row: 7, column: 'Fee', message: 'The amount “12,5,0” is not a number', severity: 'error', ...overrides };
}

export function createDistributionPreview(overrides: Partial<DistributionPreview> = {}): DistributionPreview {
  return {
    by_source: [
      { key: 'BBC Radio 2', currency: 'GBP', lines: 2, amount: '120000' },
      { key: 'Spotify', currency: 'GBP', lines: 1, amount: '3456' },
    ],
    by_territory: [{ key: 'GB', currency: 'GBP', lines: 3, amount: '123456' }],
    by_right: [{ key: 'performance', currency: 'GBP', lines: 3, amount: '123456' }],
    lines: { matched: 2, with_held_parts: 1, unmatched: 1 },
    top_earners: [{ rights_holder_id: nextId(), name: 'Amara Nwosu', currency: 'GBP', amount: '60000' }],
    ...overrides,
  };
}
