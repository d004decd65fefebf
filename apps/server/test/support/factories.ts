import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { CorporationKind, IndividualRole, MemberRole, RegisterAs, UserRole } from '@repertoire/contract';
import type { Db } from '../../src/db/database';
import { memberPeople, users } from '../../src/db/schema';
import type { NewUser, User } from '../../src/db/schema';
import { hashPassword } from '../../src/lib/passwords';
import { startSession } from '../../src/session/session.service';
import { syncMemberRightsHolder } from '../../src/features/rights-holders/rights-holders.service';
import type { TestApp } from './test-app';

let sequence = 0;

/** An address no other test (or earlier run on a kept database) has used. */
export function uniqueEmail(prefix = 'member'): string {
  sequence += 1;
  return `${prefix}.${sequence}.${randomBytes(4).toString('hex')}@example.com`;
}

export const DEFAULT_PASSWORD = 'quiet-harbour-lantern-42';

export type MemberOverrides = Partial<Omit<NewUser, 'passwordHash' | 'email' | 'role' | 'registerAs'>> & {
  email?: string;
  password?: string;
  registerAs?: RegisterAs;
  role?: UserRole;
  /** false leaves the e-mail address unverified (and the member unable to log in). */
  verified?: boolean;
  roles?: IndividualRole[];
  corporationKind?: CorporationKind;
};

export type TestMember = {
  user: User;
  id: string;
  email: string;
  password: string;
  /** A live session token, as login would give a bearer client. */
  token: string;
  /** Headers that authenticate as this member. */
  auth: { authorization: string };
  /** The member's own rights-holder record, as sign-up creates it; null for staff. */
  rightsHolderId: string | null;
};

function defaultsFor(registerAs: RegisterAs): Partial<NewUser> {
  return registerAs === 'individual'
    ? { givenName: 'Amara', otherNames: 'Nwosu', nationality: 'NG', dateOfBirth: '1990-03-15', phone: '+2348031234567', roles: ['songwriter', 'performer'] }
    : {
        corporationName: 'Harbour Lights Music Ltd',
        registrationNumber: '09876543',
        corporationKind: 'record_label',
        country: 'IE',
        contactPerson: 'Siobhan Kelly',
        phone: '+35312345678',
      };
}

/** A verified member (individual unless told otherwise), already logged in. */
export async function createMember(t: Pick<TestApp, 'db' | 'config'>, overrides: MemberOverrides = {}): Promise<TestMember> {
  const { email = uniqueEmail(), password = DEFAULT_PASSWORD, registerAs = 'individual', role = 'member', verified = true, ...profile } = overrides;
  const [user] = await t.db
    .insert(users)
    .values({
      ...defaultsFor(registerAs),
      ...profile,
      email: email.toLowerCase(),
      passwordHash: await hashPassword(password),
      role,
      registerAs,
      emailVerifiedAt: verified ? new Date() : null,
    })
    .returning();
  if (!user) throw new Error('createMember: no row');
  const rightsHolder = role === 'member' ? await syncMemberRightsHolder(t.db, user) : null;
  const { token } = await startSession(t.db, user.id, t.config.sessionTtlHours, { ip: '127.0.0.1', userAgent: 'vitest' });
  return {
    user,
    id: user.id,
    email: user.email,
    password,
    token,
    auth: { authorization: `Bearer ${token}` },
    rightsHolderId: rightsHolder?.id ?? null,
  };
}

/** A society staff user, logged in: an administrator (every staff role) unless `staffRoles` says otherwise. */
export function createStaff(t: Pick<TestApp, 'db' | 'config'>, overrides: MemberOverrides = {}): Promise<TestMember> {
  return createMember(t, { givenName: 'Sam', otherNames: 'Reviewer', staffRoles: ['administrator'], ...overrides, role: 'staff' });
}

export async function reloadUser(db: Db, id: string): Promise<User> {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  if (!user) throw new Error(`No user ${id}`);
  return user;
}

/**
 * A person acting for `member` with `role`, logged in and acting for it: a new login that is no member
 * (role 'person'), or, given `login`, that existing login (e.g. another member, a manager of writers).
 */
export async function createPerson(
  t: Pick<TestApp, 'db' | 'config'>,
  member: { id: string },
  role: MemberRole,
  login?: TestMember,
): Promise<TestMember> {
  const person = login ?? (await createMember(t, { role: 'person', givenName: 'Jane', otherNames: 'Doe' }));
  await t.db.insert(memberPeople).values({ memberId: member.id, personId: person.id, role });
  const { token } = await startSession(t.db, person.id, t.config.sessionTtlHours, { ip: '127.0.0.1', userAgent: 'vitest' }, member.id);
  return { ...person, token, auth: { authorization: `Bearer ${token}` } };
}
