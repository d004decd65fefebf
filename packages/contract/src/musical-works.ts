import { z } from 'zod';
import { envelope, listEnvelope, paginationQuery } from './envelope';
import { registrationStatus } from './enums';
import { blankToNull, plainText, requiredText } from './fields';
import { durationField } from './duration';
import { ipiNameSchema, isValidIswc, iswcSchema, iswcSearchSchema } from './identifiers';
import { languageField } from './languages';
import {
  auditEntryBase,
  genreField,
  registrationListQuery,
  registrationTimestamps,
  searchField,
  searchText,
  soundRecordingReference,
  yearField,
  expectedVersion,
} from './registration';
import { societyAcknowledgement } from './cwr-exports';
import { musicalWorkEventValues } from './registration-labels';
import { rightsHolderSummary } from './rights-holders';
import {
  basisPointsToPercent,
  formatPercent,
  FULL_SHARE_BP,
  isValidShare,
  percentToBasisPoints,
  shareField,
} from './shares';
import { isWriterRole, workRole, type WorkRole } from './work-roles';

/** Musical works (compositions), their shares and their registration: docs/domain.md#musical-works. */

export const TITLE_MAX_LENGTH = 200;
export const ALTERNATIVE_TITLES_MAX = 20;
export const WORK_SHARES_MAX = 50;

export const versionTypeValues = ['original', 'modification'] as const;
export const versionType = z.enum(versionTypeValues, { message: 'Choose original or modification' });
export type VersionType = z.infer<typeof versionType>;
export const versionTypeLabels: Record<VersionType, string> = {
  original: 'Original work',
  modification: 'Modification of another work',
};

// Shares ---------------------------------------------------------------------------------------

/** The two rights a work's shares divide: public performance and mechanical reproduction. */
export type ShareRight = 'performance' | 'mechanical';
export const shareRightLabels: Record<ShareRight, string> = { performance: 'Performance', mechanical: 'Mechanical' };

/** What the share rules need from a line, whether it comes from a form, a request or the database. */
export type WorkShareAmounts = { role: WorkRole; performance_share: number; mechanical_share: number };

export const shareTotals = z.object({ performance: z.number(), mechanical: z.number() });
export type ShareTotals = z.infer<typeof shareTotals>;

/** Totals per right in percent, summed exactly in basis points; a half-typed share counts as 0. */
export function workShareTotals(shares: readonly WorkShareAmounts[]): ShareTotals {
  const total = (pick: (line: WorkShareAmounts) => number) =>
    basisPointsToPercent(
      shares.reduce((sum, line) => sum + (Number.isFinite(pick(line)) ? percentToBasisPoints(pick(line)) : 0), 0),
    );
  return { performance: total((l) => l.performance_share), mechanical: total((l) => l.mechanical_share) };
}

const rights: readonly ShareRight[] = ['performance', 'mechanical'];

/** Messages for each right whose shares add up to more than 100%: refused at any stage, draft or not. */
export function shareTotalsExceeded(shares: readonly WorkShareAmounts[]): string[] {
  const totals = workShareTotals(shares);
  return rights
    .filter((right) => percentToBasisPoints(totals[right]) > FULL_SHARE_BP)
    .map((right) => `${shareRightLabels[right]} shares add up to ${formatPercent(totals[right])}: they cannot be more than 100%`);
}

/**
 * Whether the registrant controls a line (CWR's SWR/SPU) or only names a party they do not
 * control (OWR/OPU): a co-writer's or co-publisher's share that no member has claimed yet. Every
 * line counts towards 100%; a not-controlled line is replaced by its holder's claim when that
 * joins (docs/decisions/0013).
 */
const controlledField = z.boolean({ message: 'Say whether you control this share' });

/** One line of a work's shares as sent by the member (percentages); `controlled` is true when left out. */
export const workShareLine = z
  .object({
    rights_holder_id: z.uuid({ message: 'Choose a rights holder' }),
    role: workRole,
    performance_share: shareField('Performance share'),
    mechanical_share: shareField('Mechanical share'),
    controlled: controlledField.default(true),
  })
  .strict();
export type WorkShareLine = z.input<typeof workShareLine>;

