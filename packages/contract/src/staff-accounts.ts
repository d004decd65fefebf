import { z } from 'zod';
import { envelope, listEnvelope, paginationQuery } from './envelope';
import { emailField, requiredText } from './fields';
import { staffRole, staffRoleSet } from './staff-roles';

/**
 * Staff accounts (docs/domain.md#staff-roles): administrators list them, invite new ones, change
 * their roles and remove them. The last administrator can be neither demoted nor removed.
 */

/** A staff member's full name, its spaces collapsed: the console's invitation and `npm run staff:create` take it alike. */
export const staffNameField = requiredText('Name').transform((name) => name.replace(/\s+/g, ' '));

export const staffAccount = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  roles: z.array(staffRole),
  /** Whether two-step sign-in is set up (staff set it up at their first login). */
  has_second_factor: z.boolean(),
  /** The last time they signed in; null when they never have (an invitation not taken up yet). */
  last_signed_in_at: z.iso.datetime().nullable(),
  created_at: z.iso.datetime(),
});
export type StaffAccount = z.infer<typeof staffAccount>;
export const staffAccountResponse = envelope(staffAccount);
/** GET /staff/accounts: the staff accounts not removed, by name. */
export const staffAccountList = listEnvelope(staffAccount);
export const staffAccountListQuery = paginationQuery;

/** POST /staff/accounts: the account is created and mailed a link to set its password. */
export const staffAccountInvite = z
  .object({
    email: emailField,
    name: staffNameField,
    roles: staffRoleSet,
  })
  .strict();
export type StaffAccountInvite = z.input<typeof staffAccountInvite>;
export type StaffAccountInviteData = z.output<typeof staffAccountInvite>;

/** PUT /staff/accounts/{id}/roles: the roles the account holds from now on. */
export const staffRolesChange = z.object({ roles: staffRoleSet }).strict();
export type StaffRolesChange = z.input<typeof staffRolesChange>;
export type StaffRolesChangeData = z.output<typeof staffRolesChange>;

// History -----------------------------------------------------------------------------------------

/**
 * What happened to a staff account: created by an operator (`npm run staff:create`), invited from
 * the console, its roles changed, removed.
 */
export const staffAccountEventKindValues = ['created', 'invited', 'roles_changed', 'removed'] as const;
export const staffAccountEventKind = z.enum(staffAccountEventKindValues);
export type StaffAccountEventKind = z.infer<typeof staffAccountEventKind>;
export const staffAccountEventLabels: Record<StaffAccountEventKind, string> = {
  created: 'Created from the command line',
  invited: 'Invited',
  roles_changed: 'Roles changed',
  removed: 'Removed',
};

export const staffAccountEvent = z.object({
  id: z.uuid(),
  kind: staffAccountEventKind,
  account: z.object({ id: z.uuid(), name: z.string(), email: z.string() }),
  /** The administrator who did it; null for an operator on the command line. */
  by: z.string().nullable(),
  /** The roles the account held after the event (before it, for a removal: what it lost). */
  roles: z.array(staffRole),
  /** The roles it held before a change; empty for the other events. */
  previous_roles: z.array(staffRole),
  created_at: z.iso.datetime(),
});
export type StaffAccountEvent = z.infer<typeof staffAccountEvent>;
/** GET /staff/accounts/history: newest first. */
export const staffAccountEventList = listEnvelope(staffAccountEvent);
export const staffAccountEventListQuery = paginationQuery;
