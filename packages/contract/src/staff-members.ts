import { z } from 'zod';
import { envelope, listEnvelope, paginationQuery } from './envelope';
import { registerAs, registrationStatus } from './enums';
import { blankToNull } from './fields';
import { ipiNameSchema, isniSchema } from './identifiers';
import { profile } from './profile';
import { auditChange, auditEntryBase, registrationKindValues, searchText } from './registration';

/**
 * Staff pages for members (docs/domain.md#staff): find a member, read their account with their
 * works, recordings and history, and set their ISNI and IPI name number. Members never reach them.
 */

// The search --------------------------------------------------------------------------------------

/** GET /staff/members: `q` matches names and e-mail addresses, and ISNIs and IPI name numbers in any spelling. */
export const staffMemberSearchQuery = paginationQuery.extend({ q: searchText });
export type StaffMemberSearchQuery = z.input<typeof staffMemberSearchQuery>;

export const staffMemberSummary = z.object({
  id: z.uuid(),
  /** As the user menu shows it: the corporation name, or given name and other names. */
  name: z.string(),
  email: z.string(),
  register_as: registerAs,
  /** Compact, as stored; null while the badge reads pending. */
  isni: z.string().nullable(),
  ipi_name_number: z.string().nullable(),
  /** Nationality for an individual, country for a corporation (ISO 3166-1 alpha-2). */
  country: z.string().nullable(),
  /** Whether the member confirmed their e-mail address (and so can log in). */
  is_verified: z.boolean(),
  created_at: z.iso.datetime(),
});
export type StaffMemberSummary = z.infer<typeof staffMemberSummary>;
export const staffMemberList = listEnvelope(staffMemberSummary);

// One member --------------------------------------------------------------------------------------

/** How many of a member's works (or recordings) are in each status; a registered item with a change in review counts as registered. */
export const registrationStatusCounts = z.object({
  draft: z.number().int().min(0),
  submitted: z.number().int().min(0),
  registered: z.number().int().min(0),
  rejected: z.number().int().min(0),
});
export type RegistrationStatusCounts = z.infer<typeof registrationStatusCounts>;

/** One of a member's works or recordings, as the member's page lists the latest. */
export const staffMemberItem = z.object({
  id: z.uuid(),
  title: z.string(),
  /** ISWC or ISRC, compact. */
  identifier: z.string().nullable(),
  status: registrationStatus,
  /** A registered item stays registered while a change of it is reviewed; the change is marked beside. */
  change_in_review: z.boolean(),
  updated_at: z.iso.datetime(),
});
export type StaffMemberItem = z.infer<typeof staffMemberItem>;

/** How many of the latest works and recordings the member's page shows. */
export const STAFF_MEMBER_LATEST_ITEMS = 5;

export const staffMemberRegistrations = z.object({
  total: z.number().int().min(0),
  counts: registrationStatusCounts,
  /** The most recently changed, newest first (at most STAFF_MEMBER_LATEST_ITEMS). */
  latest: z.array(staffMemberItem),
});
export type StaffMemberRegistrations = z.infer<typeof staffMemberRegistrations>;

/** One event of the member's works and recordings (registration_events), whichever the kind. */
export const staffMemberEvent = auditEntryBase.extend({
  kind: z.enum(registrationKindValues),
  event: z.string(),
  item_id: z.uuid(),
  item_title: z.string(),
  item_identifier: z.string().nullable(),
});
export type StaffMemberEvent = z.infer<typeof staffMemberEvent>;

/** A change staff made to the member's ISNI or IPI name number: who, when, old → new. */
export const memberIdentifierChange = z.object({
  id: z.uuid(),
  at: z.iso.datetime(),
  actor_name: z.string(),
  changes: z.array(auditChange),
});
export type MemberIdentifierChange = z.infer<typeof memberIdentifierChange>;

/** How many history entries (and identifier changes) the member's page shows, newest first. */
export const STAFF_MEMBER_HISTORY_LIMIT = 20;

/** GET /staff/members/{id}: the profile as the member reads it, and what staff read beside it. */
export const staffMemberDetails = profile.extend({
  name: z.string(),
  isni: z.string().nullable(),
  email_verified_at: z.iso.datetime().nullable(),
  created_at: z.iso.datetime(),
  musical_works: staffMemberRegistrations,
  sound_recordings: staffMemberRegistrations,
  /** The latest events of the member's works and recordings, newest first. */
  history: z.array(staffMemberEvent),
  /** The latest changes staff made to the member's identifiers, newest first. */
  identifier_changes: z.array(memberIdentifierChange),
});
export type StaffMemberDetails = z.infer<typeof staffMemberDetails>;
export const staffMemberDetailsResponse = envelope(staffMemberDetails);

// The identifiers ---------------------------------------------------------------------------------

/** Field names of identifier changes, as the member's page labels them. */
export const memberIdentifierLabels: Record<string, string> = { isni: 'ISNI', ipi_name_number: 'IPI name number', second_factor: 'Two-step sign-in' };

/**
 * PUT /staff/members/{id}/isni: the member's ISNI (checked with its check character, held by no
 * other member) and, when sent, their IPI name number (blank clears it; absent keeps it).
 */
export const memberIdentifiersRequest = z
  .object({
    isni: z.string({ message: 'ISNI is required' }).pipe(isniSchema),
    ipi: blankToNull(ipiNameSchema).optional(),
  })
  .strict();
export type MemberIdentifiersRequest = z.input<typeof memberIdentifiersRequest>;
export type MemberIdentifiersData = z.output<typeof memberIdentifiersRequest>;
