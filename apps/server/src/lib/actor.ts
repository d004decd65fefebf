import type { StaffRole, UserRole } from '@repertoire/contract';

/**
 * Who acts in a service call: a member, or society staff; the name is what audit trails record.
 * Staff act in their roles (docs/domain.md#staff-roles): a staff actor without them may do nothing staff may.
 */
export type Actor = { id: string; role: UserRole; name: string; staffRoles?: readonly StaffRole[] };
