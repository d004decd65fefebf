import { staffRolesInEffect, type StaffRole } from '@repertoire/contract';
import type { Actor } from '../lib/actor';
import type { StaffRelation } from './permissions';

/** How a staff actor stands to anything: as staff, and in each role they act in (an administrator in all). */
export function staffRelationsOf(actor: Actor): ('staff' | StaffRelation)[] {
  return ['staff', ...staffRolesInEffect(actor.staffRoles ?? []).map((role): StaffRelation => `staff:${role}`)];
}

/** The staff relation of a role. */
export const staffRelation = (role: StaffRole): StaffRelation => `staff:${role}`;