/** A whole share table: each rights holder once per role, and no right above 100%. */
export const workShareLines = z
  .array(workShareLine)
  .max(WORK_SHARES_MAX, { message: `A work can have at most ${WORK_SHARES_MAX} share lines` })
  .superRefine((lines, ctx) => {
    const seen = new Set<string>();
    lines.forEach((line, index) => {
      const key = `${line.rights_holder_id}:${line.role}`;
      if (seen.has(key)) {
        ctx.addIssue({ code: 'custom', path: [index, 'rights_holder_id'], message: 'This rights holder already has this role on the work' });
      }
      seen.add(key);
    });
    const judgeable = lines.every((l) => isValidShare(l.performance_share) && isValidShare(l.mechanical_share));
    if (judgeable) for (const message of shareTotalsExceeded(lines)) ctx.addIssue({ code: 'custom', message });
  });

/** POST /musical-works/{id}/rights-holders adds a workShareLine; PATCH …/{shareId} changes part of one. */
export const workShareUpdate = z
  .object({
    role: workRole.optional(),
    performance_share: shareField('Performance share').optional(),
    mechanical_share: shareField('Mechanical share').optional(),
    // Not workShareLine's default: a line left out of a PATCH keeps what it was.
    controlled: controlledField.optional(),
  })
  .strict();
export type WorkShareUpdate = z.input<typeof workShareUpdate>;
export const workShareParams = z.object({
  id: z.uuid({ message: 'Not a valid id' }),
  shareId: z.uuid({ message: 'Not a valid id' }),
});

/** A share line as the API answers it: percentages, with who holds it. */
export const workShare = z.object({
  id: z.uuid(),
  rights_holder: rightsHolderSummary,
  role: workRole,
  performance_share: z.number(),
  mechanical_share: z.number(),
  /** False for a party the registrant names but does not control: shown as "Not controlled". */
  controlled: z.boolean(),
});
export type WorkShare = z.infer<typeof workShare>;
export const workShareResponse = envelope(workShare);
/** GET /musical-works/{id}/rights-holders: the work's share table, in the member's order. */
export const workShareList = envelope(z.array(workShare));

// Alternative titles -----------------------------------------------------------------------------

/**
 * What kind of other title a work is known by, as societies and CWR's ALT record type every
 * alternative title (cwr-lookups.ts alternativeTitleTypeCwrCodes). In the order a member picks
 * them, the usual ones first; `alternative` (CWR AT) is the default.
 */
export const alternativeTitleTypeValues = [
  'alternative',
  'translated',
  'first_line',
  'formal',
  'part',
  'search',
  'incorrect',
  'original',
  'alternative_national',
  'original_national',
  'restricted',
] as const;
export const DEFAULT_ALTERNATIVE_TITLE_TYPE = 'alternative' satisfies (typeof alternativeTitleTypeValues)[number];
export const alternativeTitleTypeLabels: Record<(typeof alternativeTitleTypeValues)[number], string> = {
  alternative: 'Alternative title',
  translated: 'Translated title',
  first_line: 'First line of the lyrics',
  formal: 'Formal title',
  part: 'Part title',
  search: 'Search title',
  incorrect: 'Incorrect title',
  original: 'Original title',
  alternative_national: 'Alternative title in national characters',
  original_national: 'Original title in national characters',
  restricted: 'Restricted title',
};
export const alternativeTitleType = z.enum(alternativeTitleTypeValues, {
  message: `Choose the type of the alternative title: ${alternativeTitleTypeValues.join(', ')}`,
});
export type AlternativeTitleType = z.infer<typeof alternativeTitleType>;

const alternativeTitleText = requiredText('Alternative title', TITLE_MAX_LENGTH);

/** One alternative title as a form or a request gives it; a type left out is `alternative`. */
export const alternativeTitle = z
  .object(
    { title: alternativeTitleText, type: alternativeTitleType.default(DEFAULT_ALTERNATIVE_TITLE_TYPE) },
    { error: (issue) => (issue.code === 'invalid_type' ? 'Give each alternative title as text or as { title, type }' : undefined) },
  )
  .strict();
export type AlternativeTitle = z.output<typeof alternativeTitle>;
export type AlternativeTitleInput = z.input<typeof alternativeTitle>;

/** "Cielo de Cobre — Translated title": an alternative title with its type, as pages and the history show it. */
export function formatAlternativeTitle(alternative: AlternativeTitle): string {
  return `${alternative.title} — ${alternativeTitleTypeLabels[alternative.type]}`;
}

/** Same title (case aside) and same type: listed once is enough. */
const alternativeTitleKey = (alternative: AlternativeTitle) => `${alternative.type}:${alternative.title.toLowerCase()}`;

