import { basisPointsToPercent, FULL_SHARE_BP, percentToBasisPoints, shareField } from '@repertoire/contract';
import { z } from 'zod';

/**
 * Shares as share forms hold them. Mantine's NumberInput (PercentInput) gives a number, or the
 * text while it is not one yet ("", "12."); shared by every share editor.
 */

/** A share as typed: a number, or the text while it is not one yet. */
export type TypedShare = number | string;

/** A typed share as a number: blank or half-typed text is NaN (totals count it as 0). */
export const typedShare = (value: TypedShare): number =>
  typeof value === 'number' ? value : value.trim() === '' ? Number.NaN : Number(value);

/** A share as typed, checked with the contract's shareField: blank text is "not a number" in its words. */
export const shareInput = (label: string) => z.union([z.number(), z.string()]).transform(typedShare).pipe(shareField(label));

/** What is left of 100% once `total` is taken, for the next line added (never below 0). */
export const remainingPercent = (total: number): number => basisPointsToPercent(Math.max(0, FULL_SHARE_BP - percentToBasisPoints(total)));
