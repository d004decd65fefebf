import { describe, expect, it } from 'vitest';
import { currentYear } from '../src/registration';
import {
  ownershipTotal,
  ownershipTotalExceeded,
  soundRecordingCreate,
  soundRecordingListQuery,
  soundRecordingRegistryQuery,
  soundRecordingSubmissionProblems,
  soundRecordingUpdate,
  type SoundRecordingForSubmission,
} from '../src/sound-recordings';

const emi = '6f1c1f0e-3b7a-4c1e-9a53-2f0c4b8d9e10';
const apple = '0b5e7f3a-9c2d-4e8f-a1b6-3c4d5e6f7a8b';
const work = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';

const messagesByPath = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries(result.error?.issues.map((i) => [i.path.join('.'), i.message]) ?? []);

describe('soundRecordingSubmissionProblems', () => {
  const complete: SoundRecordingForSubmission = {
    title: 'Yesterday',
    isrc: 'GBEMI0300013',
    upc: '036000291452',
    main_artists: ['The Beatles'],
    performers: [{ role: 'featured' }, { role: 'non_featured' }],
    ownership: [{ share: 66.67 }, { share: 33.33 }],
  };

  it('finds nothing wrong with a complete recording', () => {
    expect(soundRecordingSubmissionProblems(complete)).toEqual([]);
  });

  it('asks for a featured performer when every performer is a session player', () => {
    expect(soundRecordingSubmissionProblems({ ...complete, performers: [{ role: 'non_featured' }] })).toEqual([
      'Add at least one featured performer',
    ]);
  });

  it('asks for ownership of exactly 100%', () => {
    expect(soundRecordingSubmissionProblems({ ...complete, ownership: [{ share: 50 }] })).toEqual([
      'Master ownership shares add up to 50.00%: they must add up to exactly 100%',
    ]);
    expect(soundRecordingSubmissionProblems({ ...complete, ownership: [{ share: 60 }, { share: 40.01 }] })).toEqual([
      'Master ownership shares add up to 100.01%: they must add up to exactly 100%',
    ]);
  });

  it('asks for a valid ISRC and refuses a bad UPC', () => {
    expect(soundRecordingSubmissionProblems({ ...complete, isrc: 'GB-EMI-03-0001', upc: '036000291453' })).toEqual([
      'The ISRC is not valid: it must look like CC-XXX-YY-NNNNN',
      'The UPC/EAN is not valid: check its check digit',
    ]);
  });

  it('lists everything missing from an empty draft', () => {
    expect(soundRecordingSubmissionProblems({ title: 'Demo', performers: [], ownership: [] })).toEqual([
      'Add the ISRC: a recording is registered under its ISRC',
      'Add at least one main artist',
      'Add at least one featured performer',
      'Master ownership shares add up to 0.00%: they must add up to exactly 100%',
    ]);
  });
});

describe('ownership', () => {
  it('adds shares exactly', () => {
    expect(ownershipTotal([{ share: 33.33 }, { share: 33.33 }, { share: 33.34 }])).toBe(100);
    expect(ownershipTotalExceeded([{ share: 33.33 }, { share: 33.33 }, { share: 33.34 }])).toEqual([]);
    expect(ownershipTotalExceeded([{ share: 70 }, { share: 30.5 }])).toEqual([
      'Master ownership shares add up to 100.50%: they cannot be more than 100%',
    ]);
  });
});

