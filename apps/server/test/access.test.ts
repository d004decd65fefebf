import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mayAccess, permissions, relationsOf, requireAccess, type AccessSubject, type Permission, type Relation } from '../src/access';
import { musicalWorks, users } from '../src/db/schema';
import type { Actor } from '../src/lib/actor';
import { createMember, createStaff } from './support/factories';
import { createWork } from './support/musical-works';
import { buildTestApp, type TestApp } from './support/test-app';

/** Who holds each permission: the table in src/access/permissions.ts, written out to be read and checked. */
const holders: Record<Permission, Relation[]> = {
  'registration.read': ['owner'],
  'registration.change': ['owner'],
  'registration.review': ['staff'],
  'registration.decide': ['staff'],
  'dispute.read': ['party', 'staff'],
  'dispute.act': ['party'],
  'dispute.decide': ['staff'],
  'dispute.withdraw': ['raiser'],
  'dispute.read-all': ['staff'],
  'claim.read': ['owner', 'claimant'],
  'claim.confirm': ['owner'],
  'claim.withdraw': ['claimant'],
  'claim.read-all': ['owner'],
  'staff.desk': ['staff'],
  'support.write': ['member'],
};

let t: TestApp;
/** One actor per relation, each standing to the subject in that way only, plus one who does not stand to it at all. */
let actors: Record<Relation | 'stranger', Actor>;
let subject: AccessSubject;

async function actorOf(id: string): Promise<Actor> {
  const [user] = await t.db.select().from(users).where(eq(users.id, id));
  if (!user) throw new Error(`No user ${id}`);
  return { id: user.id, role: user.role, name: user.email };
}

beforeAll(async () => {
  t = await buildTestApp();
  const owner = await createMember(t);
  const party = await createMember(t);
  const claimant = await createMember(t);
  const raiser = await createMember(t);
  const stranger = await createMember(t);
  const staff = await createStaff(t);
  const created = await createWork(t, owner, { title: 'Harbour Lights' });
  const [work] = await t.db.select().from(musicalWorks).where(eq(musicalWorks.id, created.id));
  if (!work) throw new Error('The work was not stored');
  subject = { ownerId: work.ownerId, partyUserIds: [party.id], claimantId: claimant.id, raiserId: raiser.id };
  actors = {
    owner: await actorOf(owner.id),
    party: await actorOf(party.id),
    claimant: await actorOf(claimant.id),
    raiser: await actorOf(raiser.id),
    member: await actorOf(stranger.id),
    staff: await actorOf(staff.id),
    stranger: await actorOf(stranger.id),
  };
});
afterAll(() => t.close());

describe('the access table', () => {
  it('declares exactly the permissions listed here', () => {
    expect(Object.keys(permissions).sort()).toEqual(Object.keys(holders).sort());
  });

  /** How each actor stands to the subject: one relation each, and every member's account is a member's. */
  const standing: Record<Relation | 'stranger', Relation[]> = {
    owner: ['owner', 'member'],
    party: ['party', 'member'],
    claimant: ['claimant', 'member'],
    raiser: ['raiser', 'member'],
    member: ['member'],
    staff: ['staff'],
    stranger: ['member'],
  };

  it.each(Object.entries(standing))('sees the %s stand as %j', (name, relations) => {
    expect([...relationsOf(actors[name as keyof typeof standing], subject)].sort()).toEqual([...relations].sort());
  });

  it.each(Object.entries(holders))('%s is held by %j and nobody else', (permission, relations) => {
    const name = permission as Permission;
    for (const [actor, stands] of Object.entries(standing)) {
      const holds = stands.some((relation) => relations.includes(relation));
      expect(mayAccess(actors[actor as keyof typeof standing], name, subject), `${permission} for ${actor}`).toBe(holds);
    }
  });

  it('tells a stranger the thing does not exist, and those the rule names why they may not', () => {
    const ask = (actor: Actor, permission: Permission) => () => requireAccess({ actor, permission, subject, notFound: 'Not found' });
    expect(ask(actors.stranger, 'dispute.read')).toThrow(expect.objectContaining({ statusCode: 404, message: 'Not found' }));
    expect(ask(actors.staff, 'dispute.act')).toThrow(expect.objectContaining({ statusCode: 403, message: 'Only the parties to a dispute can do this' }));
    expect(ask(actors.claimant, 'claim.confirm')).toThrow(expect.objectContaining({ statusCode: 403 }));
    expect(ask(actors.owner, 'claim.withdraw')).toThrow(expect.objectContaining({ statusCode: 403 }));
    expect(ask(actors.staff, 'registration.read')).toThrow(expect.objectContaining({ statusCode: 404 }));
    expect(() => requireAccess({ actor: actors.owner, permission: 'registration.read', subject: undefined, notFound: 'Not found' })).toThrow(
      expect.objectContaining({ statusCode: 404 }),
    );
    expect(ask(actors.owner, 'registration.change')()).toBe(subject);
  });
});
