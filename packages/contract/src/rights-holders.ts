import { z } from 'zod';
import { envelope, listEnvelope, paginationQuery } from './envelope';
import { individualRoleValues, type CorporationKind, type IndividualRole, type RegisterAs } from './enums';
import { blankToNull, countryCodeField, requiredText } from './fields';
import { ipiBaseSchema, ipiNameSchema, isniSchema } from './identifiers';
import { searchText } from './registration';
import { workRole } from './work-roles';

/** A party that holds shares in works or recordings: a person or an organisation, member or not (docs/domain.md#rights-holders-and-shares). */

export const rightsHolderKindValues = ['person', 'organisation'] as const;
export const rightsHolderKind = z.enum(rightsHolderKindValues, { message: 'Choose person or organisation' });
export type RightsHolderKind = z.infer<typeof rightsHolderKind>;
export const rightsHolderKindLabels: Record<RightsHolderKind, string> = {
  person: 'Person',
  organisation: 'Organisation',
};

/** What a rights holder does: the creative roles members declare at sign-up plus the businesses. */
export const rightsHolderRoleValues = [...individualRoleValues, 'publisher', 'record_label', 'administrator'] as const;
export const rightsHolderRole = z.enum(rightsHolderRoleValues, { message: 'Choose a role' });
export type RightsHolderRole = z.infer<typeof rightsHolderRole>;
export const rightsHolderRoleLabels: Record<RightsHolderRole, string> = {
  songwriter: 'Songwriter',
  composer: 'Composer',
  lyricist: 'Lyricist',
  performer: 'Performer',
  producer: 'Producer',
  arranger: 'Arranger',
  publisher: 'Publisher',
  record_label: 'Record label',
  administrator: 'Rights administrator',
};

const corporationRoles: Record<CorporationKind, RightsHolderRole[]> = {
  publisher: ['publisher'],
  record_label: ['record_label'],
  publisher_and_label: ['publisher', 'record_label'],
  administrator: ['administrator'],
  management: [],
};

/** Every member has a rights-holder record kept in step with the profile: its kind and roles follow from the account. */
export function memberRightsHolderProfile(account: {
  register_as: RegisterAs;
  roles: readonly IndividualRole[];
  corporation_kind: CorporationKind | null;
}): { kind: RightsHolderKind; roles: RightsHolderRole[] } {
  if (account.register_as === 'individual') return { kind: 'person', roles: [...account.roles] };
  return { kind: 'organisation', roles: account.corporation_kind ? corporationRoles[account.corporation_kind] : [] };
}

export const RIGHTS_HOLDER_NAME_MAX_LENGTH = 200;

/** Identifiers are sent compact (e.g. ISNI 000000012281955X); show them with formatIsni and friends. */
export const rightsHolder = z.object({
  id: z.uuid(),
  name: z.string(),
  kind: rightsHolderKind,
  isni: z.string().nullable(),
  ipi_name_number: z.string().nullable(),
  ipi_base_number: z.string().nullable(),
  roles: z.array(rightsHolderRole),
  /** ISO 3166-1 alpha-2; for an organisation, its country. */
  nationality: z.string().nullable(),
  /** The rights holder is a member's own record (kept in step with that member's profile). */
  is_member: z.boolean(),
  /** The record of the member asking: prefilled as the first writer of a new work. */
  is_self: z.boolean(),
  created_at: z.iso.datetime(),
});
export type RightsHolder = z.infer<typeof rightsHolder>;

/** How a rights holder appears inside a work's or a recording's shares. */
export const rightsHolderSummary = rightsHolder.pick({
  id: true,
  name: true,
  kind: true,
  isni: true,
  ipi_name_number: true,
  is_member: true,
  is_self: true,
});
export type RightsHolderSummary = z.infer<typeof rightsHolderSummary>;

/** POST /rights-holders: a party not yet in the directory ("new rights holder" screen). */
export const rightsHolderCreate = z
  .object({
    name: requiredText('Name', RIGHTS_HOLDER_NAME_MAX_LENGTH),
    kind: rightsHolderKind,
    isni: blankToNull(isniSchema).optional(),
    ipi_name_number: blankToNull(ipiNameSchema).optional(),
    ipi_base_number: blankToNull(ipiBaseSchema).optional(),
    roles: z
      .array(rightsHolderRole)
      .max(rightsHolderRoleValues.length, { message: 'Choose each role once' })
      .transform((roles) => [...new Set(roles)])
      .optional(),
    nationality: blankToNull(countryCodeField('Nationality')).optional(),
    /**
     * Create it even though a rights holder of the same name is in the directory and no ISNI or
     * IPI name number tells the two apart. Without it, such a namesake is refused (409 on `name`)
     * so that the member is offered the existing one first.
     */
    allow_same_name: z.boolean({ message: 'Allow same name must be true or false' }).optional(),
  })
  .strict();
export type RightsHolderCreate = z.input<typeof rightsHolderCreate>;
export type RightsHolderCreateData = z.output<typeof rightsHolderCreate>;

/** GET /rights-holders/search: the directory every rights-holder picker uses. */
export const rightsHolderSearchQuery = paginationQuery.extend({
  /** Name, typo-tolerant. */
  q: searchText,
  isni: blankToNull(isniSchema).optional(),
  ipi: blankToNull(ipiNameSchema).optional(),
  /** `self=true` answers only the asking member's own record. */
  self: z.stringbool({ error: 'Self must be true or false' }).optional(),
});
export type RightsHolderSearchQuery = z.input<typeof rightsHolderSearchQuery>;

/** A registered work the rights holder holds a share in; one line per role. */
export const rightsHolderWork = z.object({
  id: z.uuid(),
  title: z.string(),
  iswc: z.string().nullable(),
  role: workRole,
  /** A dispute over the work is open or under review. */
  in_dispute: z.boolean(),
});
export type RightsHolderWork = z.infer<typeof rightsHolderWork>;

/** GET /rights-holders/{id} (rightsholder/details); the ISNI badge still reads GET /user/rightsholder_isni/{id}. */
export const rightsHolderDetails = rightsHolder.extend({ works: z.array(rightsHolderWork) });
export type RightsHolderDetails = z.infer<typeof rightsHolderDetails>;

export const rightsHolderResponse = envelope(rightsHolder);
export const rightsHolderDetailsResponse = envelope(rightsHolderDetails);
export const rightsHolderList = listEnvelope(rightsHolder);
