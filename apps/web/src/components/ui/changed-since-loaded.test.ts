import { soundRecordingFieldLabels } from '@repertoire/contract';
import { describeChangesSince } from './changed-since-loaded';

describe('describeChangesSince', () => {
  it('names each changed field of the form by its label, with the value now and the one loaded', () => {
    const loaded = { title: 'Night Swim', main_artists: ['Amara Nwosu'], p_year: 2020, upc: '', ownership: [{ holder: { name: 'Amara Nwosu' }, share: 100 }] };
    const current = { title: 'Night Swim', main_artists: ['Amara Nwosu', 'Tunde Bello'], p_year: 2021, upc: '0724384960650', ownership: [{ holder: { name: 'Amara Nwosu' }, share: 100 }] };
    expect(describeChangesSince(loaded, current, soundRecordingFieldLabels)).toEqual([
      'Main artists: now “Amara Nwosu, Tunde Bello” (you loaded “Amara Nwosu”)',
      '℗ year: now “2021” (you loaded “2020”)',
      'UPC/EAN: now “0724384960650” (you loaded nothing)',
    ]);
  });

  it('says a field changed when its value has no short reading (share lines)', () => {
    const loaded = { ownership: [{ holder: { name: 'Amara Nwosu' }, share: 100 }] };
    const current = { ownership: [{ holder: { name: 'Amara Nwosu' }, share: 60 }] };
    expect(describeChangesSince(loaded, current, soundRecordingFieldLabels)).toEqual(['Master ownership: changed']);
  });
});
