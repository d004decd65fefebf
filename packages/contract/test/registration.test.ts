import { describe, expect, it } from 'vitest';
import type { RegistrationStatus } from '../src/enums';
import { blankToNull, latestToday, pastDateField } from '../src/fields';
import { isrcSchema } from '../src/identifiers';
import { languageField } from '../src/languages';
import {
  canDeleteRegistration,
  canEditRegistration,
  canSubmitRegistration,
  currentYear,
  describeChange,
  FIRST_YEAR,
  formatAuditValue,
  genreField,
  registrationListQuery,
  statusAfterEdit,
  yearField,
  yearOptions,
} from '../src/registration';
import { guardFormula, toCsv, unguardFormula } from '../src/csv';

describe('the registration life cycle', () => {
  it.each<[RegistrationStatus, boolean, boolean, boolean]>([
    // status, edit, submit, delete
    ['draft', true, true, true],
    ['submitted', false, false, false],
    ['registered', true, false, false],
    ['rejected', true, true, true],
  ])('a %s item: edit %s, submit %s, delete %s', (status, edit, submit, remove) => {
    expect(canEditRegistration(status)).toBe(edit);
    expect(canSubmitRegistration(status)).toBe(submit);
    expect(canDeleteRegistration(status, false)).toBe(remove);
  });

  it('never deletes an item that was registered once, even when a later change of it was rejected', () => {
    expect(canDeleteRegistration('rejected', true)).toBe(false);
    expect(canDeleteRegistration('rejected', false)).toBe(true);
    expect(canDeleteRegistration('draft', false)).toBe(true);
  });

  it('sends an edited registered item back to review and leaves others as they are', () => {
    expect(statusAfterEdit('registered')).toBe('submitted');
    expect(statusAfterEdit('draft')).toBe('draft');
    expect(statusAfterEdit('rejected')).toBe('rejected');
  });
});

describe('registrationListQuery', () => {
  const query = registrationListQuery(['title', 'updated_at'], 'updated_at');

  it('defaults to the first page, newest change first', () => {
    expect(query.parse({})).toEqual({ page: 1, pageSize: 20, sort: 'updated_at', order: 'desc' });
  });

  it('reads the query string: numbers, blank search, status', () => {
    expect(query.parse({ page: '3', pageSize: '50', q: '  ', status: 'draft', sort: 'title', order: 'asc' })).toEqual({
      page: 3,
      pageSize: 50,
      q: undefined,
      status: 'draft',
      sort: 'title',
      order: 'asc',
    });
  });

  it('sorts by title A to Z by default when title is the default sort', () => {
    expect(registrationListQuery(['title'], 'title').parse({}).order).toBe('asc');
  });

  it('refuses unknown sort fields, statuses and overlong search text with messages', () => {
    const result = query.safeParse({ sort: 'isrc', status: 'approved', q: 'x'.repeat(201), pageSize: '1000' });
    const byPath = Object.fromEntries(result.error?.issues.map((i) => [i.path.join('.'), i.message]) ?? []);
    expect(byPath.sort).toBe('Sort by title, updated_at');
    expect(byPath.q).toBe('Search text must be at most 200 characters');
    expect(byPath.pageSize).toBe('Page size must be between 1 and 100');
    expect(Object.keys(byPath).sort()).toEqual(['pageSize', 'q', 'sort', 'status']);
  });
});

describe('years', () => {
  it('lists the years from the current one back to the first', () => {
    const years = yearOptions(new Date('2026-06-01T00:00:00Z'));
    expect(years[0]).toBe(2026);
    expect(years.at(-1)).toBe(FIRST_YEAR);
    expect(years).toHaveLength(2026 - FIRST_YEAR + 1);
  });

  it('accepts the first and the current year, refuses outside them', () => {
    const field = yearField('Creation year');
    expect(field.parse(FIRST_YEAR)).toBe(FIRST_YEAR);
    expect(field.parse(currentYear())).toBe(currentYear());
    expect(field.safeParse(FIRST_YEAR - 1).error?.issues[0]?.message).toBe('Creation year cannot be before 1900');
    expect(field.safeParse(currentYear() + 1).error?.issues[0]?.message).toBe(
      `Creation year cannot be after ${currentYear()}`,
    );
    expect(field.safeParse(1999.5).error?.issues[0]?.message).toBe('Creation year must be a year');
  });
});

