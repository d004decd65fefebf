import { z } from 'zod';
import { paginationQuery } from './envelope';
import { registrationStatus, type RegistrationStatus } from './enums';
import { plainText } from './fields';

/** What musical works and sound recordings share: their life cycle, list queries, years, genres and history. */

// Kinds, statuses and events with their labels, apart from the schemas (the dashboard shows them without zod).
export {
  registrationKindValues,
  registrationStatusLabels,
  registrationEventValues,
  registrationEventLabels,
  type RegistrationKind,
} from './registration-labels';

/** Submitted items are with the society's staff: the member waits for the decision. */
export function canEditRegistration(status: RegistrationStatus): boolean {
  return status !== 'submitted';
}
export function canSubmitRegistration(status: RegistrationStatus): boolean {
  return status === 'draft' || status === 'rejected';
}
/**
 * Registered items are part of the society's registry and are never deleted, not even after a
 * later change of theirs was rejected (`wasRegistered`: they have a registration date).
 */
export function canDeleteRegistration(status: RegistrationStatus, wasRegistered: boolean): boolean {
  return !wasRegistered && (status === 'draft' || status === 'rejected');
}
export function canDecideRegistration(status: RegistrationStatus): boolean {
  return status === 'submitted';
}
/** A registered item that its member edits goes back to review. */
export function statusAfterEdit(status: RegistrationStatus): RegistrationStatus {
  return status === 'registered' ? 'submitted' : status;
}

export const sortOrderValues = ['asc', 'desc'] as const;
export const sortOrder = z.enum(sortOrderValues, { message: 'Order must be asc or desc' });
export type SortOrder = z.infer<typeof sortOrder>;

export const SEARCH_TEXT_MAX_LENGTH = 200;

/** Free text typed in a search box, named by `label` in its messages; blank means no filter. */
export const searchField = (label: string) =>
  plainText(label)
    .trim()
    .max(SEARCH_TEXT_MAX_LENGTH, { message: `${label} must be at most ${SEARCH_TEXT_MAX_LENGTH} characters` })
    .transform((v) => (v === '' ? undefined : v))
    .optional();

/** The search box of a list (`q`). */
export const searchText = searchField('Search text');

/** The member's own list of works or recordings: search box, status filter, sort, pagination. */
export const registrationListQuery = <const S extends readonly [string, ...string[]]>(
  sortFields: S,
  defaultSort: S[number],
) =>
  paginationQuery.extend({
    q: searchText,
    status: registrationStatus.optional(),
    sort: z.enum(sortFields, { message: `Sort by ${sortFields.join(', ')}` }).default(defaultSort),
    order: sortOrder.default(defaultSort === 'title' ? 'asc' : 'desc'),
  });

// Years: the year list runs from a start year to the current year (docs/architecture.md#constants).
export const FIRST_YEAR = 1900;
export function currentYear(now = new Date()): number {
  return now.getUTCFullYear();
}
/** The year list, newest first. */
export function yearOptions(now = new Date()): number[] {
  const years: number[] = [];
  for (let year = currentYear(now); year >= FIRST_YEAR; year -= 1) years.push(year);
  return years;
}
/** Checked against the clock when parsed, so a long-running server accepts the new year on 1 January. */
export const yearField = (label: string) =>
  z
    .number({ message: `${label} must be a year` })
    .int({ message: `${label} must be a year` })
    .min(FIRST_YEAR, { message: `${label} cannot be before ${FIRST_YEAR}` })
    .superRefine((year, ctx) => {
      if (year > currentYear()) ctx.addIssue({ code: 'custom', message: `${label} cannot be after ${currentYear()}` });
    });

