import { formatDate, formatFileSize, formatMonth, maskValue, parseDisplayDate, truncateCountryName } from './format';

describe('maskValue', () => {
  it('hides the last 5 characters of an account number', () => {
    // 22 characters: the first 17 stay, the last 5 ("65432") are hidden.
    expect(maskValue('GB82WEST12345698765432')).toBe('GB82WEST123456987*****');
  });

  it('hides the whole of a value of 5 characters or fewer', () => {
    expect(maskValue('12345')).toBe('*****');
    expect(maskValue('123')).toBe('***');
  });

  it('keeps the length of the value', () => {
    expect(maskValue('12345678')).toBe('123*****');
  });

  it('leaves an empty value empty', () => {
    expect(maskValue('')).toBe('');
  });
});

describe('truncateCountryName', () => {
  it('keeps names of up to 20 characters', () => {
    expect(truncateCountryName('Nigeria')).toBe('Nigeria');
    expect(truncateCountryName('Papua New Guinea')).toBe('Papua New Guinea');
    expect(truncateCountryName('12345678901234567890')).toBe('12345678901234567890');
  });

  it('cuts longer names to 20 characters shown, the ellipsis included', () => {
    expect(truncateCountryName('Saint Vincent and the Grenadines')).toBe('Saint Vincent and t…');
    expect(truncateCountryName('123456789012345678901')).toBe('1234567890123456789…');
    expect([...truncateCountryName('South Georgia and the South Sandwich Islands')]).toHaveLength(20);
  });

  it('leaves no space before the ellipsis', () => {
    expect(truncateCountryName('Heard and McDonald Islands')).toBe('Heard and McDonald…');
  });
});

describe('formatDate', () => {
  it('shows dates as DD/MM/YYYY', () => {
    expect(formatDate('2024-03-05')).toBe('05/03/2024');
    expect(formatDate(new Date(2001, 11, 31))).toBe('31/12/2001');
  });

  it('shows nothing for a missing or invalid date', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});

describe('formatMonth', () => {
  it('shows an API month (YYYY-MM) as its short name and year', () => {
    expect(formatMonth('2026-12')).toBe('Dec 2026');
    expect(formatMonth('2025-01')).toBe('Jan 2025');
    expect(formatMonth('2026-09')).toBe('Sep 2026');
  });

  it('shows anything else as it came', () => {
    expect(formatMonth('2026-13')).toBe('2026-13');
    expect(formatMonth('December')).toBe('December');
  });
});

describe('parseDisplayDate', () => {
  it('reads DD/MM/YYYY into the API form YYYY-MM-DD', () => {
    expect(parseDisplayDate('15/03/1990')).toBe('1990-03-15');
  });

  it('refuses impossible or differently formatted dates', () => {
    expect(parseDisplayDate('31/02/1990')).toBeNull();
    expect(parseDisplayDate('1990-03-15')).toBeNull();
    expect(parseDisplayDate('')).toBeNull();
  });
});

describe('formatFileSize', () => {
  it('gives a file under a kilobyte in bytes', () => {
    expect(formatFileSize(17)).toBe('17 bytes');
    expect(formatFileSize(1)).toBe('1 byte');
    expect(formatFileSize(0)).toBe('0 bytes');
    expect(formatFileSize(999)).toBe('999 bytes');
  });

  it('gives kilobytes and megabytes of 1,000, with one decimal below ten', () => {
    expect(formatFileSize(1000)).toBe('1 kB');
    expect(formatFileSize(1234)).toBe('1.2 kB');
    expect(formatFileSize(320_000)).toBe('320 kB');
    expect(formatFileSize(2_400_000)).toBe('2.4 MB');
    expect(formatFileSize(10 * 1024 * 1024)).toBe('10 MB');
  });

  it('moves to the next unit where rounding would reach a thousand', () => {
    expect(formatFileSize(999_600)).toBe('1 MB');
    expect(formatFileSize(9_960)).toBe('10 kB');
  });
});
