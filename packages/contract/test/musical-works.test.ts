import { describe, expect, it } from 'vitest';
import { alternativeTitleTypeOfCwrCode, cwrCodeOfAlternativeTitleType, cwrTitleTypes } from '../src/cwr-lookups';
import {
  alternativeTitleTypeValues,
  formatAlternativeTitle,
  musicalWorkCreate,
  musicalWorkListQuery,
  musicalWorkRegistryQuery,
  musicalWorkSubmissionProblems,
  musicalWorkUpdate,
  shareTotalsExceeded,
  workShareLine,
  workShareTotals,
  workShareUpdate,
  unclaimedShareNotices,
  unclaimedShares,
  type MusicalWorkForSubmission,
  type WorkShareAmounts,
} from '../src/musical-works';
import { currentYear } from '../src/registration';
import { isPublisherRole, isWriterRole, workRoleValues } from '../src/work-roles';

const ada = '6f1c1f0e-3b7a-4c1e-9a53-2f0c4b8d9e10';
const grace = '0b5e7f3a-9c2d-4e8f-a1b6-3c4d5e6f7a8b';
const northern = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';

const line = (role: WorkShareAmounts['role'], performance: number, mechanical: number): WorkShareAmounts => ({
  role,
  performance_share: performance,
  mechanical_share: mechanical,
});

const messagesByPath = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries(result.error?.issues.map((i) => [i.path.join('.'), i.message]) ?? []);

describe('work roles', () => {
  it('counts composers and authors as writers, publishers apart', () => {
    expect(workRoleValues.filter(isWriterRole)).toEqual(['composer', 'author', 'composer_author']);
    expect(workRoleValues.filter(isPublisherRole)).toEqual(['original_publisher', 'sub_publisher', 'administrator']);
  });
});

describe('share totals', () => {
  it('adds each right exactly: 33.33 + 33.33 + 33.34 is 100', () => {
    const shares = [line('composer', 33.33, 33.33), line('author', 33.33, 33.33), line('original_publisher', 33.34, 33.34)];
    expect(workShareTotals(shares)).toEqual({ performance: 100, mechanical: 100 });
    expect(shareTotalsExceeded(shares)).toEqual([]);
  });

  it('names each right above 100%', () => {
    const shares = [line('composer', 60, 50), line('original_publisher', 50.01, 50)];
    expect(shareTotalsExceeded(shares)).toEqual(['Performance shares add up to 110.01%: they cannot be more than 100%']);
  });

  it('counts a half-typed share as nothing', () => {
    expect(workShareTotals([line('composer', Number.NaN, 50)])).toEqual({ performance: 0, mechanical: 50 });
  });
});

describe('musicalWorkSubmissionProblems', () => {
  const complete: MusicalWorkForSubmission = {
    title: 'Yesterday',
    iswc: 'T0345246801',
    version_type: 'original',
    original_title: null,
    shares: [line('composer_author', 50, 50), line('original_publisher', 50, 50)],
  };

  it('finds nothing wrong with a complete work', () => {
    expect(musicalWorkSubmissionProblems(complete)).toEqual([]);
  });

  it('lets a work without an ISWC go: the agency assigns it', () => {
    expect(musicalWorkSubmissionProblems({ ...complete, iswc: null })).toEqual([]);
  });

  it('asks for a writer when only publishers hold shares', () => {
    expect(
      musicalWorkSubmissionProblems({ ...complete, shares: [line('original_publisher', 100, 100)] }),
    ).toEqual(['Add at least one composer, author or composer/author']);
  });

  it('accepts an arranger only beside a composer, author or composer/author', () => {
    expect(musicalWorkSubmissionProblems({ ...complete, shares: [line('arranger', 100, 100)] })).toEqual([
      'Add at least one composer, author or composer/author',
    ]);
  });

  it('lets a right stay under 100%: the rest is unclaimed, a notice and not a problem', () => {
    const partial = { ...complete, shares: [line('composer', 60, 50), line('author', 0, 25.5)] };
    expect(musicalWorkSubmissionProblems(partial)).toEqual([]);
    expect(unclaimedShares(partial.shares)).toEqual({ performance: 40, mechanical: 24.5 });
    expect(unclaimedShareNotices(partial.shares)).toEqual([
      '40.00% of the performance share is left unclaimed',
      '24.50% of the mechanical share is left unclaimed',
    ]);
  });

  it('has no notice for a full work, and never a negative unclaimed part', () => {
    expect(unclaimedShareNotices(complete.shares)).toEqual([]);
    expect(unclaimedShares([line('composer', 100, 60), line('author', 0.01, 0)])).toEqual({ performance: 0, mechanical: 40 });
  });

  it('refuses a right above 100%', () => {
    expect(
      musicalWorkSubmissionProblems({ ...complete, shares: [line('composer', 50, 100), line('author', 49.99, 0.5)] }),
    ).toEqual(['Mechanical shares add up to 100.50%: they cannot be more than 100%']);
  });

  it('lists everything missing from an empty draft', () => {
    expect(musicalWorkSubmissionProblems({ title: '', shares: [] })).toEqual([
      'Add the title of the work',
      'Add at least one composer, author or composer/author',
    ]);
  });

  it('refuses an invalid ISWC and a modification without its original title', () => {
    expect(
      musicalWorkSubmissionProblems({ ...complete, iswc: 'T-034.524.680-2', version_type: 'modification', original_title: ' ' }),
    ).toEqual([
      'The ISWC is not valid: it must look like T-123.456.789-C with a valid check digit',
      'Give the original title: this work is a modification of another work',
    ]);
  });
});