// Genre: free text (≤60) so nothing is forced into a wrong box, with common genres to pick from.
export const GENRE_MAX_LENGTH = 60;
export const genreSuggestions = [
  'Alternative', 'Ambient', 'Blues', "Children's", 'Classical', 'Country', 'Dance', 'Electronic',
  'Experimental', 'Folk', 'Funk', 'Gospel', 'Hip hop', 'Jazz', 'Latin', 'Metal', 'Pop', 'Punk',
  'R&B', 'Reggae', 'Rock', 'Soul', 'Soundtrack', 'World',
] as const;
export const genreField = plainText('Genre')
  .trim()
  .min(1, { message: 'Genre cannot be blank' })
  .max(GENRE_MAX_LENGTH, { message: `Genre must be at most ${GENRE_MAX_LENGTH} characters` });

// History: every change to a work or recording, who made it and what changed (docs/domain.md#history).
/** A value before or after a change, as stored: text, number, yes/no, a list of names, or nothing. */
export const auditValue = z.union([z.string(), z.number(), z.boolean(), z.array(z.string()), z.null()]);
export type AuditValue = z.infer<typeof auditValue>;

export const auditChange = z.object({ field: z.string(), old: auditValue, new: auditValue });
export type AuditChange = z.infer<typeof auditChange>;

/** The part of a history entry common to works and recordings; each adds its own kinds of `event`. */
export const auditEntryBase = z.object({
  id: z.uuid(),
  at: z.iso.datetime(),
  actor_name: z.string(),
  changes: z.array(auditChange),
  /** The rejection reason; null for other events. */
  reason: z.string().nullable(),
});

/** One reading of a changed value for screens and CSV: blank for nothing, lists joined, Yes/No. */
export function formatAuditValue(value: AuditValue): string {
  if (value === null) return '';
  if (Array.isArray(value)) return value.join(', ');
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return String(value);
}

/** "Title: Yesterday → Yesterday (Remastered)"; labels map field names to words when given. */
export function describeChange(change: AuditChange, labels: Readonly<Record<string, string>> = {}): string {
  const label = labels[change.field] ?? change.field;
  const before = formatAuditValue(change.old) || '—';
  const after = formatAuditValue(change.new) || '—';
  return `${label}: ${before} → ${after}`;
}

// Short references between works and recordings (a recording records a work; a work lists its recordings).
export const musicalWorkReference = z.object({ id: z.uuid(), title: z.string(), iswc: z.string().nullable() });
export type MusicalWorkReference = z.infer<typeof musicalWorkReference>;
export const soundRecordingReference = z.object({ id: z.uuid(), title: z.string(), isrc: z.string().nullable() });
export type SoundRecordingReference = z.infer<typeof soundRecordingReference>;

/**
 * A registered item's change: in review (`submitted`), or the last one staff rejected, with the
 * reason. While it is in review the registry keeps showing the registered version.
 */
export const registrationChange = z.object({
  status: z.enum(['submitted', 'rejected']),
  reason: z.string().nullable(),
  submitted_at: z.iso.datetime(),
  decided_at: z.iso.datetime().nullable(),
  /** What the change changes, field by field, as the history shows it. */
  changes: z.array(auditChange),
});
export type RegistrationChange = z.infer<typeof registrationChange>;

/**
 * The version an edit was made from: the `updated_at` of the answer the form was loaded from. An edit
 * that sends it is refused with 409 when the item changed since (a save from another tab), so it
 * cannot silently overwrite that change; API clients that leave it out save as before
 * (docs/decisions/0012-edits-carry-the-version-they-were-made-from.md).
 */
export const expectedVersion = z.object({
  expected_updated_at: z.iso.datetime({ message: 'The version must be the updated_at of the item as it was read' }).optional(),
});

/** Dates of the life cycle, shown on details pages. */
export const registrationTimestamps = z.object({
  status: registrationStatus,
  rejection_reason: z.string().nullable(),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
  submitted_at: z.iso.datetime().nullable(),
  registered_at: z.iso.datetime().nullable(),
  /** A registered item's change in review or last rejected change; null when there is none. */
  change: registrationChange.nullable(),
});
export type RegistrationTimestamps = z.infer<typeof registrationTimestamps>;
