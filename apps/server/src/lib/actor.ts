import type { MemberRole, StaffRole, UserRole } from '@repertoire/contract';

/**
 * Who acts in a service call: a member, or society staff. `id` is the member acted for, which owns
 * what is read and changed; `person` is the login acting for it with their role there (absent for
 * staff). The name is what audit trails record: the person, and the member they acted for.
 * Staff act in their roles (docs/domain.md#staff-roles): a staff actor without them may do nothing staff may.
 */
export type Actor = {
  id: string;
  role: UserRole;
  name: string;
  person?: { id: string; name: string; role: MemberRole };
  staffRoles?: readonly StaffRole[];
};

/** "Jane Doe for Aurora Records", or the member's own name when the person is the member. */
export function actingName(member: string, person: { id: string; name: string } | null, memberId: string): string {
  return person && person.id !== memberId ? `${person.name} for ${member}` : member;
}