/**
 * A work's alternative titles, each with its type, each title and type once. A bare string is still
 * read, as a title of type `alternative` (requests written before titles had types).
 */
export const alternativeTitles = z
  .array(
    z.preprocess(
      (value: AlternativeTitleInput | string) => (typeof value === 'string' ? { title: value, type: DEFAULT_ALTERNATIVE_TITLE_TYPE } : value),
      alternativeTitle,
    ),
  )
  .max(ALTERNATIVE_TITLES_MAX, { message: `A work can have at most ${ALTERNATIVE_TITLES_MAX} alternative titles` })
  .superRefine((titles, ctx) => {
    const seen = new Set<string>();
    titles.forEach((alternative, index) => {
      const key = alternativeTitleKey(alternative);
      if (seen.has(key)) {
        ctx.addIssue({
          code: 'custom',
          path: [index, 'title'],
          message: `${alternativeTitleTypeLabels[alternative.type]} “${alternative.title}” is already listed`,
        });
      }
      seen.add(key);
    });
  });

/** An alternative title as the API answers it: always with its type. */
export const alternativeTitleAnswer = z.object({ title: z.string(), type: alternativeTitleType });

// The work -------------------------------------------------------------------------------------

const title = requiredText('Title', TITLE_MAX_LENGTH);
export const WORK_CODE_MAX_LENGTH = 60;
/** A member's own code for a work, as typed or as a catalogue file writes it. */
export const workCodeField = plainText('Work code')
  .trim()
  .max(WORK_CODE_MAX_LENGTH, { message: `Work code must be at most ${WORK_CODE_MAX_LENGTH} characters` });

/** Every descriptive field of a work, as a request carries it; identifiers arrive in any form and leave compact. */
export const musicalWorkFields = z.object({
  title,
  alternative_titles: alternativeTitles,
  iswc: blankToNull(iswcSchema),
  /** ISO 639-1 language of the lyrics; null for instrumentals or when unknown. */
  language: blankToNull(languageField),
  genre: blankToNull(genreField),
  /** Whole seconds; forms read "mm:ss" with parseDuration. */
  duration: durationField.nullable(),
  creation_year: yearField('Creation year').nullable(),
  version_type: versionType,
  /** Title of the work this one modifies (arrangement, adaptation, translation). */
  original_title: blankToNull(requiredText('Original title', TITLE_MAX_LENGTH)),
  is_instrumental: z.boolean({ message: 'Say whether the work is instrumental' }),
  /** The member's own code for the work (their catalogue number), unique among their works; a catalogue import finds the work by it. */
  work_code: blankToNull(workCodeField).optional(),
});

const ORIGINAL_TITLE_MESSAGE = 'Give the original title: this work is a modification of another work';

/** A modification names its original; an original work carries no original title. */
function checkVersion(
  work: { version_type?: VersionType | undefined; original_title?: string | null | undefined },
  ctx: z.RefinementCtx,
  isPatch: boolean,
) {
  const missing = isPatch ? work.original_title === null : !work.original_title;
  if (work.version_type === 'modification' && missing) {
    ctx.addIssue({ code: 'custom', path: ['original_title'], message: ORIGINAL_TITLE_MESSAGE });
  }
}
function dropOriginalTitleOfOriginal<T extends { version_type?: VersionType | undefined; original_title?: string | null | undefined }>(
  work: T,
): T {
  return work.version_type === 'original' ? { ...work, original_title: null } : work;
}

/**
 * POST /musical-works: a draft needs only its title; everything else may come later
 * (the details page lists what still blocks submission). Left out: alternative_titles [],
 * version_type original, is_instrumental false, shares none, the rest null.
 */
export const musicalWorkCreate = musicalWorkFields
  .partial()
  .extend({ title, shares: workShareLines.optional() })
  .strict()
  .superRefine((work, ctx) => checkVersion(work, ctx, false))
  .transform(dropOriginalTitleOfOriginal);
export type MusicalWorkCreate = z.input<typeof musicalWorkCreate>;
export type MusicalWorkCreateData = z.output<typeof musicalWorkCreate>;

/**
 * PATCH /musical-works/{id}: only the fields sent change; `shares`, when sent, replaces the
 * whole table. The server checks the merged work (musicalWorkSubmissionProblems) since a patch
 * alone cannot tell whether a modification already has its original title.
 */
