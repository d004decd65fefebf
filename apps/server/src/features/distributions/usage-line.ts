import type { usageRightValues } from '@repertoire/contract';

/** One usage line as read from a file and checked: what the source reported, amounts in minor units. */
export type UsageLine = {
  /** The row's number in its file (the header is row 1). */
  row: number;
  /** The society's work id, as the source gave it. */
  workId: string | null;
  iswc: string | null;
  isrc: string | null;
  title: string;
  writers: string | null;
  artists: string | null;
  right: (typeof usageRightValues)[number];
  territory: string;
  source: string;
  usageType: string | null;
  /** YYYY-MM-DD. */
  usedOn: string;
  units: number;
  amountMinor: bigint;
  currency: string;
};
