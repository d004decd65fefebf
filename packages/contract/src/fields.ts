import { z } from 'zod';

/** Field rules shared by every form and endpoint, so both refuse the same values with the same words. */

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 120;

export const emailField = z
  .string()
  .trim()
  .max(254, { message: 'Email address is too long' })
  .pipe(z.email({ message: 'Enter a valid email address' }))
  .transform((v) => v.toLowerCase());

export const requiredText = (label: string, max = NAME_MAX_LENGTH) =>
  z
    .string({ message: `${label} is required` })
    .trim()
    .min(1, { message: `${label} is required` })
    .max(max, { message: `${label} must be at most ${max} characters` });

export const optionalText = (label: string, max = NAME_MAX_LENGTH) =>
  z
    .string()
    .trim()
    .max(max, { message: `${label} must be at most ${max} characters` });

/** International phone number: digits with an optional leading +, spaces, dashes, brackets. */
export const phoneField = z
  .string({ message: 'Phone number is required' })
  .trim()
  .regex(/^\+?[0-9][0-9\s().-]{5,22}$/, { message: 'Enter a phone number with country code, e.g. +44 20 7946 0958' })
  .transform((v) => v.replace(/[\s().-]/g, ''));

/** ISO 3166-1 alpha-2 country code. */
export const countryCodeField = (label: string) =>
  z
    .string({ message: `${label} is required` })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, { message: `Choose a ${label.toLowerCase()}` });

/** A calendar date as YYYY-MM-DD. */
export const isoDateField = (label: string) =>
  z.iso.date({ message: `${label} must be a date (YYYY-MM-DD)` });

/** Whether the runtime knows an IANA time zone name, e.g. Europe/London. */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** The time zone in which dates are read: calendar days as the member sees them. */
export const timeZoneField = z
  .string()
  .max(64, { message: 'Time zone must be an IANA name, e.g. Europe/London' })
  .refine(isTimeZone, { message: 'Time zone must be an IANA name, e.g. Europe/London' });

export const dateOfBirthField = isoDateField('Date of birth').refine(
  (v) => {
    const date = new Date(`${v}T00:00:00Z`);
    const oldest = new Date('1900-01-01T00:00:00Z');
    const thirteenYearsAgo = new Date();
    thirteenYearsAgo.setUTCFullYear(thirteenYearsAgo.getUTCFullYear() - 13);
    return date >= oldest && date <= thirteenYearsAgo;
  },
  { message: 'Date of birth must be in the past, and members must be at least 13 years old' },
);

/**
 * An optional field that forms send as '' when left empty: blank text becomes null
 * (cleared), anything else must pass `schema`. Explicit null is accepted too.
 */
export const blankToNull = <T extends z.ZodType<unknown, string>>(schema: T) =>
  z
    .string()
    .trim()
    .transform((v) => (v === '' ? null : v))
    .pipe(schema.nullable())
    .nullable();

/** Today's date (YYYY-MM-DD) where the day has already begun: UTC+14, so no member anywhere is told their today is in the future. */
export function latestToday(now = new Date()): string {
  return new Date(now.getTime() + 14 * 3600 * 1000).toISOString().slice(0, 10);
}

/** A calendar date that cannot lie in the future (release dates). */
export const pastDateField = (label: string) =>
  isoDateField(label).refine((v) => v <= latestToday(), { message: `${label} cannot be in the future` });
