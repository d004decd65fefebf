import { z } from 'zod';

/** Durations are whole seconds, below one day (CWR's duration field is HHMMSS). */
export const MAX_DURATION_SECONDS = 86_399;

/**
 * Reads "m:ss", "mm:ss" or "h:mm:ss" as seconds; null when it is none of these
 * or reaches a day. Minutes may exceed 59 when no hours are given ("75:00").
 */
export function parseDuration(text: string): number | null {
  const match = /^(?:(\d{1,2}):([0-5]\d)|(\d{1,4})):([0-5]\d)$/.exec(text.trim());
  if (!match) return null;
  const [, hours, minutesAfterHours, minutesAlone, seconds] = match;
  const total =
    Number(hours ?? 0) * 3600 + Number(minutesAfterHours ?? minutesAlone ?? 0) * 60 + Number(seconds);
  return total <= MAX_DURATION_SECONDS ? total : null;
}

/** "03:45" below an hour, "1:02:03" from an hour on. */
export function formatDuration(totalSeconds: number): string {
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  const ss = String(seconds).padStart(2, '0');
  const mm = String(minutes).padStart(2, '0');
  return hours > 0 ? `${hours}:${mm}:${ss}` : `${mm}:${ss}`;
}

/** Duration in the API: whole seconds. */
export const durationField = z
  .number({ message: 'Duration must be a number of seconds' })
  .int({ message: 'Duration must be whole seconds' })
  .min(0, { message: 'Duration cannot be negative' })
  .max(MAX_DURATION_SECONDS, { message: 'Duration must be less than 24 hours' });

/** Duration as a member types it in a form ("3:45"), read as seconds. */
export const durationTextField = z
  .string()
  .refine((text) => parseDuration(text) !== null, { message: 'Enter the duration as mm:ss or h:mm:ss, e.g. 03:45' })
  .transform((text) => parseDuration(text) ?? 0);