export const musicalWorkUpdate = musicalWorkFields
  .partial()
  .extend({ shares: workShareLines.optional(), ...expectedVersion.shape })
  .strict()
  .superRefine((work, ctx) => checkVersion(work, ctx, true))
  .transform(dropOriginalTitleOfOriginal);
export type MusicalWorkUpdate = z.input<typeof musicalWorkUpdate>;
export type MusicalWorkUpdateData = z.output<typeof musicalWorkUpdate>;

// Submission -----------------------------------------------------------------------------------

/** What the submission rules read: a details response, a stored work or the form's values all fit. */
export type MusicalWorkForSubmission = {
  title?: string | null | undefined;
  iswc?: string | null | undefined;
  version_type?: VersionType | null | undefined;
  original_title?: string | null | undefined;
  shares: readonly WorkShareAmounts[];
};

/**
 * Everything that keeps a work from being submitted, in the member's words; empty when it can go.
 * Drafts may be saved with any of these (warnings, not walls); submitting, and editing a
 * registered work, require none. A right under 100% is not one of them: the rest is unclaimed
 * (unclaimedShareNotices, docs/decisions/0013).
 */
export function musicalWorkSubmissionProblems(work: MusicalWorkForSubmission): string[] {
  const problems: string[] = [];
  if (!work.title?.trim()) problems.push('Add the title of the work');
  if (work.iswc && !isValidIswc(work.iswc)) {
    problems.push('The ISWC is not valid: it must look like T-123.456.789-C with a valid check digit');
  }
  if (work.version_type === 'modification' && !work.original_title?.trim()) problems.push(ORIGINAL_TITLE_MESSAGE);
  if (!work.shares.some((line) => isWriterRole(line.role))) {
    problems.push('Add at least one composer, author or composer/author');
  }
  problems.push(...shareTotalsExceeded(work.shares));
  return problems;
}

/** What no line of the work holds yet, per right: 100% minus every line, controlled or not (never below 0). */
export function unclaimedShares(shares: readonly WorkShareAmounts[]): ShareTotals {
  const totals = workShareTotals(shares);
  const left = (right: ShareRight) => basisPointsToPercent(Math.max(0, FULL_SHARE_BP - percentToBasisPoints(totals[right])));
  return { performance: left('performance'), mechanical: left('mechanical') };
}

/**
 * Notices, not problems: a work may be registered with part of a right unclaimed (the registrant
 * registers what they control; claims fill the rest). One line per right under 100%.
 */
export function unclaimedShareNotices(shares: readonly WorkShareAmounts[]): string[] {
  const unclaimed = unclaimedShares(shares);
  return rights
    .filter((right) => unclaimed[right] > 0)
    .map((right) => `${formatPercent(unclaimed[right])} of the ${shareRightLabels[right].toLowerCase()} share is left unclaimed`);
}

// Answers --------------------------------------------------------------------------------------

/** GET /musical-works/{id}: the details page. Identifiers compact; shares in percent. */
export const musicalWorkDetails = z.object({
  id: z.uuid(),
  title: z.string(),
  alternative_titles: z.array(alternativeTitleAnswer),
  iswc: z.string().nullable(),
  language: z.string().nullable(),
  genre: z.string().nullable(),
  duration: z.number().int().nullable(),
  creation_year: z.number().int().nullable(),
  version_type: versionType,
  original_title: z.string().nullable(),
  is_instrumental: z.boolean(),
  work_code: z.string().nullable(),
  ...registrationTimestamps.shape,
  shares: z.array(workShare),
  totals: shareTotals,
  /** Per right, what no line holds: 100% minus every line (unclaimedShares). */
  unclaimed: shareTotals,
  /** musicalWorkSubmissionProblems of the stored work: what blocks submission, never the unclaimed part. */
  warnings: z.array(z.string()),
  /** Sound recordings of this work that the member can see; may be empty. */
  recordings: z.array(soundRecordingReference),
  /** A dispute over the work is open or under review: its shares wait for the dispute. */
  in_dispute: z.boolean(),
  /** What receiving societies answered when the society sent them the work as CWR: the latest from each; empty when none. */
  society_acknowledgements: z.array(societyAcknowledgement),
});
export type MusicalWorkDetails = z.infer<typeof musicalWorkDetails>;
export const musicalWorkResponse = envelope(musicalWorkDetails);

