import type { Actor } from '../lib/actor';
import { Forbidden, NotFound } from '../lib/errors';
import { permissions, type Permission, type PermissionRule, type Relation } from './permissions';
import { staffRelationsOf } from './staff-relations';

/** What is known of the thing asked about, as its rows tell it. */
export type AccessSubject = {
  ownerId?: string;
  partyUserIds?: readonly string[];
  claimantId?: string;
  raiserId?: string;
};

/** How `actor` stands to `subject`. */
export function relationsOf(actor: Actor, subject: AccessSubject): Set<Relation> {
  const relations = new Set<Relation>();
  if (actor.role === 'staff') for (const relation of staffRelationsOf(actor)) relations.add(relation);
  if (actor.role === 'member') relations.add('member');
  if (subject.ownerId === actor.id) relations.add('owner');
  if (subject.partyUserIds?.includes(actor.id)) relations.add('party');
  if (subject.claimantId === actor.id) relations.add('claimant');
  if (subject.raiserId === actor.id) relations.add('raiser');
  return relations;
}

const ruleOf = (permission: Permission): PermissionRule => permissions[permission];

export function mayAccess(actor: Actor, permission: Permission, subject: AccessSubject): boolean {
  const relations = relationsOf(actor, subject);
  return ruleOf(permission).holders.some((relation) => relations.has(relation));
}

/**
 * Throws unless `actor` holds `permission` on `subject`: 404 with `notFound` for a subject that
 * does not exist or that the actor may not know of, 403 for those the permission's rule tells why.
 */
export function requireAccess<Subject extends AccessSubject>(request: {
  actor: Actor;
  permission: Permission;
  subject: Subject | undefined;
  notFound: string;
}): Subject {
  const { actor, permission, subject, notFound } = request;
  if (!subject) throw new NotFound(notFound);
  if (mayAccess(actor, permission, subject)) return subject;
  const { refused } = ruleOf(permission);
  const relations = relationsOf(actor, subject);
  if (refused?.to.some((relation) => relations.has(relation))) throw new Forbidden(refused.message);
  throw new NotFound(notFound);
}
