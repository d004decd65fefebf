import { describe, expect, it } from 'vitest';
import {
  bicSchema,
  compactIdentifier,
  formatIban,
  formatIsni,
  formatIsrc,
  formatIswc,
  ibanSchema,
  ipiBaseSchema,
  ipiNameSchema,
  isniCheckCharacter,
  isniSchema,
  isPendingIsni,
  isrcSchema,
  isrcSearchSchema,
  isValidBicCode,
  isValidIban,
  isValidIpiBase,
  isValidIpiName,
  isValidIsni,
  isIsrcCountryCode,
  isValidIsrc,
  isValidIswc,
  iswcPrefix,
  isrcPrefix,
  isValidUpc,
  iswcSchema,
  iswcSearchSchema,
  normalizeIban,
  normalizeIpiBase,
  normalizeIpiName,
  normalizeIsni,
  normalizeIsrc,
  normalizeIswc,
  upcSchema,
} from '../src/identifiers';
import { iso3166Alpha2Codes } from '../src/iso-3166-alpha2.generated';
import { isrcSpecialCodes } from '../src/isrc-special-codes';

// Known good and bad values of each identifier (docs/domain.md#identifiers).
describe('the reference examples', () => {
  it.each([
    ['ISWC', isValidIswc, 'T-034.524.680-1'],
    ['ISNI', isValidIsni, '0000 0001 2281 955X'],
    ['IPI name number', isValidIpiName, '00000000199'],
    ['IPI base number', isValidIpiBase, 'I-000000229-7'],
    ['EAN-13', isValidUpc, '4006381333931'],
    ['UPC-A', isValidUpc, '036000291452'],
    ['IBAN', isValidIban, 'GB82 WEST 1234 5698 7654 32'],
    ['ISRC', isValidIsrc, 'GB-EMI-03-00013'],
  ])('accepts the %s %s', (_name, isValid, value) => {
    expect(isValid(value)).toBe(true);
  });

  it.each([
    ['ISWC with a wrong check digit', isValidIswc, 'T-034.524.680-2'],
    ['IPI name number with wrong check digits', isValidIpiName, '00000000100'],
    ['ISRC one digit short', isValidIsrc, 'GB-EMI-03-0001'],
  ])('refuses the %s', (_name, isValid, value) => {
    expect(isValid(value)).toBe(false);
  });
});

describe('normalisation', () => {
  it('trims, drops spaces, dashes and dots, upper-cases and strips the label', () => {
    expect(compactIdentifier('  ab-c.d e ')).toBe('ABCDE');
    expect(normalizeIsrc(' isrc gb-emi-03-00013 ')).toBe('GBEMI0300013');
    expect(normalizeIswc('iswc t-034.524.680-1')).toBe('T0345246801');
    expect(normalizeIsni('ISNI 0000 0001 2281 955x')).toBe('000000012281955X');
    expect(normalizeIban('gb82-west-1234-5698-7654-32')).toBe('GB82WEST12345698765432');
  });

  it('left-pads a short IPI name number to 11 digits', () => {
    expect(normalizeIpiName('199')).toBe('00000000199');
    expect(normalizeIpiName('IPI 199')).toBe('00000000199');
    expect(isValidIpiName('199')).toBe(true);
  });

  it('leaves an IPI name number that is not digits as it is, and refuses it', () => {
    expect(normalizeIpiName('12A')).toBe('12A');
    expect(isValidIpiName('12A')).toBe(false);
    expect(isValidIpiName('123456789012')).toBe(false);
  });

  it('restores the dashes of an IPI base number typed without them', () => {
    expect(normalizeIpiBase(' i0000002297 ')).toBe('I-000000229-7');
    expect(normalizeIpiBase('I-000000229-7')).toBe('I-000000229-7');
    expect(isValidIpiBase('I-000000229-8')).toBe(false);
    expect(isValidIpiBase('000000229-7')).toBe(false);
  });
});

describe('display forms', () => {
  it('shows an ISRC as CC-XXX-YY-NNNNN', () => {
    expect(formatIsrc('gbemi0300013')).toBe('GB-EMI-03-00013');
  });
  it('shows an ISWC as T-DDD.DDD.DDD-C', () => {
    expect(formatIswc('T0345246801')).toBe('T-034.524.680-1');
  });
  it('shows an ISNI in four groups of four', () => {
    expect(formatIsni('000000012281955X')).toBe('0000 0001 2281 955X');
  });
  it('shows an IBAN in groups of four', () => {
    expect(formatIban('GB82WEST12345698765432')).toBe('GB82 WEST 1234 5698 7654 32');
  });
  it('gives back what was typed when it is not a valid identifier', () => {
    expect(formatIsrc('nonsense')).toBe('nonsense');
    expect(formatIswc('T-034.524.680-2')).toBe('T-034.524.680-2');
    expect(formatIsni('123')).toBe('123');
  });
});

