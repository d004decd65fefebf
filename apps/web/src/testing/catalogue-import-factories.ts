import type { CatalogueImport, CatalogueImportProblem, CatalogueImportSummary, Job } from '@repertoire/contract';
import { nextId } from './catalogue-factories';

/** Factories for catalogue imports, their problems and the jobs that run their steps, as the API answers them. */

export function createCatalogueImport(overrides: Partial<CatalogueImport> = {}): CatalogueImport {
  return {
    id: nextId(),
    kind: 'works',
    file_name: 'works-2024.csv',
    format: 'csv',
    state: 'uploaded',
    header: ['Song', 'ISWC code', 'Lang'],
    mapping: ['title', 'iswc', 'language'],
    sample: [
      ['Harbour Lights', 'T-034.524.680-1', 'en'],
      ['Night Ferry', '', 'fr'],
      ['Salt Road', 'T-034.524.681-2', 'en'],
      ['Tidewater', '', 'en'],
    ],
    data_rows: 120,
    summary: null,
    result: null,
    submit: null,
    job_id: null,
    error: null,
    created_at: '2024-05-01T10:00:00.000Z',
    updated_at: '2024-05-01T10:00:00.000Z',
    ...overrides,
  };
}

export function createImportSummary(overrides: Partial<CatalogueImportSummary> = {}): CatalogueImportSummary {
  return { rows: 120, ready: 117, with_warnings: 4, in_error: 3, new: 110, updates: 5, skipped: 2, ...overrides };
}

export function createImportProblem(overrides: Partial<CatalogueImportProblem> = {}): CatalogueImportProblem {
  return { row: 7, column: 'ISWC code', message: 'T-123 is not an ISWC: it has 10 digits and a check digit', severity: 'error', ...overrides };
}

export function createJob(overrides: Partial<Job> = {}): Job {
  return {
    id: nextId(),
    kind: 'catalogue-check',
    state: 'running',
    progress: { done: 0, total: null },
    result: null,
    error: null,
    cancel_requested: false,
    created_at: '2024-05-01T10:00:00.000Z',
    started_at: '2024-05-01T10:00:01.000Z',
    finished_at: null,
    ...overrides,
  };
}
