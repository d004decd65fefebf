import {
  countryName,
  contentTypeLabels,
  formatDuration,
  formatIsrc,
  formatPercent,
  basisPointsToPercent,
  performerRoleLabels,
  type AuditChange,
  type AuditValue,
  type ContentType,
  type PerformerRole,
} from '@repertoire/contract';

/**
 * What the Sound Recording Logs say changed. Values are written as the member reads them
 * (ISRC in display form, dates DD/MM/YYYY, durations mm:ss, labels for codes), because the
 * log screen and its CSV print them as they are (contract `describeChange`).
 */

export type RecordingSnapshot = {
  title: string;
  version: string | null;
  isrc: string | null;
  main_artists: string[];
  featured_artists: string[];
  content_type: ContentType;
  duration: number | null;
  p_year: number | null;
  p_owner: string | null;
  release_title: string | null;
  release_date: string | null;
  record_label: string | null;
  upc: string | null;
  genre: string | null;
  recording_country: string | null;
  commissioning_country: string | null;
  /** The linked work; `label` reads "Title (ISWC)". */
  musical_work: { id: string; label: string } | null;
  performers: { name: string; role: PerformerRole; instrument_or_part: string | null; rights_holder_id: string | null }[];
  /** Owners with their name and share in basis points. */
  ownership: { rights_holder_id: string; name: string; share_bp: number }[];
};

function displayDate(isoDate: string | null): string | null {
  if (!isoDate) return null;
  const [year, month, day] = isoDate.split('-');
  return `${day}/${month}/${year}`;
}

function performerText(p: RecordingSnapshot['performers'][number]): string {
  const role = performerRoleLabels[p.role];
  return p.instrument_or_part ? `${p.name} (${role}, ${p.instrument_or_part})` : `${p.name} (${role})`;
}

/** English country names as the details page shows them ("United Kingdom", not "GB"). */
const countryOrNone = (code: string | null): string | null => (code === null ? null : countryName(code));

const readable: { [K in keyof RecordingSnapshot]: (value: RecordingSnapshot[K]) => AuditValue } = {
  title: (v) => v,
  version: (v) => v,
  isrc: (v) => (v ? formatIsrc(v) : null),
  main_artists: (v) => v,
  featured_artists: (v) => v,
  content_type: (v) => contentTypeLabels[v],
  duration: (v) => (v === null ? null : formatDuration(v)),
  p_year: (v) => v,
  p_owner: (v) => v,
  release_title: (v) => v,
  release_date: displayDate,
  record_label: (v) => v,
  upc: (v) => v,
  genre: (v) => v,
  recording_country: countryOrNone,
  commissioning_country: countryOrNone,
  musical_work: (v) => v?.label ?? null,
  performers: (v) => v.map(performerText),
  ownership: (v) => v.map((o) => `${o.name} ${formatPercent(basisPointsToPercent(o.share_bp))}`),
};

const fields = Object.keys(readable) as (keyof RecordingSnapshot)[];

/**
 * Each field whose stored value differs, in the order of the form, with its old and new value.
 * Compared as stored, so that swapping an owner for a namesake still counts as a change.
 */
export function recordingChanges(before: RecordingSnapshot, after: RecordingSnapshot): AuditChange[] {
  const changes: AuditChange[] = [];
  for (const field of fields) {
    if (JSON.stringify(before[field]) === JSON.stringify(after[field])) continue;
    const format = readable[field] as (value: unknown) => AuditValue;
    changes.push({ field, old: format(before[field]), new: format(after[field]) });
  }
  return changes;
}
