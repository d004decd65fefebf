import { z } from 'zod';
import { listEnvelope, paginationQuery } from './envelope';
import { isoDateField, timeZoneField } from './fields';
import { csvFileHeader, csvLine, toCsv } from './csv';
import { auditEntryBase, describeChange } from './registration';
import { soundRecordingEventLabels, soundRecordingEventValues } from './registration-labels';
import { soundRecordingFieldLabels } from './sound-recordings';

/** The Sound Recording Logs screen: every event on the member's recordings (docs/domain.md#history). */

export { soundRecordingEventValues, soundRecordingEventLabels } from './registration-labels';
export const soundRecordingEvent = z.enum(soundRecordingEventValues, { message: 'Choose a kind of event' });
export type SoundRecordingEvent = z.infer<typeof soundRecordingEvent>;

export const soundRecordingLogEntry = auditEntryBase.extend({
  event: soundRecordingEvent,
  /** Title and ISRC as they were at the event; a deleted recording has no page to link to. */
  recording: z.object({ id: z.uuid(), title: z.string(), isrc: z.string().nullable(), is_deleted: z.boolean() }),
});
export type SoundRecordingLogEntry = z.infer<typeof soundRecordingLogEntry>;

const logFilters = z.object({
  recording_id: z.uuid({ message: 'Choose a recording' }).optional(),
  event: soundRecordingEvent.optional(),
  /** Inclusive calendar dates, in `tz`. */
  from: isoDateField('From date').optional(),
  to: isoDateField('To date').optional(),
  /** The member's time zone, so a day of the filter is the day the screen shows; UTC when absent. */
  tz: timeZoneField.optional(),
});
const checkDateRange = (filters: { from?: string | undefined; to?: string | undefined }, ctx: z.RefinementCtx) => {
  if (filters.from && filters.to && filters.from > filters.to) {
    ctx.addIssue({ code: 'custom', path: ['to'], message: 'The end date cannot be before the start date' });
  }
};

/** GET /sound-recordings/logs: newest first, paginated. */
export const soundRecordingLogsQuery = paginationQuery.extend(logFilters.shape).superRefine(checkDateRange);
export type SoundRecordingLogsQuery = z.input<typeof soundRecordingLogsQuery>;
export const soundRecordingLogList = listEnvelope(soundRecordingLogEntry);

/** The CSV download: the same filters, every matching event, no pages. */
export const soundRecordingLogsExportQuery = logFilters.superRefine(checkDateRange);
export type SoundRecordingLogsExportQuery = z.input<typeof soundRecordingLogsExportQuery>;

export const soundRecordingLogCsvColumns = [
  'Date',
  'Time (UTC)',
  'Event',
  'Recording',
  'ISRC',
  'Recording ID',
  'Changed by',
  'Changes',
  'Reason',
] as const;

/** One CSV row per event; the date as the screens show it (DD/MM/YYYY, docs/architecture.md#constants), in UTC. */
export function soundRecordingLogCsvRow(entry: SoundRecordingLogEntry): string[] {
  const [year, month, day] = entry.at.slice(0, 10).split('-');
  return [
    `${day}/${month}/${year}`,
    entry.at.slice(11, 19),
    soundRecordingEventLabels[entry.event],
    entry.recording.title,
    entry.recording.isrc ?? '',
    entry.recording.id,
    entry.actor_name,
    entry.changes.map((change) => describeChange(change, soundRecordingFieldLabels)).join('; '),
    entry.reason ?? '',
  ];
}

export function soundRecordingLogsCsv(entries: readonly SoundRecordingLogEntry[]): string {
  return toCsv(soundRecordingLogCsvColumns, entries.map(soundRecordingLogCsvRow));
}

/** The same CSV in pieces, for a download that streams: the file's start (byte-order mark and header line), then the lines of each batch of entries. */
export const soundRecordingLogsCsvHeader = csvFileHeader(soundRecordingLogCsvColumns);
export function soundRecordingLogsCsvLines(entries: readonly SoundRecordingLogEntry[]): string {
  return entries.map((entry) => csvLine(soundRecordingLogCsvRow(entry))).join('');
}