describe('dates that cannot be in the future', () => {
  it('takes today as the latest today on Earth (UTC+14)', () => {
    expect(latestToday(new Date('2025-03-01T09:59:00Z'))).toBe('2025-03-01');
    expect(latestToday(new Date('2025-03-01T10:00:00Z'))).toBe('2025-03-02');
  });

  it('refuses a date after that', () => {
    const field = pastDateField('Release date');
    expect(field.parse('2020-01-31')).toBe('2020-01-31');
    const nextYear = `${currentYear() + 1}-01-01`;
    expect(field.safeParse(nextYear).error?.issues[0]?.message).toBe('Release date cannot be in the future');
  });
});

describe('blankToNull', () => {
  const field = blankToNull(isrcSchema);
  it('reads an empty form field as cleared', () => {
    expect(field.parse('')).toBeNull();
    expect(field.parse('   ')).toBeNull();
    expect(field.parse(null)).toBeNull();
  });
  it('validates and normalises anything else', () => {
    expect(field.parse('gb-emi-03-00013')).toBe('GBEMI0300013');
    expect(field.safeParse('GB-EMI-03-0001').error?.issues[0]?.message).toBe(
      'ISRC must look like CC-XXX-YY-NNNNN (12 characters)',
    );
  });
});

describe('language and genre', () => {
  it('accepts ISO 639-1 codes in any case', () => {
    expect(languageField.parse(' EN ')).toBe('en');
    expect(languageField.parse('pt')).toBe('pt');
  });
  it.each(['eng', 'xx', 'e'])('refuses %j', (code) => {
    expect(languageField.safeParse(code).error?.issues[0]?.message).toBe(
      'Language must be a two-letter ISO 639-1 code, e.g. en',
    );
  });
  it('takes any genre up to 60 characters', () => {
    expect(genreField.parse(' Highlife ')).toBe('Highlife');
    expect(genreField.safeParse('g'.repeat(61)).error?.issues[0]?.message).toBe('Genre must be at most 60 characters');
  });
});

describe('history values', () => {
  it('reads values the same way on screen and in CSV', () => {
    expect(formatAuditValue(null)).toBe('');
    expect(formatAuditValue(['Ada', 'Grace'])).toBe('Ada, Grace');
    expect(formatAuditValue(true)).toBe('Yes');
    expect(formatAuditValue(225)).toBe('225');
  });
  it('describes a change with the field label', () => {
    expect(describeChange({ field: 'title', old: 'Yesterday', new: 'Today' }, { title: 'Title' })).toBe(
      'Title: Yesterday → Today',
    );
    expect(describeChange({ field: 'genre', old: null, new: 'Pop' })).toBe('genre: — → Pop');
  });
});

describe('toCsv', () => {
  it('quotes commas, quotes and line breaks, with CRLF line ends (RFC 4180)', () => {
    expect(toCsv(['a', 'b'], [['x, y', 'say "hi"'], ['line\nbreak', 'plain']])).toBe(
      '\uFEFFa,b\r\n"x, y","say ""hi"""\r\n"line\nbreak",plain\r\n',
    );
  });
  it('starts with the UTF-8 byte-order mark, so spreadsheets read accents as UTF-8', () => {
    const bytes = new TextEncoder().encode(toCsv(['Title'], [['Beyoncé – Déjà vu']]));
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)).toBe('\uFEFFTitle\r\nBeyoncé – Déjà vu\r\n');
  });
  it('keeps spreadsheets from running cells as formulas', () => {
    expect(toCsv(['a'], [['=HYPERLINK("x")'], ['-1'], ['@SUM(A1)']])).toBe(
      '\uFEFFa\r\n"\'=HYPERLINK(""x"")"\r\n\'-1\r\n\'@SUM(A1)\r\n',
    );
  });
  it('takes the guard off again only where it put one', () => {
    for (const cell of ['=1+1', '+44 20', '-5', '@me', '\tx', 'plain', "'quoted", '']) expect(unguardFormula(guardFormula(cell))).toBe(cell);
  });
});