// International ISRC Agency Bulletin 2015/01: CC is an ISO 3166-1 code or one an agency issues.
describe('ISRC country code', () => {
  it.each(['GB-EMI-03-00013', 'US-RC1-76-07839', 'ZZ-ABC-20-00001', 'QM-ABC-12-00001'])('accepts %s', (value) => {
    expect(isValidIsrc(value)).toBe(true);
  });

  it.each(['XX-SKG-19-12345', 'AA-SKG-19-12345', 'XK-SKG-19-12345', 'EU-SKG-19-12345'])('refuses %s: no one issues its country code', (value) => {
    expect(isValidIsrc(value)).toBe(false);
  });

  it('reads lower case as upper case and drops the hyphens, spaces and label', () => {
    expect(isValidIsrc('gb-emi-03-00013')).toBe(true);
    expect(isValidIsrc('isrc qm abc 12 00001')).toBe(true);
    expect(isValidIsrc('xx-skg-19-12345')).toBe(false);
  });

  it('knows the 249 codes ISO assigns, without the user-assigned ones', () => {
    expect(iso3166Alpha2Codes).toHaveLength(249);
    expect(iso3166Alpha2Codes).toEqual([...iso3166Alpha2Codes].sort());
    expect(iso3166Alpha2Codes.filter((code) => /^(AA|Q[M-Z]|X[A-Z]|ZZ)$/.test(code))).toEqual([]);
  });

  it('accepts every special code an ISRC agency issues, and none of them is an ISO country code', () => {
    for (const code of Object.keys(isrcSpecialCodes)) {
      expect(isIsrcCountryCode(code)).toBe(true);
      expect(iso3166Alpha2Codes).not.toContain(code);
    }
  });
});

describe('ISNI', () => {
  it('computes the MOD 11-2 check character, X for ten', () => {
    expect(isniCheckCharacter('000000012281955')).toBe('X');
  });
  it('refuses an ISNI of zeros although its check character fits', () => {
    expect(isValidIsni('0000000000000000')).toBe(false);
  });
  it('refuses a wrong check character', () => {
    expect(isValidIsni('0000000122819559')).toBe(false);
  });

  it.each([null, undefined, '', '0000000000000000', '0000 0000 0000 0000', '0000-0000'])(
    'reads %j as pending',
    (value) => {
      expect(isPendingIsni(value)).toBe(true);
    },
  );
  it('does not read a real ISNI as pending', () => {
    expect(isPendingIsni('0000 0001 2281 955X')).toBe(false);
  });
});

describe('UPC and EAN', () => {
  it.each(['4006381333932', '036000291453', '03600029145', '40063813339311'])('refuses %s', (value) => {
    expect(isValidUpc(value)).toBe(false);
  });
});

describe('IBAN and BIC', () => {
  it('refuses a wrong check digit and a wrong length for the country', () => {
    expect(isValidIban('GB83 WEST 1234 5698 7654 32')).toBe(false);
    expect(isValidIban('GB82 WEST 1234 5698 7654 3')).toBe(false);
  });
  it('accepts BICs of 8 and 11 characters, in any case', () => {
    expect(isValidBicCode('DEUTDEFF')).toBe(true);
    expect(isValidBicCode('deut de ff 500')).toBe(true);
  });
  it('refuses a BIC of the wrong length', () => {
    expect(isValidBicCode('DEUTDEF')).toBe(false);
  });
});

describe('zod fields', () => {
  it('store the compact form', () => {
    expect(isrcSchema.parse('gb-emi-03-00013')).toBe('GBEMI0300013');
    expect(iswcSchema.parse('T-034.524.680-1')).toBe('T0345246801');
    expect(isniSchema.parse('0000 0001 2281 955X')).toBe('000000012281955X');
    expect(ipiNameSchema.parse('199')).toBe('00000000199');
    expect(ipiBaseSchema.parse('I0000002297')).toBe('I-000000229-7');
    expect(upcSchema.parse('0360 0029 1452')).toBe('036000291452');
    expect(ibanSchema.parse('GB82 WEST 1234 5698 7654 32')).toBe('GB82WEST12345698765432');
    expect(bicSchema.parse('deutdeff')).toBe('DEUTDEFF');
  });

  it.each([
    [isrcSchema, 'GB-EMI-03-0001', 'ISRC must look like CC-XXX-YY-NNNNN (12 characters)'],
    [isrcSchema, 'xx-skg-19-12345', 'ISRC must start with a country code such as GB or US: XX is not one'],
    [iswcSchema, 'T-034.524.680-2', 'ISWC must look like T-123.456.789-C with a valid check digit'],
    [isniSchema, '0000000000000000', 'ISNI must be 16 characters with a valid check character'],
    [ipiNameSchema, '00000000100', 'IPI name number must be up to 11 digits with valid check digits'],
    [upcSchema, '036000291453', 'UPC/EAN must be 12 or 13 digits with a valid check digit'],
  ])('refuse a bad value with one clear message', (schema, value, message) => {
    const result = schema.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual([message]);
  });

  it('refuse overlong input before normalising it', () => {
    expect(isrcSchema.safeParse('G'.repeat(41)).success).toBe(false);
  });
});

