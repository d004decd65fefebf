import { describe, expect, it } from 'vitest';
import {
  soundRecordingLogCsvColumns,
  soundRecordingLogCsvRow,
  soundRecordingLogsCsv,
  soundRecordingLogsExportQuery,
  soundRecordingLogsQuery,
  type SoundRecordingLogEntry,
} from '../src/sound-recording-logs';

const recordingId = '6f1c1f0e-3b7a-4c1e-9a53-2f0c4b8d9e10';

const updated: SoundRecordingLogEntry = {
  id: '0b5e7f3a-9c2d-4e8f-a1b6-3c4d5e6f7a8b',
  at: '2025-03-07T14:05:09.000Z',
  actor_name: 'Ada Lovelace',
  event: 'updated',
  recording: { id: recordingId, title: 'Yesterday', isrc: 'GBEMI0300013', is_deleted: false },
  changes: [
    { field: 'title', old: 'Yesterday (demo)', new: 'Yesterday' },
    { field: 'main_artists', old: [], new: ['The Beatles'] },
  ],
  reason: null,
};

describe('soundRecordingLogsQuery', () => {
  it('filters by recording, event and date range', () => {
    expect(
      soundRecordingLogsQuery.parse({ recording_id: recordingId, event: 'rejected', from: '2025-01-01', to: '2025-01-31', page: '2' }),
    ).toEqual({ page: 2, pageSize: 20, recording_id: recordingId, event: 'rejected', from: '2025-01-01', to: '2025-01-31' });
  });

  it('refuses a range that ends before it starts, an unknown event and a date that is not one', () => {
    const result = soundRecordingLogsQuery.safeParse({ from: '2025-02-01', to: '2025-01-31' });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['to', 'The end date cannot be before the start date'],
    ]);
    expect(soundRecordingLogsQuery.safeParse({ event: 'played' }).error?.issues[0]?.message).toBe('Choose a kind of event');
    expect(soundRecordingLogsQuery.safeParse({ from: '01/02/2025' }).error?.issues[0]?.message).toBe(
      'From date must be a date (YYYY-MM-DD)',
    );
  });

  it('exports with the same filters and no pages', () => {
    expect(soundRecordingLogsExportQuery.parse({ event: 'created', page: '2' })).toEqual({ event: 'created' });
    expect(soundRecordingLogsExportQuery.safeParse({ from: '2025-02-01', to: '2025-01-31' }).success).toBe(false);
  });
});

describe('CSV download', () => {
  it('writes one row per event with the date as DD/MM/YYYY and the changes in words', () => {
    expect(soundRecordingLogCsvRow(updated)).toEqual([
      '07/03/2025',
      '14:05:09',
      'Updated',
      'Yesterday',
      'GBEMI0300013',
      recordingId,
      'Ada Lovelace',
      'Title: Yesterday (demo) → Yesterday; Main artists: — → The Beatles',
      '',
    ]);
  });

  it('starts with the byte-order mark and the header, and ends each line with CRLF', () => {
    const rejected: SoundRecordingLogEntry = { ...updated, event: 'rejected', changes: [], reason: 'ISRC belongs to another label, see "GB-XYZ"' };
    const csv = soundRecordingLogsCsv([updated, rejected]);
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe(`\uFEFF${soundRecordingLogCsvColumns.join(',')}`);
    expect(lines[2]).toContain('Rejected');
    expect(lines[2]).toContain('"ISRC belongs to another label, see ""GB-XYZ"""');
    expect(lines).toHaveLength(4);
  });
});
