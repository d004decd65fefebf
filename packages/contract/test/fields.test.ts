import { describe, expect, it } from 'vitest';
import {
  countryCodeField,
  dateOfBirthField,
  emailField,
  isoDateField,
  optionalText,
  phoneField,
  requiredText,
} from '../src/fields';

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
  it('refuse a date of birth before 1900 or less than 13 years ago', () => {
    const message = 'Date of birth must be in the past, and members must be at least 13 years old';
    expect(dateOfBirthField.safeParse('1985-06-15').success).toBe(true);
    expect(messages(dateOfBirthField.safeParse('1899-12-31'))).toEqual([message]);
    const lastYear = `${new Date().getUTCFullYear() - 1}-01-01`;
    expect(messages(dateOfBirthField.safeParse(lastYear))).toEqual([message]);
  });
});