describe('the start of an identifier typed in a search box', () => {
  it.each([
    ['T-643.621', 'T643621'],
    ['t 643', 'T643'],
    ['T-643.621.978', 'T643621978'],
    // Ten digits are a whole ISWC: this one's check digit is wrong, so it begins none.
    ['T-643.621.978-2', null],
    ['T-64', null],
    ['harbour', null],
  ])('ISWC %s → %s', (typed, expected) => {
    expect(iswcPrefix(typed)).toBe(expected);
  });

  it('asks for as many digits after the T as the search wants', () => {
    expect(iswcPrefix('T-643', { minDigits: 4 })).toBeNull();
    expect(iswcPrefix('T-643.6', { minDigits: 4 })).toBe('T6436');
  });

  it.each([
    ['GB-100-02', 'GB10002'],
    ['gb-emi-0', 'GBEMI0'],
    ['great', null],
    ['GB-EMI', null],
    ['XX-ABC-12', null],
  ])('ISRC %s → %s', (typed, expected) => {
    expect(isrcPrefix(typed)).toBe(expected);
  });

  it('takes the country and registrant codes alone when the search asks no digit', () => {
    expect(isrcPrefix('GB-EMI', { minDigits: 0 })).toBe('GBEMI');
    expect(isrcPrefix('GB-EM', { minDigits: 0 })).toBeNull();
  });
});

describe('a registry search’s identifier: whole, or the start of one', () => {
  it.each([
    ['T-034.524.680-1', 'T0345246801'],
    ['ISWC T 034 524 680 1', 'T0345246801'],
    ['T-643.621', 'T643621'],
    ['t643621', 'T643621'],
    ['T 6436', 'T6436'],
    ['T-643.621.978', 'T643621978'],
  ])('takes the ISWC %s as %s', (typed, compact) => {
    expect(iswcSearchSchema.parse(typed)).toBe(compact);
  });

  it.each([
    ['T-643', 'too short'],
    ['T', 'too short'],
    ['643621', 'no T'],
    ['T-643.62A', 'a letter'],
    ['T-034.524.680-2', 'a whole ISWC with a wrong check digit'],
    ['T-034.524.680-12', 'too long'],
  ])('refuses the ISWC %s (%s) with what it accepts', (typed) => {
    expect(iswcSearchSchema.safeParse(typed).error?.issues.map((issue) => issue.message)).toEqual([
      'ISWC must look like T-123.456.789-C with a valid check digit, or be its start: T and at least 4 digits (T-123.4)',
    ]);
  });

  it.each([
    ['GB-AYE-25-00001', 'GBAYE2500001'],
    ['isrc gb aye 25 00001', 'GBAYE2500001'],
    ['GB-AYE-25', 'GBAYE25'],
    ['gbaye25', 'GBAYE25'],
    ['GB-AYE', 'GBAYE'],
    ['us-rc1-76-0783', 'USRC1760783'],
  ])('takes the ISRC %s as %s', (typed, compact) => {
    expect(isrcSearchSchema.parse(typed)).toBe(compact);
  });

  it.each([
    ['GB-AY', 'too short'],
    ['GB', 'too short'],
    ['GB-AYE-2X', 'a letter in the year'],
    ['1B-AYE-25', 'a digit in the country'],
    ['GB-AYE-25-000011', 'too long'],
  ])('refuses the ISRC %s (%s) with what it accepts', (typed) => {
    expect(isrcSearchSchema.safeParse(typed).error?.issues.map((issue) => issue.message)).toEqual([
      'ISRC must look like CC-XXX-YY-NNNNN (12 characters), or be its start: the country and registrant codes at least (CC-XXX)',
    ]);
  });

  it('refuses the start of an ISRC with a country code no one issues', () => {
    expect(isrcSearchSchema.safeParse('XX-AYE-25').error?.issues.map((issue) => issue.message)).toEqual([
      'ISRC must start with a country code such as GB or US: XX is not one',
    ]);
  });
});
