import type { CwrMessage, CwrSubmission, CwrSubmissionTransaction } from '@repertoire/contract';
import { nextId } from './catalogue-factories';

/** Factories for CWR submissions and their transactions, as the API answers them. */

export function createCwrSubmission(overrides: Partial<CwrSubmission> = {}): CwrSubmission {
  return {
    id: nextId(),
    file_name: 'CW260001QM_000.V21',
    version: '2.1',
    state: 'acknowledged',
    progress: { done: 2, total: 2 },
    counts: { transactions: 2, RA: 1, AC: 0, CO: 0, RJ: 1, NP: 0 },
    file_problems: [],
    job_id: nextId(),
    ack_file_name: 'CW260001000_QM.V21',
    error: null,
    created_at: '2026-11-20T10:00:00.000Z',
    updated_at: '2026-11-20T10:00:05.000Z',
    ...overrides,
  };
}

export function createCwrMessage(overrides: Partial<CwrMessage> = {}): CwrMessage {
  return {
    severity: 'error',
    record_type: 'SWR',
    line: 7,
    field: 'writerIpiName',
    message: 'IPI name number 00141073317 has a wrong check digit or shape',
    ...overrides,
  };
}

export function createCwrTransaction(overrides: Partial<CwrSubmissionTransaction> = {}): CwrSubmissionTransaction {
  return {
    position: 1,
    group_id: 1,
    transaction_sequence: 0,
    transaction_type: 'NWR',
    title: 'HARBOUR LIGHTS QM001',
    submitter_work_number: 'QM001',
    status: 'RA',
    messages: [],
    work_id: nextId(),
    ...overrides,
  };
}
