import type { Actor } from '../lib/actor';
import { NotFound } from '../lib/errors';

/**
 * What an actor may do with a registrable item (STYLE "one access check"):
 * - `read`: its owner, and staff (parties to a dispute will read it too);
 * - `change`: its owner only (edit, submit, delete, its share lines);
 * - `decide`: staff only.
 * Anyone else is told the item does not exist: another member's id answers 404, not 403 (DESIGN).
 */
export type Access = 'read' | 'change' | 'decide';

export function mayAccess(actor: Actor, item: { ownerId: string }, access: Access): boolean {
  switch (access) {
    case 'read':
      return item.ownerId === actor.id || actor.role === 'staff';
    case 'change':
      return item.ownerId === actor.id;
    case 'decide':
      return actor.role === 'staff';
  }
}

export function requireAccess<Row extends { ownerId: string }>(
  actor: Actor,
  item: Row | undefined,
  access: Access,
  notFound: string,
): Row {
  if (!item || !mayAccess(actor, item, access)) throw new NotFound(notFound);
  return item;
}
