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

/**
 * PostgreSQL's text cannot hold NUL (U+0000), and half of a UTF-16 surrogate pair is no
 * character at all: neither can be stored nor shown, so every text a request carries refuses
 * both, naming the field. Checked before anything else, so the member hears this first.
 */
const LONE_SURROGATE = /\p{Surrogate}/u;

function storableTextProblem(label: string, value: string): string | undefined {
  if (value.includes('\u0000')) return `${label} cannot contain NUL characters`;
  if (LONE_SURROGATE.test(value)) return `${label} contains a broken character: half of a UTF-16 surrogate pair`;
  return undefined;
}

/** Any text a request carries: a string that PostgreSQL can store. `typeMessage` is said when it is not a string at all. */
export const plainText = (label: string, typeMessage = `${label} must be text`) =>
  z.string({ message: typeMessage }).check((ctx) => {
    const problem = storableTextProblem(label, ctx.value);
    if (problem) ctx.issues.push({ code: 'custom', message: problem, input: ctx.value, continue: false });
  });

export const requiredText = (label: string, max = NAME_MAX_LENGTH) =>
  plainText(label, `${label} is required`)
    .trim()
    .min(1, { message: `${label} is required` })
    .max(max, { message: `${label} must be at most ${max} characters` });

export const optionalText = (label: string, max = NAME_MAX_LENGTH) =>
  plainText(label)
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

/**
 * The years every date in Repertoire may take: four digits, and no year 0000, which the
 * Gregorian calendar (and PostgreSQL's date type) does not have: 1 BC is followed by AD 1.
 */
export const EARLIEST_DATE = '0001-01-01';

/**
 * A calendar date as YYYY-MM-DD, from 0001-01-01 to 9999-12-31. An empty one asks for the date
 * without naming a format: forms show dates as DD/MM/YYYY and send '' when nothing was picked,
 * so only a client of the API ever sees the YYYY-MM-DD message.
 */
export const isoDateField = (label: string) =>
  z
    .string({ message: `${label} must be a date (YYYY-MM-DD)` })
    .min(1, { message: `Enter the ${label.toLowerCase()}`, abort: true })
    .pipe(
      z.iso
        .date({ message: `${label} must be a date (YYYY-MM-DD)`, abort: true })
        .refine((v) => v >= EARLIEST_DATE, { message: `${label} must be a date between the years 0001 and 9999`, abort: true }),
    );

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

/** A calendar date that cannot lie in the future (release dates), nor before `firstYear`. */
export const pastDateField = (label: string, firstYear = 1) =>
  isoDateField(label)
    .refine((v) => Number(v.slice(0, 4)) >= firstYear, { message: `${label} cannot be before ${firstYear}`, abort: true })
    .refine((v) => v <= latestToday(), { message: `${label} cannot be in the future` });
