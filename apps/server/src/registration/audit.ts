import { registrationStatusLabels, type AuditChange, type AuditValue, type RegistrationStatus } from '@repertoire/contract';
import type { AuditEntry } from './registration-kind';

/** Building history entries: fields compared as the member reads them, old → new. */

/** Each field of `after` whose value differs from `before`, in the order of `after`. */
export function changedFields(before: Record<string, AuditValue>, after: Record<string, AuditValue>): AuditChange[] {
  return Object.keys(after)
    .filter((field) => JSON.stringify(before[field] ?? null) !== JSON.stringify(after[field] ?? null))
    .map((field) => ({ field, old: before[field] ?? null, new: after[field] ?? null }));
}

/** What a new item was created with: the fields that differ from an empty one, as changes from nothing. */
export function createdFields(empty: Record<string, AuditValue>, values: Record<string, AuditValue>): AuditChange[] {
  return changedFields(empty, values).map((change) => ({ ...change, old: null }));
}

export function statusChange(from: RegistrationStatus, to: RegistrationStatus): AuditChange {
  return { field: 'status', old: registrationStatusLabels[from], new: registrationStatusLabels[to] };
}

/** The status change goes with the item's `updated` entry, or is one of its own. */
export function withStatusChange(entries: readonly AuditEntry[], from: RegistrationStatus, to: RegistrationStatus): AuditEntry[] {
  if (from === to) return [...entries];
  const change = statusChange(from, to);
  const index = entries.findIndex((entry) => entry.event === 'updated');
  if (index === -1) return [...entries, { event: 'updated', changes: [change] }];
  return entries.map((entry, i) => (i === index ? { ...entry, changes: [...entry.changes, change] } : entry));
}
