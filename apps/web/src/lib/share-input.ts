import { shareField } from '@repertoire/contract';
import { z } from 'zod';

/**
 * Shares as share forms hold them. Mantine's NumberInput (PercentInput) gives a number, or the
 * text while it is not one yet ("", "12."); shared by the works' and the recordings' share editors.
 */

/** A typed share as a number: blank or half-typed text is NaN (totals count it as 0). */
export const typedShare = (value: number | string): number =>
  typeof value === 'number' ? value : value.trim() === '' ? Number.NaN : Number(value);

/** A share as typed, checked with the contract's shareField: blank text is "not a number" in its words. */
export const shareInput = (label: string) => z.union([z.number(), z.string()]).transform(typedShare).pipe(shareField(label));
