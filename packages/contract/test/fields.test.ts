import { describe, expect, it } from 'vitest';
import { errorLogRequest } from '../src/error-logs';
import {
  countryCodeField,
  dateOfBirthField,
  emailField,
  isoDateField,
  optionalText,
  pastDateField,
  phoneField,
  plainText,
  requiredText,
} from '../src/fields';
import { genreField, searchField } from '../src/registration';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe('emailField', () => {
  it('trims and lower-cases the address', () => {
    expect(emailField.parse('  Ada.Lovelace@Example.COM ')).toBe('ada.lovelace@example.com');
  });
  it('refuses what is not an address', () => {
    expect(messages(emailField.safeParse('ada@'))).toEqual(['Enter a valid email address']);
  });
  it('refuses an address longer than 254 characters', () => {
    const long = `${'a'.repeat(250)}@example.com`;
    expect(messages(emailField.safeParse(long))).toContain('Email address is too long');
  });
});

describe('requiredText and optionalText', () => {
  it('trims and refuses blank text with the label', () => {
    expect(requiredText('Title').parse('  Yesterday ')).toBe('Yesterday');
    expect(messages(requiredText('Title').safeParse('   '))).toEqual(['Title is required']);
    expect(messages(requiredText('Title').safeParse(undefined))).toEqual(['Title is required']);
  });
  it('names the limit when the text is too long', () => {
    expect(messages(requiredText('Title', 5).safeParse('abcdef'))).toEqual(['Title must be at most 5 characters']);
    expect(messages(optionalText('Address', 3).safeParse('abcd'))).toEqual(['Address must be at most 3 characters']);
  });
  it('lets optional text be empty', () => {
    expect(optionalText('Other names').parse('  ')).toBe('');
  });
});

describe('text PostgreSQL cannot store', () => {
  const nul = 'Harbour\u0000Lights';
  const loneSurrogate = 'Harbour \ud83c Lights';
  const brokenMessage = (label: string) => `${label} contains a broken character: half of a UTF-16 surrogate pair`;

  it.each([
    ['requiredText', requiredText('Title')],
    ['optionalText', optionalText('Title')],
    ['plainText', plainText('Title')],
  ])('%s refuses a NUL byte and a lone surrogate, naming the field', (_name, schema) => {
    expect(messages(schema.safeParse(nul))).toEqual(['Title cannot contain NUL characters']);
    expect(messages(schema.safeParse(loneSurrogate))).toEqual([brokenMessage('Title')]);
    expect(messages(schema.safeParse('\udfb5'))).toEqual([brokenMessage('Title')]);
  });

  it('says only that, however long the text', () => {
    expect(messages(requiredText('Title', 10).safeParse(`${'x'.repeat(50)}\u0000`))).toEqual(['Title cannot contain NUL characters']);
  });

  it('keeps characters outside the Basic Multilingual Plane, whose surrogates come in pairs', () => {
    expect(requiredText('Title').parse(' Harbour 🎵 𝄞 Lights ')).toBe('Harbour 🎵 𝄞 Lights');
  });

  it('holds for search boxes, genres and error reports', () => {
    expect(messages(searchField('Writer').safeParse(nul))).toEqual(['Writer cannot contain NUL characters']);
    expect(messages(genreField.safeParse(loneSurrogate))).toEqual([brokenMessage('Genre')]);
    expect(errorLogRequest.safeParse({ description: nul }).error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['description', 'Description cannot contain NUL characters'],
    ]);
    expect(messages(errorLogRequest.safeParse({ description: 'TypeError', url: loneSurrogate }))).toEqual([brokenMessage('URL')]);
  });
});

describe('phoneField', () => {
  it('keeps the leading + and the digits only', () => {
    expect(phoneField.parse(' +44 (20) 7946-0958 ')).toBe('+442079460958');
  });
  it.each(['12345', 'call me', '++44 20 7946 0958'])('refuses %j', (value) => {
    expect(messages(phoneField.safeParse(value))).toEqual(['Enter a phone number with country code, e.g. +44 20 7946 0958']);
  });
});

describe('countryCodeField', () => {
  it('upper-cases an alpha-2 code', () => {
    expect(countryCodeField('Country').parse(' gb ')).toBe('GB');
  });
  it('refuses anything but two letters, naming the field', () => {
    expect(messages(countryCodeField('Nationality').safeParse('GBR'))).toEqual(['Choose a nationality']);
  });
});

describe('dates', () => {
  it('accept YYYY-MM-DD only', () => {
    expect(isoDateField('Release date').safeParse('2024-02-29').success).toBe(true);
    expect(messages(isoDateField('Release date').safeParse('29/02/2024'))).toEqual(['Release date must be a date (YYYY-MM-DD)']);
  });
  it('ask for a date left empty without naming a format the form does not show', () => {
    expect(messages(dateOfBirthField.safeParse(''))).toEqual(['Enter the date of birth']);
    expect(messages(isoDateField('Release date').safeParse(42))).toEqual(['Release date must be a date (YYYY-MM-DD)']);
  });
  it('keep to the years 0001 to 9999: there is no year 0000', () => {
    expect(isoDateField('From date').safeParse('0001-01-01').success).toBe(true);
    expect(isoDateField('From date').safeParse('9999-12-31').success).toBe(true);
    expect(messages(isoDateField('From date').safeParse('0000-01-01'))).toEqual(['From date must be a date between the years 0001 and 9999']);
    expect(messages(isoDateField('From date').safeParse('10000-01-01'))).toEqual(['From date must be a date (YYYY-MM-DD)']);
    expect(messages(dateOfBirthField.safeParse('0000-06-15'))).toEqual(['Date of birth must be a date between the years 0001 and 9999']);
  });
  it('refuse a past date before its first year or in the future, with one message each', () => {
    const releaseDate = pastDateField('Release date', 1900);
    expect(releaseDate.safeParse('1900-01-01').success).toBe(true);
    expect(messages(releaseDate.safeParse('1899-12-31'))).toEqual(['Release date cannot be before 1900']);
    expect(messages(releaseDate.safeParse('9999-12-31'))).toEqual(['Release date cannot be in the future']);
    expect(messages(releaseDate.safeParse('31/12/1999'))).toEqual(['Release date must be a date (YYYY-MM-DD)']);
  });
  it('refuse a date of birth before 1900 or less than 13 years ago', () => {
    const message = 'Date of birth must be in the past, and members must be at least 13 years old';
    expect(dateOfBirthField.safeParse('1985-06-15').success).toBe(true);
    expect(messages(dateOfBirthField.safeParse('1899-12-31'))).toEqual([message]);
    const lastYear = `${new Date().getUTCFullYear() - 1}-01-01`;
    expect(messages(dateOfBirthField.safeParse(lastYear))).toEqual([message]);
  });
});
