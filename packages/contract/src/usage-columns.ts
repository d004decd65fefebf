import { z } from 'zod';
import type { CatalogueColumn } from './catalogue-columns';

/**
 * The usage file of a distribution: one row per use of a work or recording that a broadcaster, a digital service or
 * another society reports and pays for, with the amount it pays. Its columns are declared here as the catalogue
 * templates' are (catalogue-columns.ts): the server reads each row by these keys, and the mapping screen and the
 * column guide explain them from these same declarations.
 */

/**
 * The right a use is paid under: a musical work's performance or mechanical right (its shares), or a sound
 * recording's master right (its owners) or performers' right (its line-up; "neighbouring rights").
 */
export const usageRightValues = ['performance', 'mechanical', 'master', 'performer'] as const;
export type UsageRight = (typeof usageRightValues)[number];

export const usageRightLabels: Record<UsageRight, string> = {
  performance: 'Performance',
  mechanical: 'Mechanical',
  master: 'Master',
  performer: 'Performer',
};

/** The rights a musical work's shares carry; the others are a sound recording's. */
export const worksRights: readonly UsageRight[] = ['performance', 'mechanical'];

/**
 * How other societies' and services' files write each right, besides its value: read as headers are, letters and
 * digits in any case ("Sound Recording", "sound-recording" and "SOUND_RECORDING" are one).
 */
export const usageRightSpellings: Record<UsageRight, readonly string[]> = {
  performance: ['performance', 'perf', 'PR', 'performing right', 'public performance'],
  mechanical: ['mechanical', 'mech', 'MR', 'mechanical right', 'reproduction'],
  master: ['master', 'sound recording', 'SR', 'phonogram'],
  performer: ['performer', 'performers', 'neighbouring', 'neighboring', 'neighbouring rights', 'neighboring rights'],
};

export const usageColumnKeyValues = [
  'work_id',
  'iswc',
  'isrc',
  'title',
  'writers',
  'artists',
  'right',
  'territory',
  'source',
  'usage_type',
  'used_on',
  'units',
  'amount',
  'currency',
] as const;
export type UsageColumnKey = (typeof usageColumnKeyValues)[number];
export type UsageColumn = CatalogueColumn<UsageColumnKey>;

/** Units of a row that leaves them out. */
export const DEFAULT_USAGE_UNITS = 1;

export const usageColumns: readonly UsageColumn[] = [
  { key: 'work_id', header: 'Work id', explanation: 'The musical work’s id in Repertoire, as our own exports give it' },
  { key: 'iswc', header: 'ISWC', explanation: 'ISWC of the work used, e.g. T-123.456.789-C' },
  { key: 'isrc', header: 'ISRC', explanation: 'ISRC of the recording used, e.g. GB-AAA-24-00001' },
  { key: 'title', header: 'Title', explanation: 'Title of the work or recording as the user reports it', required: true },
  { key: 'writers', header: 'Writers', explanation: 'Writers of the work as the user reports them' },
  { key: 'artists', header: 'Artists', explanation: 'Artists of the recording as the user reports them' },
  {
    key: 'right',
    header: 'Right',
    explanation: 'The right the use is paid under: performance, mechanical, master or performer (e.g. PR, MR, sound recording, neighbouring)',
    allowedValues: usageRightValues.flatMap((right) => usageRightSpellings[right]),
    required: true,
  },
  { key: 'territory', header: 'Territory', explanation: 'Where the use took place: a two-letter ISO 3166 code such as GB', required: true },
  { key: 'source', header: 'Source', explanation: 'Who used the music and reports it, e.g. BBC Radio 2, Spotify', required: true },
  { key: 'usage_type', header: 'Usage type', explanation: 'How the music was used, e.g. broadcast, stream, live, download' },
  { key: 'used_on', header: 'Date of use', explanation: 'When it was used: YYYY-MM-DD or DD/MM/YYYY, within the distribution’s period', required: true },
  { key: 'units', header: 'Units', explanation: `How many times it was used (plays, streams): a whole number; empty means ${DEFAULT_USAGE_UNITS}` },
  {
    key: 'amount',
    header: 'Amount',
    explanation: 'What the use pays, e.g. 1234.56 or 1.234,56; negative for a correction',
    required: true,
  },
  { key: 'currency', header: 'Currency', explanation: 'Currency of the amount: a three-letter ISO 4217 code such as GBP', required: true },
];

const headerOfKey = new Map<string, string>(usageColumns.map((column) => [column.key, column.header]));

/** The required columns a mapping (one key or null per column of the file) leaves without a column. */
export function missingUsageColumns(mapping: readonly (string | null)[]): UsageColumn[] {
  const mapped = new Set(mapping);
  return usageColumns.filter((column) => column.required && !mapped.has(column.key));
}

/**
 * The mapping of a usage file's columns: the key each column of the file fills (null: leave it out), as many as the
 * file has columns. Each key fills one column at most, and every required column is filled.
 */
export const usageFileMapping = z
  .object({
    mapping: z
      .array(z.enum(usageColumnKeyValues, { message: 'Choose a column of the usage file or leave the column out' }).nullable())
      .min(1, { message: 'Map the columns of the file' })
      .max(500),
  })
  .strict()
  .superRefine(({ mapping }, ctx) => {
    const used = new Set<string>();
    mapping.forEach((key, index) => {
      if (key === null) return;
      if (used.has(key)) ctx.addIssue({ code: 'custom', path: ['mapping', index], message: `${headerOfKey.get(key) ?? key} is filled by another column already: leave one out` });
      used.add(key);
    });
    for (const column of missingUsageColumns(mapping)) {
      ctx.addIssue({ code: 'custom', path: ['mapping'], message: `Map a column to ${column.header}: every row needs it` });
    }
  });
export type UsageFileMapping = z.input<typeof usageFileMapping>;
