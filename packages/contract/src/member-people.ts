import { z } from 'zod';
import { passwordField } from './auth';
import { emailField, requiredText } from './fields';
import { envelope } from './envelope';
import { memberRole } from './member-roles';

export const actingForRequest = z.object({ member_id: z.uuid({ message: 'Choose a member' }) });
export type ActingForRequest = z.input<typeof actingForRequest>;

export const memberPerson = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  role: memberRole,
  is_member: z.boolean(),
  is_you: z.boolean(),
  has_second_factor: z.boolean(),
  joined_at: z.iso.datetime(),
  last_active_at: z.iso.datetime().nullable(),
});
export type MemberPerson = z.infer<typeof memberPerson>;

export const memberInvitation = z.object({
  id: z.uuid(),
  email: z.string(),
  role: memberRole,
  invited_by: z.string(),
  created_at: z.iso.datetime(),
  expires_at: z.iso.datetime(),
});
export type MemberInvitation = z.infer<typeof memberInvitation>;

export const memberPeople = z.object({
  people: z.array(memberPerson),
  invitations: z.array(memberInvitation),
  require_second_factor: z.boolean(),
});
export type MemberPeople = z.infer<typeof memberPeople>;
export const memberPeopleResponse = envelope(memberPeople);

export const inviteRequest = z.object({ email: emailField, role: memberRole });
export type InviteRequest = z.input<typeof inviteRequest>;
export const invitationResponse = envelope(memberInvitation);

export const roleChangeRequest = z.object({ role: memberRole });
export type RoleChangeRequest = z.input<typeof roleChangeRequest>;
export const memberPersonResponse = envelope(memberPerson);

export const peopleSettingsRequest = z.object({ require_second_factor: z.boolean({ message: 'Say whether two-step sign-in is required' }) });
export type PeopleSettingsRequest = z.input<typeof peopleSettingsRequest>;

/** How many days a mailed invitation link works. */
export const INVITATION_TTL_DAYS = 7;

const invitationTokenField = z.string({ message: 'This invitation link is incomplete' }).min(1, { message: 'This invitation link is incomplete' }).max(200);
export const invitationTokenRequest = z.object({ token: invitationTokenField });

/** Why an invitation link does not work: the API's refusal and the link's page say the same. */
export const invitationRefusals = {
  used: 'This invitation has been used already: log in to act for the member',
  expired: `This invitation has expired (links work for ${INVITATION_TTL_DAYS} days): ask the administrator who invited you for a new one`,
  cancelled: 'This invitation was cancelled: ask the administrator who invited you for a new one',
  unknown: 'This invitation link is not valid: check that you opened the whole link from the mail',
} as const;

/** What an invitation link is worth, before anyone joins with it. */
export const invitationStatusValues = ['valid', 'used', 'expired', 'cancelled', 'unknown'] as const;
export type InvitationStatus = (typeof invitationStatusValues)[number];
export const invitationCheck = z.object({
  status: z.enum(invitationStatusValues),
  /** For a valid link only. */
  member_name: z.string().nullable(),
  email: z.string().nullable(),
  role: memberRole.nullable(),
  /** Whether the invited address has an account already: it logs in to join, rather than signing up. */
  has_account: z.boolean(),
});
export type InvitationCheck = z.infer<typeof invitationCheck>;
export const invitationCheckResponse = envelope(invitationCheck);

/** Sign up from an invitation: the address is the invitation's, proven by its link. */
export const invitationSignupRequest = z.object({
  token: invitationTokenField,
  name: requiredText('Your name'),
  password: passwordField,
  bearer: z.boolean().optional(),
});
export type InvitationSignupRequest = z.input<typeof invitationSignupRequest>;

export const joinedMember = z.object({ member_id: z.uuid(), name: z.string(), role: memberRole });
export const joinedMemberResponse = envelope(joinedMember);
