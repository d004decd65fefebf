import type { CwrAckImport, CwrAckImportSummary, CwrAckReport, CwrExport } from '@repertoire/contract';
import { nextId } from './catalogue-factories';

/** Factories for the CWR exports staff send to societies and the acknowledgements read back, as the API answers them. */

export function createCwrExport(overrides: Partial<CwrExport> = {}): CwrExport {
  return {
    id: nextId(),
    society_code: '021',
    version: '2.2',
    selection: { kind: 'registered_between', from: '2026-11-01', to: '2026-11-26' },
    file_name: 'CW260001000_021.V22',
    state: 'written',
    transaction_count: 12,
    acknowledged: {},
    job_id: nextId(),
    error: null,
    created_by: 'Sam Reviewer',
    created_at: '2026-11-27T09:00:00.000Z',
    updated_at: '2026-11-27T09:00:04.000Z',
    ...overrides,
  };
}

export function createCwrAckReport(overrides: Partial<CwrAckReport> = {}): CwrAckReport {
  return {
    transactions: 1,
    statuses: { RA: 1 },
    matched: 1,
    unmatched_count: 0,
    matched_by_work_number: 0,
    iswcs_set: 1,
    conflicts_opened: 0,
    unmatched: [],
    invalid_iswcs: [],
    problems: [],
    ...overrides,
  };
}

export function createCwrAckImport(exportId: string, report: Partial<CwrAckReport> = {}, overrides: Partial<CwrAckImportSummary> = {}): CwrAckImport {
  const full = createCwrAckReport(report);
  return {
    id: nextId(),
    export_id: exportId,
    file_name: 'CW260001021_000.V22',
    imported_by: 'Sam Reviewer',
    statuses: full.statuses,
    matched: full.matched,
    unmatched: full.unmatched_count,
    created_at: '2026-11-28T10:00:00.000Z',
    ...overrides,
    report: full,
  };
}

/** An imported ACK as its list shows it: without the report. */
export function createCwrAckImportSummary(exportId: string, overrides: Partial<CwrAckImportSummary> = {}): CwrAckImportSummary {
  const { report: _report, ...summary } = createCwrAckImport(exportId, {}, overrides);
  return summary;
}