/** GET /musical-works: the member's own works. */
/** `relevance`: with a search text, the closest matches first (the last change first without one). */
export const musicalWorkSortFields = ['title', 'updated_at', 'created_at', 'relevance'] as const;
export const musicalWorkListQuery = registrationListQuery(musicalWorkSortFields, 'updated_at');
export type MusicalWorkListQuery = z.input<typeof musicalWorkListQuery>;

export const musicalWorkListItem = z.object({
  id: z.uuid(),
  title: z.string(),
  iswc: z.string().nullable(),
  /** Names of the rights holders in writer roles, in share-table order. */
  writers: z.array(z.string()),
  status: registrationStatus,
  /** A registered work whose change waits for review: still registered, its registered version public. */
  change_in_review: z.boolean(),
  /** A dispute over the work is open or under review. */
  in_dispute: z.boolean(),
  updated_at: z.iso.datetime(),
});
export type MusicalWorkListItem = z.infer<typeof musicalWorkListItem>;
export const musicalWorkList = listEnvelope(musicalWorkListItem);

/** GET /musical-works/search: the society-wide registry of registered works, never drafts nor shares. */
export const musicalWorkRegistryQuery = paginationQuery.extend({
  /** Title or alternative title, typo-tolerant. */
  q: searchText,
  /** A whole ISWC, found exactly, or its start from T and 4 digits ("T-643.621"), found by prefix in ISWC order. */
  iswc: blankToNull(iswcSearchSchema).optional(),
  /** A writer's name. */
  writer: searchField('Writer'),
  /** A writer's or publisher's IPI name number. */
  ipi: blankToNull(ipiNameSchema).optional(),
});
export type MusicalWorkRegistryQuery = z.input<typeof musicalWorkRegistryQuery>;

/** A registered work's line as the registry publishes it: who, in which role, how much, and whether its registrant controls it. */
export const musicalWorkRegistryParty = z.object({
  rights_holder_id: z.uuid(),
  name: z.string(),
  role: workRole,
  ipi_name_number: z.string().nullable(),
  performance_share: z.number(),
  mechanical_share: z.number(),
  controlled: z.boolean(),
});
export type MusicalWorkRegistryParty = z.infer<typeof musicalWorkRegistryParty>;

export const musicalWorkRegistryItem = z.object({
  id: z.uuid(),
  title: z.string(),
  alternative_titles: z.array(alternativeTitleAnswer),
  iswc: z.string().nullable(),
  /** Writers and publishers with their roles and shares, as a registry publishes them. */
  parties: z.array(musicalWorkRegistryParty),
  totals: shareTotals,
  /** Per right, what no line holds (unclaimedShares). */
  unclaimed: shareTotals,
  /** Per right, the shares of the claims waiting for the registrant: a claim must fit beside them too (claimRoom). */
  claims_waiting: shareTotals,
  registered_at: z.iso.datetime(),
  /** A dispute over the work is open or under review. */
  in_dispute: z.boolean(),
});
export type MusicalWorkRegistryItem = z.infer<typeof musicalWorkRegistryItem>;
export const musicalWorkRegistryList = listEnvelope(musicalWorkRegistryItem);

// History --------------------------------------------------------------------------------------

export { musicalWorkEventValues, musicalWorkEventLabels } from './registration-labels';
export const musicalWorkEvent = z.enum(musicalWorkEventValues);
export type MusicalWorkEvent = z.infer<typeof musicalWorkEvent>;

/** Field names in `changes`, in words; share changes use the role and share names. */
export const musicalWorkFieldLabels: Record<string, string> = {
  title: 'Title',
  alternative_titles: 'Alternative titles',
  iswc: 'ISWC',
  language: 'Language',
  genre: 'Genre',
  duration: 'Duration',
  creation_year: 'Creation year',
  version_type: 'Version',
  original_title: 'Original title',
  is_instrumental: 'Instrumental',
  work_code: 'Work code',
  status: 'Status',
  rights_holder: 'Rights holder',
  role: 'Role',
  performance_share: 'Performance share',
  mechanical_share: 'Mechanical share',
  controlled: 'Controlled',
};

/** GET /musical-works/{id}/history: newest first, paginated. */
export const musicalWorkHistoryEntry = auditEntryBase.extend({ event: musicalWorkEvent });
export type MusicalWorkHistoryEntry = z.infer<typeof musicalWorkHistoryEntry>;
export const musicalWorkHistoryQuery = paginationQuery;
export const musicalWorkHistoryList = listEnvelope(musicalWorkHistoryEntry);
