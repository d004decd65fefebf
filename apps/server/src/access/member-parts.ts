import { memberRoleLabels, memberRoleValues, type MemberPart, type MemberRole } from '@repertoire/contract';
import { Forbidden } from '../lib/errors';

/**
 * Which parts of a member's business each of its people's roles covers (docs/domain.md#people-and-roles).
 * Every signed-in endpoint names its part in the contract; `self` (one's own login and membership)
 * is every person's.
 */
export const memberRoleParts = {
  administrator: ['read', 'registrations', 'finance', 'administration', 'self'],
  registrations: ['read', 'registrations', 'self'],
  finance: ['read', 'finance', 'self'],
  read_only: ['read', 'self'],
} as const satisfies Record<MemberRole, readonly MemberPart[]>;

export function roleCovers(role: MemberRole, part: MemberPart): boolean {
  return (memberRoleParts[role] as readonly MemberPart[]).includes(part);
}

/** A part every role covers (reading, one's own login) needs no check. */
export function everyRoleCovers(part: MemberPart): boolean {
  return memberRoleValues.every((role) => roleCovers(role, part));
}

/**
 * Throws 403 unless a person's role at the member they act for covers the part of the business asked
 * for: "Your role at Aurora Records (Registrations) does not cover bank details". Told why, not 404:
 * the person belongs to the member, and the thing is the member's.
 */
export function requireMemberPart(request: { memberName: string; role: MemberRole; part: MemberPart; subject: string }): void {
  const { memberName, role, part, subject } = request;
  if (roleCovers(role, part)) return;
  throw new Forbidden(`Your role at ${memberName} (${memberRoleLabels[role]}) does not cover ${subject}`);
}