describe('musicalWorkCreate', () => {
  it('saves a draft with just a title', () => {
    expect(musicalWorkCreate.parse({ title: ' Yesterday ' })).toEqual({ title: 'Yesterday' });
  });

  it('normalises identifiers and reads blank optional fields as none', () => {
    const parsed = musicalWorkCreate.parse({
      title: 'Yesterday',
      alternative_titles: ['Scrambled Eggs'],
      iswc: 'iswc t-034.524.680-1',
      language: 'EN',
      genre: '',
      duration: 125,
      creation_year: 1965,
      version_type: 'original',
      original_title: 'ignored for an original',
      is_instrumental: false,
      shares: [{ rights_holder_id: ada, role: 'composer_author', performance_share: 100, mechanical_share: 100 }],
    });
    expect(parsed).toMatchObject({ iswc: 'T0345246801', language: 'en', genre: null, original_title: null });
  });

  it('asks a modification for its original title', () => {
    expect(messagesByPath(musicalWorkCreate.safeParse({ title: 'Yesterday (Jazz)', version_type: 'modification' }))).toEqual({
      original_title: 'Give the original title: this work is a modification of another work',
    });
  });

  it('answers each bad field with its own message', () => {
    const result = musicalWorkCreate.safeParse({
      title: 'x'.repeat(201),
      alternative_titles: Array.from({ length: 21 }, (_, i) => `Title ${i}`),
      iswc: 'T-034.524.680-2',
      language: 'english',
      duration: -5,
      creation_year: currentYear() + 1,
      is_instrumental: 'yes',
    });
    expect(messagesByPath(result)).toEqual({
      title: 'Title must be at most 200 characters',
      alternative_titles: 'A work can have at most 20 alternative titles',
      iswc: 'ISWC must look like T-123.456.789-C with a valid check digit',
      language: 'Language must be a two-letter ISO 639-1 code, e.g. en',
      duration: 'Duration cannot be negative',
      creation_year: `Creation year cannot be after ${currentYear()}`,
      is_instrumental: 'Say whether the work is instrumental',
    });
  });

  it('refuses shares over 100% for a right, even in a draft', () => {
    const result = musicalWorkCreate.safeParse({
      title: 'Yesterday',
      shares: [
        { rights_holder_id: ada, role: 'composer', performance_share: 60, mechanical_share: 50 },
        { rights_holder_id: grace, role: 'author', performance_share: 50, mechanical_share: 50 },
      ],
    });
    expect(messagesByPath(result)).toEqual({ shares: 'Performance shares add up to 110.00%: they cannot be more than 100%' });
  });

  it('refuses the same rights holder twice in the same role', () => {
    const result = musicalWorkCreate.safeParse({
      title: 'Yesterday',
      shares: [
        { rights_holder_id: ada, role: 'composer', performance_share: 25, mechanical_share: 25 },
        { rights_holder_id: ada, role: 'composer', performance_share: 25, mechanical_share: 25 },
        { rights_holder_id: ada, role: 'author', performance_share: 25, mechanical_share: 25 },
      ],
    });
    expect(messagesByPath(result)).toEqual({ 'shares.1.rights_holder_id': 'This rights holder already has this role on the work' });
  });

  it('refuses unknown fields and a status set by hand', () => {
    expect(musicalWorkCreate.safeParse({ title: 'Yesterday', status: 'registered' }).success).toBe(false);
  });
});

