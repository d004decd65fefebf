import { staffRoleValues, staffRolesRefusal, type StaffRole } from '@repertoire/contract';
import type { Actor } from '../lib/actor';
import { Forbidden } from '../lib/errors';
import type { Permission } from './permissions';
import { mayAccess, relationsOf } from './require-access';
import { staffRelation } from './staff-relations';

/**
 * Throws 403 unless the staff `actor` stands in one of `allowed` (a staff endpoint's `staffRoles`),
 * naming what their roles do not include. An empty `allowed` is refused to everyone.
 */
export function requireStaffRoles(actor: Actor, allowed: readonly StaffRole[]): void {
  const relations = relationsOf(actor, {});
  if (allowed.some((role) => relations.has(staffRelation(role)))) return;
  throw new Forbidden(allowed.length > 0 ? staffRolesRefusal(allowed) : 'No staff role may call this endpoint');
}

/** The staff roles whose holders hold `permission` on anything: who is told of what it is about. */
export function staffRolesHolding(permission: Permission): StaffRole[] {
  return staffRoleValues.filter((role) => mayAccess({ id: '', role: 'staff', name: '', staffRoles: [role] }, permission, {}));
}
