import { describe, expect, it } from 'vitest';
import { recordingChanges, type RecordingSnapshot } from './sound-recording-changes';

const before: RecordingSnapshot = {
  title: 'Yesterday',
  version: null,
  isrc: 'GBEMI0300013',
  main_artists: ['The Beatles'],
  featured_artists: [],
  content_type: 'audio',
  duration: 125,
  p_year: 1965,
  p_owner: null,
  release_title: 'Help!',
  release_date: '1965-08-06',
  record_label: 'Parlophone',
  upc: null,
  genre: 'Pop',
  recording_country: 'GB',
  commissioning_country: null,
  musical_work: null,
  performers: [{ name: 'Paul McCartney', role: 'featured', instrument_or_part: null, rights_holder_id: null }],
  ownership: [{ rights_holder_id: 'a', name: 'Apple Corps', share_bp: 10_000 }],
};

describe('recordingChanges', () => {
  it('is empty when nothing changed', () => {
    expect(recordingChanges(before, structuredClone(before))).toEqual([]);
  });

  it('writes values as the member reads them: ISRC display form, DD/MM/YYYY, mm:ss, country names, labels, percentages', () => {
    const after: RecordingSnapshot = {
      ...before,
      isrc: 'GBEMI0300014',
      content_type: 'music_video',
      duration: 3725,
      release_date: '1965-09-13',
      recording_country: 'US',
      commissioning_country: 'GB',
      musical_work: { id: 'w', label: 'Yesterday (T-034.524.680-1)' },
      performers: [{ name: 'Paul McCartney', role: 'featured', instrument_or_part: 'Vocals', rights_holder_id: null }],
      ownership: [
        { rights_holder_id: 'a', name: 'Apple Corps', share_bp: 6_667 },
        { rights_holder_id: 'b', name: 'EMI', share_bp: 3_333 },
      ],
    };
    expect(recordingChanges(before, after)).toEqual([
      { field: 'isrc', old: 'GB-EMI-03-00013', new: 'GB-EMI-03-00014' },
      { field: 'content_type', old: 'Audio', new: 'Music video' },
      { field: 'duration', old: '02:05', new: '1:02:05' },
      { field: 'release_date', old: '06/08/1965', new: '13/09/1965' },
      { field: 'recording_country', old: 'United Kingdom', new: 'United States' },
      { field: 'commissioning_country', old: null, new: 'United Kingdom' },
      { field: 'musical_work', old: null, new: 'Yesterday (T-034.524.680-1)' },
      { field: 'performers', old: ['Paul McCartney (Featured)'], new: ['Paul McCartney (Featured, Vocals)'] },
      { field: 'ownership', old: ['Apple Corps 100.00%'], new: ['Apple Corps 66.67%', 'EMI 33.33%'] },
    ]);
  });

  it('notices an owner swapped for a namesake, compared as stored', () => {
    const after = { ...before, ownership: [{ rights_holder_id: 'other', name: 'Apple Corps', share_bp: 10_000 }] };
    expect(recordingChanges(before, after)).toEqual([{ field: 'ownership', old: ['Apple Corps 100.00%'], new: ['Apple Corps 100.00%'] }]);
  });
});
