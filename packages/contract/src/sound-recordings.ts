import { z } from 'zod';
import { envelope, listEnvelope, paginationQuery } from './envelope';
import { registrationStatus } from './enums';
import { blankToNull, countryCodeField, pastDateField, requiredText } from './fields';
import { durationField } from './duration';
import { isrcSchema, isrcSearchSchema, isValidIsrc, isValidUpc, upcSchema } from './identifiers';
import {
  FIRST_YEAR,
  genreField,
  musicalWorkReference,
  registrationListQuery,
  registrationTimestamps,
  searchField,
  searchText,
  yearField,
  expectedVersion,
} from './registration';
import { rightsHolderSummary } from './rights-holders';
import { formatPercent, FULL_SHARE_BP, isValidShare, percentToBasisPoints, shareField, sumPercents } from './shares';

/** Sound recordings, their line-up and master ownership: docs/domain.md#sound-recordings. */

export const RECORDING_TITLE_MAX_LENGTH = 200;
export const ARTISTS_MAX = 20;
export const PERFORMERS_MAX = 100;
export const OWNERSHIP_LINES_MAX = 50;

export const contentTypeValues = ['audio', 'music_video'] as const;
export const contentType = z.enum(contentTypeValues, { message: 'Choose audio or music video' });
export type ContentType = z.infer<typeof contentType>;
export const contentTypeLabels: Record<ContentType, string> = { audio: 'Audio', music_video: 'Music video' };

/** Featured performers are the artists the recording is released under (PPL's featured / non-featured). */
export const performerRoleValues = ['featured', 'non_featured'] as const;
export const performerRole = z.enum(performerRoleValues, { message: 'Choose featured or non-featured' });
export type PerformerRole = z.infer<typeof performerRole>;
export const performerRoleLabels: Record<PerformerRole, string> = {
  featured: 'Featured',
  non_featured: 'Non-featured',
};

// Line-up and ownership -----------------------------------------------------------------------

export const performerLine = z
  .object({
    name: requiredText('Performer name', 200),
    role: performerRole,
    /** "Lead vocals", "Bass guitar", "Strings (leader)". */
    instrument_or_part: blankToNull(requiredText('Instrument or part', 100)).optional(),
    /** Set when the performer is in the rights-holder directory. */
    rights_holder_id: z.uuid({ message: 'Choose a rights holder' }).nullable().optional(),
  })
  .strict();
export type PerformerLine = z.input<typeof performerLine>;

export type OwnershipAmount = { share: number };

/** The exact total of master-ownership shares, in percent. */
export function ownershipTotal(lines: readonly OwnershipAmount[]): number {
  return sumPercents(lines.map((line) => (Number.isFinite(line.share) ? line.share : 0)));
}

/** A message when ownership adds up to more than 100%, refused at any stage, draft or not. */
export function ownershipTotalExceeded(lines: readonly OwnershipAmount[]): string[] {
  const total = ownershipTotal(lines);
  return percentToBasisPoints(total) > FULL_SHARE_BP
    ? [`Master ownership shares add up to ${formatPercent(total)}: they cannot be more than 100%`]
    : [];
}

export const ownershipLine = z
  .object({
    rights_holder_id: z.uuid({ message: 'Choose a rights holder' }),
    share: shareField('Ownership share'),
  })
  .strict();
export type OwnershipLine = z.input<typeof ownershipLine>;

export const ownershipLines = z
  .array(ownershipLine)
  .max(OWNERSHIP_LINES_MAX, { message: `A recording can have at most ${OWNERSHIP_LINES_MAX} owners` })
  .superRefine((lines, ctx) => {
    const seen = new Set<string>();
    lines.forEach((line, index) => {
      if (seen.has(line.rights_holder_id)) {
        ctx.addIssue({ code: 'custom', path: [index, 'rights_holder_id'], message: 'This rights holder is already an owner: give them one share' });
      }
      seen.add(line.rights_holder_id);
    });
    if (lines.every((l) => isValidShare(l.share))) {
      for (const message of ownershipTotalExceeded(lines)) ctx.addIssue({ code: 'custom', message });
    }
  });

// The recording -------------------------------------------------------------------------------

const title = requiredText('Title', RECORDING_TITLE_MAX_LENGTH);
const artists = (label: string) =>
  z
    .array(requiredText(label, 200))
    .max(ARTISTS_MAX, { message: `A recording can list at most ${ARTISTS_MAX} ${label.toLowerCase()}s` });