describe('soundRecordingCreate', () => {
  it('saves a draft with just a title', () => {
    expect(soundRecordingCreate.parse({ title: 'Yesterday' })).toEqual({ title: 'Yesterday' });
  });

  it('normalises identifiers and countries and reads blanks as none', () => {
    const parsed = soundRecordingCreate.parse({
      title: 'Yesterday',
      version: '',
      isrc: 'gb-emi-03-00013',
      main_artists: ['The Beatles'],
      featured_artists: [],
      content_type: 'audio',
      duration: 125,
      p_year: 1965,
      p_owner: 'EMI Records Ltd',
      release_title: 'Help!',
      release_date: '1965-08-06',
      record_label: 'Parlophone',
      upc: '0360 0029 1452',
      genre: 'Pop',
      recording_country: 'gb',
      commissioning_country: '',
      musical_work_id: work,
      performers: [
        { name: 'Paul McCartney', role: 'featured', instrument_or_part: 'Vocals, acoustic guitar', rights_holder_id: null },
        { name: 'Tony Gilbert', role: 'non_featured', instrument_or_part: 'Violin' },
      ],
      ownership: [{ rights_holder_id: emi, share: 100 }],
    });
    expect(parsed).toMatchObject({
      version: null,
      isrc: 'GBEMI0300013',
      upc: '036000291452',
      recording_country: 'GB',
      commissioning_country: null,
    });
  });

  it('answers each bad field with its own message', () => {
    const result = soundRecordingCreate.safeParse({
      title: '',
      isrc: 'GB-EMI-03-0001',
      content_type: 'vinyl',
      main_artists: [''],
      p_year: 1899,
      release_date: `${currentYear() + 1}-01-01`,
      upc: '036000291453',
      recording_country: 'Britain',
      musical_work_id: 'yesterday',
      performers: [{ name: 'Paul', role: 'lead' }],
      ownership: [{ rights_holder_id: emi, share: 100.5 }],
    });
    expect(messagesByPath(result)).toEqual({
      title: 'Title is required',
      isrc: 'ISRC must look like CC-XXX-YY-NNNNN (12 characters)',
      content_type: 'Choose audio or music video',
      'main_artists.0': 'Main artist is required',
      p_year: '℗ year cannot be before 1900',
      release_date: 'Release date cannot be in the future',
      upc: 'UPC/EAN must be 12 or 13 digits with a valid check digit',
      recording_country: 'Choose a country of recording',
      musical_work_id: 'Choose a musical work',
      'performers.0.role': 'Choose featured or non-featured',
      'ownership.0.share': 'Ownership share cannot be more than 100%',
    });
  });

  it('refuses release dates that are not dates', () => {
    expect(messagesByPath(soundRecordingCreate.safeParse({ title: 'x', release_date: '06/08/1965' }))).toEqual({
      release_date: 'Release date must be a date (YYYY-MM-DD)',
    });
  });

  it('refuses ownership over 100% and an owner listed twice', () => {
    expect(
      messagesByPath(
        soundRecordingCreate.safeParse({
          title: 'Yesterday',
          ownership: [
            { rights_holder_id: emi, share: 60 },
            { rights_holder_id: apple, share: 50 },
          ],
        }),
      ),
    ).toEqual({ ownership: 'Master ownership shares add up to 110.00%: they cannot be more than 100%' });
    expect(
      messagesByPath(
        soundRecordingCreate.safeParse({
          title: 'Yesterday',
          ownership: [
            { rights_holder_id: emi, share: 50 },
            { rights_holder_id: emi, share: 50 },
          ],
        }),
      ),
    ).toEqual({ 'ownership.1.rights_holder_id': 'This rights holder is already an owner: give them one share' });
  });

  it('refuses unknown fields', () => {
    expect(soundRecordingCreate.safeParse({ title: 'Yesterday', status: 'registered' }).success).toBe(false);
    expect(
      soundRecordingCreate.safeParse({ title: 'Yesterday', performers: [{ name: 'Paul', role: 'featured', fee: 10 }] }).success,
    ).toBe(false);
  });
});

describe('soundRecordingUpdate', () => {
  it('changes only what is sent, and can clear the linked work', () => {
    expect(soundRecordingUpdate.parse({})).toEqual({});
    expect(soundRecordingUpdate.parse({ musical_work_id: null, isrc: '' })).toEqual({ musical_work_id: null, isrc: null });
  });
});

describe('queries', () => {
  it('sorts the member list by release date too', () => {
    expect(soundRecordingListQuery.parse({ sort: 'release_date' })).toMatchObject({ sort: 'release_date', order: 'desc' });
  });

  it('searches the registry by title, ISRC, artist or label', () => {
    expect(
      soundRecordingRegistryQuery.parse({ q: 'yestreday', isrc: 'GB-EMI-03-00013', artist: 'Beatles', label: 'Parlophone' }),
    ).toEqual({ page: 1, pageSize: 20, q: 'yestreday', isrc: 'GBEMI0300013', artist: 'Beatles', label: 'Parlophone' });
    expect(soundRecordingRegistryQuery.parse({ isrc: 'GB-EMI-03' })).toMatchObject({ isrc: 'GBEMI03' });
    expect(messagesByPath(soundRecordingRegistryQuery.safeParse({ isrc: 'GB-EM' }))).toEqual({
      isrc: 'ISRC must look like CC-XXX-YY-NNNNN (12 characters), or be its start: the country and registrant codes at least (CC-XXX)',
    });
  });
});
