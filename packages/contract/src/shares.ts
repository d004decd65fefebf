import { z } from 'zod';

/**
 * Shares travel as percentages with two decimals (33.33), the precision of CWR's
 * five-digit share fields (05000 = 50.00%), and are stored as integer basis points
 * so that totals are exact: 33.33 + 33.33 + 33.34 is 10000, never 99.99999999.
 */
export const FULL_SHARE_BP = 10_000;
export const FULL_SHARE_PERCENT = 100;

/** A percentage with at most two decimals, as basis points. Throws on a value that is not a finite number. */
export function percentToBasisPoints(percent: number): number {
  if (!Number.isFinite(percent)) throw new RangeError(`Not a share: ${percent}`);
  return Math.round(percent * 100);
}

export function basisPointsToPercent(basisPoints: number): number {
  return basisPoints / 100;
}

export function sumBasisPoints(basisPoints: readonly number[]): number {
  return basisPoints.reduce((total, bp) => total + bp, 0);
}

/** The exact total of percentages, summed in basis points. */
export function sumPercents(percents: readonly number[]): number {
  return basisPointsToPercent(sumBasisPoints(percents.map(percentToBasisPoints)));
}

/** "33.33%": always two decimals, as CWR and the society's statements show shares. */
export function formatPercent(percent: number): string {
  return `${percent.toFixed(2)}%`;
}

/** True when the value has no more than two decimals (tolerating binary floating-point noise). */
function hasAtMostTwoDecimals(value: number): boolean {
  const scaled = value * 100;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
}

/** A number that shareField accepts; totals are only judged once every line's share is one. */
export function isValidShare(value: unknown): boolean {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= FULL_SHARE_PERCENT && hasAtMostTwoDecimals(value);
}

/** A share in percent, 0–100 with at most two decimals; the label names the right in every message. */
export const shareField = (label = 'Share') =>
  z
    .number({ message: `${label} must be a number` })
    .min(0, { message: `${label} cannot be negative` })
    .max(FULL_SHARE_PERCENT, { message: `${label} cannot be more than 100%` })
    .refine(hasAtMostTwoDecimals, { message: `${label} can have at most two decimals` });