export const soundRecordingFields = z.object({
  title,
  /** Remix, live, radio edit… */
  version: blankToNull(requiredText('Version', 100)),
  isrc: blankToNull(isrcSchema),
  main_artists: artists('Main artist'),
  featured_artists: artists('Featured artist'),
  content_type: contentType,
  /** Whole seconds; forms read "mm:ss" with parseDuration. */
  duration: durationField.nullable(),
  /** ℗ line: the year and owner of the first release of the recording. */
  p_year: yearField('℗ year').nullable(),
  p_owner: blankToNull(requiredText('℗ owner', 200)),
  release_title: blankToNull(requiredText('Release title', 200)),
  /** YYYY-MM-DD in the API, DD/MM/YYYY on screen. */
  release_date: blankToNull(pastDateField('Release date', FIRST_YEAR)),
  record_label: blankToNull(requiredText('Record label', 200)),
  upc: blankToNull(upcSchema),
  genre: blankToNull(genreField),
  recording_country: blankToNull(countryCodeField('Country of recording')),
  commissioning_country: blankToNull(countryCodeField('Country of commissioning')),
  /** The work it records: one of the member's works or a registered work from the registry. */
  musical_work_id: z.uuid({ message: 'Choose a musical work' }).nullable(),
  performers: z
    .array(performerLine)
    .max(PERFORMERS_MAX, { message: `A recording can list at most ${PERFORMERS_MAX} performers` }),
  ownership: ownershipLines,
});

/**
 * POST /sound-recordings: a draft needs only its title. Left out: artists, performers and
 * ownership [], content_type audio, the rest null.
 */
export const soundRecordingCreate = soundRecordingFields.partial().extend({ title }).strict();
export type SoundRecordingCreate = z.input<typeof soundRecordingCreate>;
export type SoundRecordingCreateData = z.output<typeof soundRecordingCreate>;

/** PATCH /sound-recordings/{id}: only the fields sent change; a list sent replaces the whole list. */
export const soundRecordingUpdate = soundRecordingFields.partial().extend(expectedVersion.shape).strict();
export type SoundRecordingUpdate = z.input<typeof soundRecordingUpdate>;
export type SoundRecordingUpdateData = z.output<typeof soundRecordingUpdate>;

// Submission ----------------------------------------------------------------------------------

export type SoundRecordingForSubmission = {
  title?: string | null | undefined;
  isrc?: string | null | undefined;
  upc?: string | null | undefined;
  main_artists?: readonly string[] | undefined;
  performers: readonly { role: PerformerRole }[];
  ownership: readonly OwnershipAmount[];
};

/**
 * Everything that keeps a recording from being submitted, in the member's words; empty when
 * it can go. Same warning-not-wall rule as musical works (docs/domain.md#registrations).
 */
export function soundRecordingSubmissionProblems(recording: SoundRecordingForSubmission): string[] {
  const problems: string[] = [];
  if (!recording.title?.trim()) problems.push('Add the title of the recording');
  if (!recording.isrc) problems.push('Add the ISRC: a recording is registered under its ISRC');
  else if (!isValidIsrc(recording.isrc)) problems.push('The ISRC is not valid: it must look like CC-XXX-YY-NNNNN');
  if (recording.upc && !isValidUpc(recording.upc)) problems.push('The UPC/EAN is not valid: check its check digit');
  if (!recording.main_artists?.some((name) => name.trim())) problems.push('Add at least one main artist');
  if (!recording.performers.some((p) => p.role === 'featured')) problems.push('Add at least one featured performer');
  const total = ownershipTotal(recording.ownership);
  if (percentToBasisPoints(total) !== FULL_SHARE_BP) {
    problems.push(`Master ownership shares add up to ${formatPercent(total)}: they must add up to exactly 100%`);
  }
  return problems;
}

// Answers -------------------------------------------------------------------------------------

export const performer = z.object({
  id: z.uuid(),
  name: z.string(),
  role: performerRole,
  instrument_or_part: z.string().nullable(),
  rights_holder: rightsHolderSummary.nullable(),
});
export type Performer = z.infer<typeof performer>;

export const ownershipShare = z.object({ id: z.uuid(), rights_holder: rightsHolderSummary, share: z.number() });
export type OwnershipShare = z.infer<typeof ownershipShare>;

