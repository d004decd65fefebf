import { mayAccess as holds, requireAccess as require, type Permission } from '../access';
import type { Actor } from '../lib/actor';

/**
 * What an actor may do with a registrable item, as the access table (src/access) declares it:
 * - `read`: its owner only, on the member's own pages. Staff are members like any other there:
 *   reviewers read members' items through the review desk;
 * - `change`: its owner only (edit, submit, delete, its share lines);
 * - `review`: reviewers only (staff holding the reviewer role), through the review desk (GET /staff/registrations/{kind}/{id});
 * - `decide`: reviewers only.
 * Anyone else is told the item does not exist: another member's id answers 404, not 403 (docs/architecture.md#envelope-and-errors).
 */
export type Access = 'read' | 'change' | 'review' | 'decide';

const permissionOf = (access: Access): Permission => `registration.${access}`;

export function mayAccess(actor: Actor, item: { ownerId: string }, access: Access): boolean {
  return holds(actor, permissionOf(access), item);
}

export function requireAccess<Row extends { ownerId: string }>(actor: Actor, item: Row | undefined, access: Access, notFound: string): Row {
  return require({ actor, permission: permissionOf(access), subject: item, notFound });
}
