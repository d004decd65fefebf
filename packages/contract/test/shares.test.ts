import { describe, expect, it } from 'vitest';
import {
  basisPointsToPercent,
  formatPercent,
  FULL_SHARE_BP,
  percentToBasisPoints,
  shareField,
  sumBasisPoints,
  sumPercents,
} from '../src/shares';

describe('percent and basis points', () => {
  it.each([
    [100, 10_000],
    [50, 5_000],
    [33.33, 3_333],
    [33.34, 3_334],
    [0.01, 1],
    [12.5, 1_250],
    [0, 0],
    [57.99, 5_799],
  ])('stores %s percent as %s basis points', (percent, bp) => {
    expect(percentToBasisPoints(percent)).toBe(bp);
    expect(basisPointsToPercent(bp)).toBe(percent);
  });

  it('adds 33.33 + 33.33 + 33.34 to exactly 10000 basis points', () => {
    expect(sumBasisPoints([33.33, 33.33, 33.34].map(percentToBasisPoints))).toBe(FULL_SHARE_BP);
    expect(sumPercents([33.33, 33.33, 33.34])).toBe(100);
  });

  it('sums exactly where floating point would not', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(sumPercents([0.1, 0.2])).toBe(0.3);
    expect(sumPercents([12.34, 56.78, 30.88])).toBe(100);
  });

  it('refuses to convert what is not a number', () => {
    expect(() => percentToBasisPoints(Number.NaN)).toThrow(RangeError);
    expect(() => percentToBasisPoints(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  it('shows shares with two decimals', () => {
    expect(formatPercent(100)).toBe('100.00%');
    expect(formatPercent(33.3)).toBe('33.30%');
  });
});

describe('shareField', () => {
  const field = shareField('Performance share');
  const messages = (value: unknown) => field.safeParse(value).error?.issues.map((i) => i.message) ?? [];

  it.each([0, 0.01, 33.33, 50, 99.99, 100, 57.99, 12.1])('accepts %d', (value) => {
    expect(field.parse(value)).toBe(value);
  });

  it.each([
    [-1, 'Performance share cannot be negative'],
    [-0.01, 'Performance share cannot be negative'],
    [100.01, 'Performance share cannot be more than 100%'],
    [33.333, 'Performance share can have at most two decimals'],
    ['50', 'Performance share must be a number'],
    ['abc', 'Performance share must be a number'],
    [null, 'Performance share must be a number'],
    [Number.NaN, 'Performance share must be a number'],
  ])('refuses %j: %s', (value, message) => {
    expect(messages(value)).toEqual([message]);
  });

  it('names a generic share when no label is given', () => {
    expect(shareField().safeParse(-5).error?.issues[0]?.message).toBe('Share cannot be negative');
  });
});
