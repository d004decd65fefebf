import { z } from 'zod';
import { pageMeta, paginationQuery } from './envelope';
import { blankToNull, plainText } from './fields';
import { iswcSchema } from './identifiers';
import { musicalWorkDetails } from './musical-works';
import { auditChange, searchText, type RegistrationKind } from './registration';
import { soundRecordingDetails } from './sound-recordings';

/**
 * The staff review desk (docs/domain.md#staff): the queue of works and recordings waiting for
 * the society's decision, one item's review page, and the decision. Members never reach it.
 */

/** The kinds as the staff paths name them: /staff/registrations/{kind}/{id}. */
export const reviewKindValues = ['musical-works', 'sound-recordings'] as const;
export const reviewKind = z.enum(reviewKindValues, { message: 'Kind must be musical-works or sound-recordings' });
export type ReviewKind = z.infer<typeof reviewKind>;

export const reviewKindOf: Record<RegistrationKind, ReviewKind> = { musical_work: 'musical-works', sound_recording: 'sound-recordings' };
export const registrationKindOf: Record<ReviewKind, RegistrationKind> = { 'musical-works': 'musical_work', 'sound-recordings': 'sound_recording' };
export const reviewKindLabels: Record<ReviewKind, string> = { 'musical-works': 'Musical work', 'sound-recordings': 'Sound recording' };
/** What each kind is registered under. */
export const reviewIdentifierLabels: Record<ReviewKind, 'ISWC' | 'ISRC'> = { 'musical-works': 'ISWC', 'sound-recordings': 'ISRC' };

// The queue --------------------------------------------------------------------------------------

/** GET /staff/review-queue: oldest first; `q` searches titles, identifiers and members' names. */
export const reviewQueueQuery = paginationQuery.extend({
  kind: reviewKind.optional(),
  q: searchText,
});
export type ReviewQueueQuery = z.input<typeof reviewQueueQuery>;
export type ReviewQueueFilters = z.output<typeof reviewQueueQuery>;

export const reviewMember = z.object({ id: z.uuid(), name: z.string() });
export type ReviewMember = z.infer<typeof reviewMember>;

export const reviewQueueItem = z.object({
  kind: reviewKind,
  id: z.uuid(),
  title: z.string(),
  /** ISWC or ISRC, compact; null when the member gave none. */
  identifier: z.string().nullable(),
  member: reviewMember,
  /** When it was sent for review (a change: when the change was). */
  submitted_at: z.iso.datetime(),
  /** A change to a registered item, rather than a first registration. */
  is_change: z.boolean(),
});
export type ReviewQueueItem = z.infer<typeof reviewQueueItem>;

/** How many items of each kind wait, under the search `q` (whatever the kind filter). */
export const reviewQueueCounts = z.object({ 'musical-works': z.number().int().min(0), 'sound-recordings': z.number().int().min(0) });
export type ReviewQueueCounts = z.infer<typeof reviewQueueCounts>;

export const reviewQueueMeta = pageMeta.extend({ counts: reviewQueueCounts });
export type ReviewQueueMeta = z.infer<typeof reviewQueueMeta>;
export const reviewQueueList = z.object({ message: z.string(), data: z.object({ data: z.array(reviewQueueItem), meta: reviewQueueMeta }) });

// One item ---------------------------------------------------------------------------------------

export const registrationReviewParams = z.object({ kind: reviewKind, id: z.uuid({ message: 'Not a valid id' }) });

/** The identifier the item is registered under, checked: its check digit, and whether another registered item holds it. */
export const identifierCheck = z.object({
  label: z.enum(['ISWC', 'ISRC']),
  value: z.string().nullable(),
  /** False when the value fails its format or check digit; true when it passes (or there is none). */
  is_valid: z.boolean(),
  /** Who holds it in the registry already, in words ("ISWC … is already registered to the work “…”"); null when free. */
  registered_elsewhere: z.string().nullable(),
});
export type IdentifierCheck = z.infer<typeof identifierCheck>;

/** A registered item that may be the same as the one in review, with why it was found. */
export const possibleDuplicate = z.object({
  id: z.uuid(),
  title: z.string(),
  identifier: z.string().nullable(),
  /** Writers (a work) or artists (a recording). */
  parties: z.array(z.string()),
  registered_at: z.iso.datetime(),
  same_identifier: z.boolean(),
  /** pg_trgm similarity of the titles normalised (case, accents, articles, featuring credits and version words aside), 0 to 1. */
  title_similarity: z.number(),
  /** The writers or artists both have. */
  shared_parties: z.array(z.string()),
});
export type PossibleDuplicate = z.infer<typeof possibleDuplicate>;

/** What staff read beside the item itself, whatever its kind. */
const reviewContext = {
  member: reviewMember.extend({ email: z.string() }),
  submitted_at: z.iso.datetime(),
  is_change: z.boolean(),
  /** The catalogue file the item came in with, when the member imported it rather than typing it. */
  imported_from: z.object({ file_name: z.string(), imported_at: z.iso.datetime() }).nullable(),
  /** A change: what it changes, field by field, registered → proposed (the item shows the proposed version). */
  changes: z.array(auditChange),
  identifier_check: identifierCheck,
  /** At most 10, likeliest first: the same identifier, then the most similar titles with writers or artists in common. */
  duplicates: z.array(possibleDuplicate),
};

/** GET /staff/registrations/{kind}/{id}: everything the member entered (a change: its proposed version), and the checks. */
export const registrationReview = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('musical-works'), item: musicalWorkDetails, ...reviewContext }),
  z.object({ kind: z.literal('sound-recordings'), item: soundRecordingDetails, ...reviewContext }),
]);
export type RegistrationReview = z.infer<typeof registrationReview>;
export const registrationReviewResponse = z.object({ message: z.string(), data: z.object({ data: registrationReview }) });

// The decision -----------------------------------------------------------------------------------

export const REJECTION_REASON_MAX_LENGTH = 2000;
const REASON_REQUIRED = 'Give the reason for the rejection';

/**
 * POST /staff/registrations/{kind}/{id}/decision. A rejection needs its reason (the member reads
 * it); an approved work without an ISWC may get the one the ISWC agency allocated.
 */
export const registrationDecisionRequest = z
  .object({
    decision: z.enum(['approve', 'reject'], { message: 'Decide approve or reject' }),
    reason: plainText('Reason')
      .trim()
      .max(REJECTION_REASON_MAX_LENGTH, { message: `The reason must be at most ${REJECTION_REASON_MAX_LENGTH} characters` })
      .optional(),
    iswc: blankToNull(iswcSchema).optional(),
  })
  .strict()
  .superRefine((body, ctx) => {
    if (body.decision === 'reject' && !body.reason) ctx.addIssue({ code: 'custom', path: ['reason'], message: REASON_REQUIRED });
    if (body.decision === 'reject' && body.iswc) {
      ctx.addIssue({ code: 'custom', path: ['iswc'], message: 'An ISWC is given only with an approval' });
    }
  });
export type RegistrationDecisionRequest = z.input<typeof registrationDecisionRequest>;
export type RegistrationDecisionData = z.output<typeof registrationDecisionRequest>;

export const registrationDecisionResponse = registrationReviewResponse;