/** The work a recording records: the member's own (`is_own`, its details page is theirs) or another member's registered work. */
export const linkedMusicalWork = musicalWorkReference.extend({ is_own: z.boolean() });
export type LinkedMusicalWork = z.infer<typeof linkedMusicalWork>;

/** GET /sound-recordings/{id}: the details page; its history comes from the logs filtered by recording_id. */
export const soundRecordingDetails = z.object({
  id: z.uuid(),
  title: z.string(),
  version: z.string().nullable(),
  isrc: z.string().nullable(),
  main_artists: z.array(z.string()),
  featured_artists: z.array(z.string()),
  content_type: contentType,
  duration: z.number().int().nullable(),
  p_year: z.number().int().nullable(),
  p_owner: z.string().nullable(),
  release_title: z.string().nullable(),
  release_date: z.string().nullable(),
  record_label: z.string().nullable(),
  upc: z.string().nullable(),
  genre: z.string().nullable(),
  recording_country: z.string().nullable(),
  commissioning_country: z.string().nullable(),
  musical_work: linkedMusicalWork.nullable(),
  ...registrationTimestamps.shape,
  performers: z.array(performer),
  ownership: z.array(ownershipShare),
  ownership_total: z.number(),
  /** soundRecordingSubmissionProblems of the stored recording. */
  warnings: z.array(z.string()),
});
export type SoundRecordingDetails = z.infer<typeof soundRecordingDetails>;
export const soundRecordingResponse = envelope(soundRecordingDetails);

/** GET /sound-recordings: the member's own recordings. */
/** `relevance`: with a search text, the closest matches first (the last change first without one). */
export const soundRecordingSortFields = ['title', 'updated_at', 'created_at', 'release_date', 'relevance'] as const;
export const soundRecordingListQuery = registrationListQuery(soundRecordingSortFields, 'updated_at');
export type SoundRecordingListQuery = z.input<typeof soundRecordingListQuery>;

export const soundRecordingListItem = z.object({
  id: z.uuid(),
  title: z.string(),
  version: z.string().nullable(),
  isrc: z.string().nullable(),
  main_artists: z.array(z.string()),
  status: registrationStatus,
  /** A registered recording whose change waits for review: still registered, its registered version public. */
  change_in_review: z.boolean(),
  updated_at: z.iso.datetime(),
});
export type SoundRecordingListItem = z.infer<typeof soundRecordingListItem>;
export const soundRecordingList = listEnvelope(soundRecordingListItem);

/** GET /sound-recordings/search: the registry of registered recordings. */
export const soundRecordingRegistryQuery = paginationQuery.extend({
  /** Title, typo-tolerant. */
  q: searchText,
  /** A whole ISRC, found exactly, or its start from the country and registrant codes ("GB-AYE-25"), found by prefix in ISRC order. */
  isrc: blankToNull(isrcSearchSchema).optional(),
  /** A main or featured artist. */
  artist: searchField('Artist'),
  label: searchField('Record label'),
});
export type SoundRecordingRegistryQuery = z.input<typeof soundRecordingRegistryQuery>;

export const soundRecordingRegistryItem = soundRecordingDetails
  .pick({
    id: true,
    title: true,
    version: true,
    isrc: true,
    main_artists: true,
    featured_artists: true,
    record_label: true,
    release_title: true,
    release_date: true,
    p_year: true,
    p_owner: true,
  })
  .extend({ registered_at: z.iso.datetime() });
export type SoundRecordingRegistryItem = z.infer<typeof soundRecordingRegistryItem>;
export const soundRecordingRegistryList = listEnvelope(soundRecordingRegistryItem);

/** Field names in log `changes`, in words. */
export const soundRecordingFieldLabels: Record<string, string> = {
  title: 'Title',
  version: 'Version',
  isrc: 'ISRC',
  main_artists: 'Main artists',
  featured_artists: 'Featured artists',
  content_type: 'Content type',
  duration: 'Duration',
  p_year: '℗ year',
  p_owner: '℗ owner',
  release_title: 'Release title',
  release_date: 'Release date',
  record_label: 'Record label',
  upc: 'UPC/EAN',
  genre: 'Genre',
  recording_country: 'Country of recording',
  commissioning_country: 'Country of commissioning',
  musical_work: 'Musical work',
  performers: 'Performers',
  ownership: 'Master ownership',
  status: 'Status',
};