describe('alternative titles', () => {
  const titlesOf = (alternative_titles: unknown) => musicalWorkCreate.safeParse({ title: 'Copper Sky', alternative_titles });

  it('keeps each title with its type, trimmed', () => {
    expect(titlesOf([{ title: ' Cielo de Cobre ', type: 'translated' }]).data?.alternative_titles).toEqual([
      { title: 'Cielo de Cobre', type: 'translated' },
    ]);
  });

  it('reads a bare string, or a title without a type, as an alternative title', () => {
    expect(titlesOf(['Copper Skies', { title: 'Cobre' }]).data?.alternative_titles).toEqual([
      { title: 'Copper Skies', type: 'alternative' },
      { title: 'Cobre', type: 'alternative' },
    ]);
  });

  it('names a bad type and a missing title', () => {
    expect(messagesByPath(titlesOf([{ title: 'Cielo de Cobre', type: 'nickname' }, { title: ' ', type: 'translated' }, '']))).toEqual({
      'alternative_titles.0.type': `Choose the type of the alternative title: ${alternativeTitleTypeValues.join(', ')}`,
      'alternative_titles.1.title': 'Alternative title is required',
      'alternative_titles.2.title': 'Alternative title is required',
    });
  });

  it('names what is neither text nor a title with its type', () => {
    expect(messagesByPath(titlesOf([5, { title: 'Cobre', kind: 'alternative' }]))).toEqual({
      'alternative_titles.0': 'Give each alternative title as text or as { title, type }',
      'alternative_titles.1': 'Unrecognized key: "kind"',
    });
  });

  it('refuses the same title with the same type twice, case aside, but not with another type', () => {
    expect(
      messagesByPath(
        titlesOf([
          { title: 'Cielo de Cobre', type: 'translated' },
          { title: 'cielo de cobre', type: 'translated' },
        ]),
      ),
    ).toEqual({ 'alternative_titles.1.title': 'Translated title “cielo de cobre” is already listed' });
    expect(messagesByPath(titlesOf(['Cobre', { title: 'Cobre', type: 'alternative' }]))).toEqual({
      'alternative_titles.1.title': 'Alternative title “Cobre” is already listed',
    });
    expect(titlesOf([{ title: 'Cobre', type: 'alternative' }, { title: 'Cobre', type: 'search' }]).success).toBe(true);
  });

  it('reads as a title with its type', () => {
    expect(formatAlternativeTitle({ title: 'Cielo de Cobre', type: 'translated' })).toBe('Cielo de Cobre — Translated title');
  });

  it('gives every type its own CWR title type, and reads each back', () => {
    const codes = alternativeTitleTypeValues.map(cwrCodeOfAlternativeTitleType);
    expect(new Set(codes).size).toBe(alternativeTitleTypeValues.length);
    expect(codes.every((code) => code in cwrTitleTypes)).toBe(true);
    expect(codes.map(alternativeTitleTypeOfCwrCode)).toEqual(alternativeTitleTypeValues);
    expect(cwrCodeOfAlternativeTitleType('alternative')).toBe('AT');
    expect(alternativeTitleTypeOfCwrCode('XX')).toBeNull();
  });
});

