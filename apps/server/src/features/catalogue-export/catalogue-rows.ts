import {
  ALTERNATIVE_TITLES_PER_ROW,
  alternativeTitleTypeLabels,
  ARTIST_SEPARATOR,
  basisPointsToPercent,
  formatDuration,
  formatIsrc,
  formatIswc,
  OWNERS_PER_ROW,
  PARTIES_PER_ROW,
  PERFORMERS_PER_ROW,
  RECORDINGS_PER_ROW,
  recordingColumns,
  workColumns,
  workRoleLabels,
  type PerformerRole,
  type RecordingColumnKey,
  type WorkColumnKey,
  type WorkRole,
} from '@repertoire/contract';
import type { MusicalWorkRow, SoundRecordingRow } from '../../db/schema';
import { cellsInColumnOrder } from './catalogue-templates';

/**
 * A work or a recording as one row of its template, every cell written the way the import reads it back unchanged:
 * identifiers in their display form, durations as MM:SS (H:MM:SS from an hour), shares in percent, roles and
 * types by a spelling the template allows. What the template has no column for (a seventh writer, a fourth
 * recording) is left out: docs/catalogue-files.md says so.
 */

export type ExportedWork = {
  work: MusicalWorkRow;
  /** Its share table, in order. */
  shares: readonly { role: WorkRole; performanceBp: number; mechanicalBp: number; rightsHolder: { name: string; ipiNameNumber: string | null } }[];
  /** The member's own recordings of it. */
  recordings: readonly { isrc: string | null; title: string; mainArtists: readonly string[] }[];
};

export type ExportedRecording = {
  recording: SoundRecordingRow;
  /** The work it records; its work code only when the work is the member's own (a code is theirs alone). */
  work: { iswc: string | null; workCode: string | null } | null;
  performers: readonly { name: string; role: PerformerRole; instrumentOrPart: string | null }[];
  owners: readonly { name: string; shareBp: number }[];
};

const text = (value: string | number | null | undefined) => (value === null || value === undefined ? '' : String(value));
const percent = (basisPoints: number) => String(basisPointsToPercent(basisPoints));
const duration = (seconds: number | null) => (seconds === null ? '' : formatDuration(seconds));
const artists = (names: readonly string[]) => names.join(`${ARTIST_SEPARATOR} `);

export function workCells({ work, shares, recordings }: ExportedWork): string[] {
  const values: Partial<Record<WorkColumnKey, string>> = {
    work_code: text(work.workCode),
    title: work.title,
    iswc: work.iswc ? formatIswc(work.iswc) : '',
    language: text(work.language),
    duration: duration(work.duration),
    version: work.versionType,
    original_title: text(work.originalTitle),
    genre: text(work.genre),
    creation_year: text(work.creationYear),
    instrumental: work.isInstrumental ? 'yes' : 'no',
  };
  work.alternativeTitles.slice(0, ALTERNATIVE_TITLES_PER_ROW).forEach((alternative, i) => {
    values[`alt_title_${i + 1}`] = alternative.title;
    values[`alt_title_${i + 1}_type`] = alternativeTitleTypeLabels[alternative.type];
  });
  shares.slice(0, PARTIES_PER_ROW).forEach((line, i) => {
    const n = i + 1;
    values[`writer_${n}_name`] = line.rightsHolder.name;
    values[`writer_${n}_ipi`] = text(line.rightsHolder.ipiNameNumber);
    values[`writer_${n}_role`] = workRoleLabels[line.role];
    values[`writer_${n}_performance_share`] = percent(line.performanceBp);
    values[`writer_${n}_mechanical_share`] = percent(line.mechanicalBp);
  });
  recordings.slice(0, RECORDINGS_PER_ROW).forEach((recording, i) => {
    const n = i + 1;
    values[`recording_${n}_isrc`] = recording.isrc ? formatIsrc(recording.isrc) : '';
    values[`recording_${n}_title`] = recording.title;
    values[`recording_${n}_artist`] = text(recording.mainArtists[0]);
  });
  return cellsInColumnOrder(workColumns, values);
}

export function recordingCells({ recording, work, performers, owners }: ExportedRecording): string[] {
  const values: Partial<Record<RecordingColumnKey, string>> = {
    isrc: recording.isrc ? formatIsrc(recording.isrc) : '',
    title: recording.title,
    version: text(recording.version),
    main_artists: artists(recording.mainArtists),
    featured_artists: artists(recording.featuredArtists),
    content_type: recording.contentType,
    duration: duration(recording.duration),
    release_title: text(recording.releaseTitle),
    release_date: text(recording.releaseDate),
    record_label: text(recording.recordLabel),
    upc: text(recording.upc),
    p_year: text(recording.pYear),
    p_owner: text(recording.pOwner),
    recording_country: text(recording.recordingCountry),
    genre: text(recording.genre),
    work_iswc: work?.iswc ? formatIswc(work.iswc) : '',
    work_code: text(work?.workCode),
  };
  performers.slice(0, PERFORMERS_PER_ROW).forEach((performer, i) => {
    const n = i + 1;
    values[`performer_${n}_name`] = performer.name;
    values[`performer_${n}_role`] = performer.role;
    values[`performer_${n}_instrument`] = text(performer.instrumentOrPart);
  });
  owners.slice(0, OWNERS_PER_ROW).forEach((owner, i) => {
    const n = i + 1;
    values[`owner_${n}_name`] = owner.name;
    values[`owner_${n}_share`] = percent(owner.shareBp);
  });
  return cellsInColumnOrder(recordingColumns, values);
}
