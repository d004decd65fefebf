import { staffRoleValues, type StaffRole } from '@repertoire/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mayAccess, permissions, relationsOf, requireAccess, requireStaffRoles, staffRolesHolding, type AccessSubject, type Permission, type Relation } from '../src/access';
import { musicalWorks, users } from '../src/db/schema';
import type { Actor } from '../src/lib/actor';
import { createMember, createStaff } from './support/factories';
import { createWork } from './support/musical-works';
import { buildTestApp, type TestApp } from './support/test-app';

/** Who holds each permission: the table in src/access/permissions.ts, written out to be read and checked. */
const holders: Record<Permission, Relation[]> = {
  'registration.read': ['owner'],
  'registration.change': ['owner'],
  'registration.review': ['staff:reviewer'],
  'registration.decide': ['staff:reviewer'],
  'dispute.read': ['party', 'staff:disputes'],
  'dispute.act': ['party'],
  'dispute.decide': ['staff:disputes'],
  'dispute.withdraw': ['raiser'],
  'dispute.read-all': ['staff:disputes'],
  'claim.read': ['owner', 'claimant'],
  'claim.confirm': ['owner'],
  'claim.withdraw': ['claimant'],
  'claim.read-all': ['owner'],
  'staff.desk': ['staff'],
  'staff.administer': ['staff:administrator'],
  'support.write': ['member'],
};

const staffRelations = staffRoleValues.map((role) => `staff:${role}` as const);

let t: TestApp;
/** One actor per relation, each standing to the subject in that way only, plus one who does not stand to it at all. */
let actors: Record<Relation | 'stranger', Actor>;
let subject: AccessSubject;

async function actorOf(id: string): Promise<Actor> {
  const [user] = await t.db.select().from(users).where(eq(users.id, id));
  if (!user) throw new Error(`No user ${id}`);
  return { id: user.id, role: user.role, name: user.email, ...(user.role === 'staff' ? { staffRoles: user.staffRoles } : {}) };
}

/** A staff member holding one role, as the session gives them to services. */
async function staffActor(role: StaffRole): Promise<Actor> {
  return actorOf((await createStaff(t, { staffRoles: [role] })).id);
}

beforeAll(async () => {
  t = await buildTestApp();
  const owner = await createMember(t);
  const party = await createMember(t);
  const claimant = await createMember(t);
  const raiser = await createMember(t);
  const stranger = await createMember(t);
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
    // A staff actor without roles (none can be stored: the session always gives staff theirs) stands as staff alone.
    staff: { ...(await staffActor('finance')), staffRoles: [] },
    'staff:reviewer': await staffActor('reviewer'),
    'staff:disputes': await staffActor('disputes'),
    'staff:member-services': await staffActor('member-services'),
    'staff:finance': await staffActor('finance'),
    'staff:administrator': await staffActor('administrator'),
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
    'staff:reviewer': ['staff', 'staff:reviewer'],
    'staff:disputes': ['staff', 'staff:disputes'],
    'staff:member-services': ['staff', 'staff:member-services'],
    'staff:finance': ['staff', 'staff:finance'],
    // An administrator stands in every role.
    'staff:administrator': ['staff', ...staffRelations],
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
    expect(ask(actors['staff:reviewer'], 'dispute.read')).toThrow(expect.objectContaining({ statusCode: 403, message: 'Your staff roles do not include deciding disputes' }));
    expect(ask(actors['staff:disputes'], 'staff.administer')).toThrow(
      expect.objectContaining({ statusCode: 403, message: 'Your staff roles do not include administering staff accounts' }),
    );
    expect(() => requireAccess({ actor: actors.owner, permission: 'registration.read', subject: undefined, notFound: 'Not found' })).toThrow(
      expect.objectContaining({ statusCode: 404 }),
    );
    expect(ask(actors.owner, 'registration.change')()).toBe(subject);
  });
});

describe('staff roles', () => {
  it('refuses a staff member an endpoint their roles do not cover, naming what they do not include', () => {
    expect(() => requireStaffRoles(actors['staff:reviewer'], ['reviewer'])).not.toThrow();
    expect(() => requireStaffRoles(actors['staff:reviewer'], ['disputes', 'member-services'])).toThrow(
      expect.objectContaining({ statusCode: 403, message: 'Your staff roles do not include deciding disputes or member services' }),
    );
    expect(() => requireStaffRoles(actors['staff:administrator'], ['finance'])).not.toThrow();
    expect(() => requireStaffRoles(actors['staff:administrator'], [])).toThrow(expect.objectContaining({ statusCode: 403 }));
  });

  it('names the roles that hold a permission, administrators included', () => {
    expect(staffRolesHolding('dispute.decide')).toEqual(['disputes', 'administrator']);
    expect(staffRolesHolding('registration.decide')).toEqual(['reviewer', 'administrator']);
    expect(staffRolesHolding('staff.administer')).toEqual(['administrator']);
    expect(staffRolesHolding('support.write')).toEqual([]);
  });
});