describe('musicalWorkUpdate', () => {
  it('changes only what is sent', () => {
    expect(musicalWorkUpdate.parse({})).toEqual({});
    expect(musicalWorkUpdate.parse({ genre: 'Pop' })).toEqual({ genre: 'Pop' });
    expect(musicalWorkUpdate.parse({ iswc: '' })).toEqual({ iswc: null });
  });

  it('lets a modification keep the original title it has, but not clear it', () => {
    expect(musicalWorkUpdate.safeParse({ version_type: 'modification' }).success).toBe(true);
    expect(messagesByPath(musicalWorkUpdate.safeParse({ version_type: 'modification', original_title: '' }))).toEqual({
      original_title: 'Give the original title: this work is a modification of another work',
    });
  });

  it('refuses a blank title', () => {
    expect(messagesByPath(musicalWorkUpdate.safeParse({ title: '  ' }))).toEqual({ title: 'Title is required' });
  });
});

describe('share lines', () => {
  it('accepts a share line in percent', () => {
    expect(
      workShareLine.parse({ rights_holder_id: northern, role: 'original_publisher', performance_share: 33.34, mechanical_share: 50 }),
    ).toEqual({ rights_holder_id: northern, role: 'original_publisher', performance_share: 33.34, mechanical_share: 50, controlled: true });
  });

  it('names a line the registrant does not control', () => {
    const line = { rights_holder_id: grace, role: 'composer', performance_share: 40, mechanical_share: 40, controlled: false };
    expect(workShareLine.parse(line)).toEqual(line);
    expect(messagesByPath(workShareLine.safeParse({ ...line, controlled: 'no' }))).toEqual({ controlled: 'Say whether you control this share' });
  });

  it('names the right and the problem', () => {
    const result = workShareLine.safeParse({ rights_holder_id: 'someone', role: 'singer', performance_share: -1, mechanical_share: 'half' });
    expect(messagesByPath(result)).toEqual({
      rights_holder_id: 'Choose a rights holder',
      role: 'Choose a role',
      performance_share: 'Performance share cannot be negative',
      mechanical_share: 'Mechanical share must be a number',
    });
  });

  it('changes part of a line but never its rights holder', () => {
    expect(workShareUpdate.parse({ mechanical_share: 12.5 })).toEqual({ mechanical_share: 12.5 });
    expect(workShareUpdate.parse({ controlled: false })).toEqual({ controlled: false });
    expect(workShareUpdate.safeParse({ rights_holder_id: ada }).success).toBe(false);
  });
});

describe('queries', () => {
  it('sorts the member list by title, last change or creation', () => {
    expect(musicalWorkListQuery.parse({ sort: 'created_at', order: 'asc' })).toMatchObject({ sort: 'created_at', order: 'asc' });
    expect(musicalWorkListQuery.safeParse({ sort: 'iswc' }).error?.issues[0]?.message).toBe(
      'Sort by title, updated_at, created_at, relevance',
    );
  });

  it('searches the registry by title, ISWC, writer or IPI', () => {
    expect(musicalWorkRegistryQuery.parse({ q: 'yesterdy', iswc: 'T-034.524.680-1', writer: 'McCartney', ipi: '199' })).toEqual({
      page: 1,
      pageSize: 20,
      q: 'yesterdy',
      iswc: 'T0345246801',
      writer: 'McCartney',
      ipi: '00000000199',
    });
    expect(musicalWorkRegistryQuery.parse({ iswc: 'T-034.52' })).toMatchObject({ iswc: 'T03452' });
    expect(musicalWorkRegistryQuery.safeParse({ iswc: 'T-034' }).error?.issues[0]?.message).toBe(
      'ISWC must look like T-123.456.789-C with a valid check digit, or be its start: T and at least 4 digits (T-123.4)',
    );
  });
});

describe('a share line that is wrong by itself', () => {
  it('is reported on the line, without a second message about the total', () => {
    const result = musicalWorkCreate.safeParse({
      title: 'Yesterday',
      shares: [
        { rights_holder_id: ada, role: 'composer', performance_share: 150, mechanical_share: 'half' },
        { rights_holder_id: grace, role: 'author', performance_share: 50, mechanical_share: 50 },
      ],
    });
    expect(messagesByPath(result)).toEqual({
      'shares.0.performance_share': 'Performance share cannot be more than 100%',
      'shares.0.mechanical_share': 'Mechanical share must be a number',
    });
  });
});
