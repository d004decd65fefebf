import { z } from 'zod';

/**
 * A member's people (docs/domain.md#people-and-roles): the logins that act for a member, each with
 * one role. The roles are fixed; what each covers is decided in the server's access module.
 */
export const memberRoleValues = ['administrator', 'registrations', 'finance', 'read_only'] as const;
export const memberRole = z.enum(memberRoleValues, { message: `Choose a role: ${memberRoleValues.join(', ')}` });
export type MemberRole = z.infer<typeof memberRole>;

export const memberRoleLabels: Record<MemberRole, string> = {
  administrator: 'Administrator',
  registrations: 'Registrations',
  finance: 'Finance',
  read_only: 'Read-only',
};

export const memberRoleDescriptions: Record<MemberRole, string> = {
  administrator: 'Everything, including people, the profile, bank details and statements',
  registrations: 'Works, recordings, imports, CWR files, claims and disputes',
  finance: 'Statements, payments and bank details (reading them; administrators change bank details)',
  read_only: 'Reads works, recordings, claims, disputes, the dashboard and notifications; changes nothing',
};

/**
 * Which part of a member's business an endpoint belongs to: every signed-in endpoint declares one
 * (packages/contract/src/endpoints), and a person whose role does not cover it is refused (403).
 * - `read`: reading the member's things (and harmless acts of one's own: marking notifications read,
 *   writing to Help);
 * - `registrations`: changing works, recordings, imports, CWR files, claims and disputes;
 * - `finance`: statements, payments and bank details, read;
 * - `administration`: the member's people, profile, settings and changing bank details;
 * - `self`: the person's own login (password, e-mail address, two-step sign-in, session) and
 *   their own membership (switching, leaving): every person, whatever their role.
 */
export const memberPartValues = ['read', 'registrations', 'finance', 'administration', 'self'] as const;
export type MemberPart = (typeof memberPartValues)[number];

export const memberPartLabels: Record<MemberPart, string> = {
  read: 'reading the account',
  registrations: 'registrations',
  finance: 'finance',
  administration: 'administration',
  self: 'your own login',
};

/** The member a person acts for, and their role there. */
export const membership = z.object({
  member_id: z.uuid(),
  name: z.string(),
  role: memberRole,
  /** When the member asks everyone for two-step sign-in and this login has none yet. */
  needs_second_factor: z.boolean(),
});
export type Membership = z.infer<typeof membership>;

/** The person behind a session, when they act for a member. */
export const sessionPerson = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  role: memberRole,
  /** The person is the member itself (their own account), not a colleague acting for it. */
  is_member: z.boolean(),
});
export type SessionPerson = z.infer<typeof sessionPerson>;

