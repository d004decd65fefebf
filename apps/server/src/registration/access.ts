import type { Actor } from '../lib/actor';
import { NotFound } from '../lib/errors';

/**
 * What an actor may do with a registrable item (docs/architecture.md#registration-core), the one policy of
 * every registrable kind:
 * - `read`: its owner only, on the member's own pages (parties to a dispute will read it too).
 *   Staff are members like any other there: they read members' items through the review desk;
 * - `change`: its owner only (edit, submit, delete, its share lines);
 * - `review`: staff only, through the review desk (GET /staff/registrations/{kind}/{id});
 * - `decide`: staff only.
 * Anyone else is told the item does not exist: another member's id answers 404, not 403 (docs/architecture.md#envelope-and-errors).
 */
export type Access = 'read' | 'change' | 'review' | 'decide';

export function mayAccess(actor: Actor, item: { ownerId: string }, access: Access): boolean {
  switch (access) {
    case 'read':
    case 'change':
      return item.ownerId === actor.id;
    case 'review':
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
