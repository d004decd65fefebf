import { describe, expect, it } from 'vitest';
import { currencyMinorDigits, isCountryCode, isCurrencyCode } from '../src/iso-codes';
import { missingUsageColumns, usageColumnKeyValues, usageColumns, usageFileMapping, usageRightSpellings, usageRightValues } from '../src/usage-columns';

const messagesOf = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues.map((issue) => issue.message) ?? [];
const fullMapping = ['title', 'right', 'territory', 'source', 'used_on', 'amount', 'currency'];

describe('usageColumns', () => {
  it('declares every key once, in the order of the keys, each with its own header and an explanation', () => {
    expect(usageColumns.map((column) => column.key)).toEqual([...usageColumnKeyValues]);
    expect(new Set(usageColumns.map((column) => column.header.toLowerCase())).size).toBe(usageColumns.length);
    for (const column of usageColumns) expect(column.explanation).not.toBe('');
  });

  it('requires what a line cannot be paid without, and nothing that identifies the use', () => {
    expect(usageColumns.filter((column) => column.required).map((column) => column.key)).toEqual(fullMapping);
  });

  it('lists every spelling of a right among the right column’s allowed values, no spelling for two rights', () => {
    const allowed = usageColumns.find((column) => column.key === 'right')?.allowedValues ?? [];
    const spellings = usageRightValues.flatMap((right) => usageRightSpellings[right].map((spelling) => spelling.toLowerCase()));
    expect(allowed.map((value) => value.toLowerCase())).toEqual(spellings);
    expect(new Set(spellings).size).toBe(spellings.length);
    for (const right of usageRightValues) expect(usageRightSpellings[right]).toContain(right);
  });
});

describe('usageFileMapping', () => {
  it('takes one key or null per column of the file', () => {
    expect(usageFileMapping.safeParse({ mapping: [...fullMapping, null, 'units'] }).success).toBe(true);
  });

  it('asks for each required column the mapping leaves out', () => {
    const result = usageFileMapping.safeParse({ mapping: ['title', 'right', 'territory', 'source', 'amount', null] });
    expect(messagesOf(result)).toEqual(['Map a column to Date of use: every row needs it', 'Map a column to Currency: every row needs it']);
    expect(missingUsageColumns(['title']).map((column) => column.key)).toEqual(['right', 'territory', 'source', 'used_on', 'amount', 'currency']);
  });

  it('refuses a key given to two columns, and a key the usage file does not have', () => {
    expect(messagesOf(usageFileMapping.safeParse({ mapping: [...fullMapping, 'amount'] }))).toEqual(['Amount is filled by another column already: leave one out']);
    expect(messagesOf(usageFileMapping.safeParse({ mapping: [...fullMapping, 'writer_1_name'] }))).toEqual([
      'Choose a column of the usage file or leave the column out',
    ]);
  });
});

describe('country and currency codes', () => {
  it('knows ISO 3166-1 alpha-2 and ISO 4217 codes in upper case', () => {
    expect([isCountryCode('GB'), isCountryCode('gb'), isCountryCode('UK'), isCountryCode('XX')]).toEqual([true, false, false, false]);
    expect([isCurrencyCode('EUR'), isCurrencyCode('eur'), isCurrencyCode('EUX')]).toEqual([true, false, false]);
  });

  it('gives the digits of each currency’s minor unit', () => {
    expect(['GBP', 'EUR', 'JPY', 'KRW', 'BHD', 'KWD'].map(currencyMinorDigits)).toEqual([2, 2, 0, 0, 3, 3]);
  });
});
