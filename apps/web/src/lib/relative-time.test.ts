import { formatRelativeTime } from './relative-time';

const now = new Date('2025-06-15T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

describe('formatRelativeTime', () => {
  it('says "a few moments ago" for the last seconds', () => {
    expect(formatRelativeTime(ago(5_000), now)).toBe('a few moments ago');
    expect(formatRelativeTime(now, now)).toBe('a few moments ago');
  });

  it('counts minutes, hours, days and months', () => {
    expect(formatRelativeTime(ago(minute), now)).toBe('a minute ago');
    expect(formatRelativeTime(ago(10 * minute), now)).toBe('10 minutes ago');
    expect(formatRelativeTime(ago(3 * hour), now)).toBe('3 hours ago');
    expect(formatRelativeTime(ago(day), now)).toBe('a day ago');
    expect(formatRelativeTime(ago(5 * day), now)).toBe('5 days ago');
    expect(formatRelativeTime(ago(65 * day), now)).toBe('2 months ago');
  });

  it('goes up to years ago', () => {
    expect(formatRelativeTime(ago(400 * day), now)).toBe('a year ago');
    expect(formatRelativeTime(ago(3 * 365 * day), now)).toBe('3 years ago');
  });

  it('accepts ISO strings as the API sends them', () => {
    expect(formatRelativeTime('2025-06-15T09:00:00Z', now)).toBe('3 hours ago');
  });
});
