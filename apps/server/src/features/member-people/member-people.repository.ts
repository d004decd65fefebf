import { and, asc, count, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { MemberRole } from '@repertoire/contract';
import type { Db } from '../../db/database';
import { nameColumnsOf } from '../../db/name-columns';
import { memberInvitations, memberPeople, secondFactors, users } from '../../db/schema';

const person = alias(users, 'person');

const personColumns = {
  ...nameColumnsOf(person),
  role: memberPeople.role,
  joinedAt: memberPeople.createdAt,
  lastActiveAt: memberPeople.lastActiveAt,
  hasSecondFactor: sql<boolean>`${secondFactors.enabledAt} is not null`,
};

function peopleQuery(db: Db, memberId: string) {
  return db
    .select(personColumns)
    .from(memberPeople)
    .innerJoin(person, eq(person.id, memberPeople.personId))
    .leftJoin(secondFactors, eq(secondFactors.userId, memberPeople.personId))
    .where(eq(memberPeople.memberId, memberId))
    .$dynamic();
}

export type PersonRow = Awaited<ReturnType<typeof findPeople>>[number];

/** A member has a handful of people, a large label some dozens: the list is bounded all the same. */
export function findPeople(db: Db, memberId: string) {
  return peopleQuery(db, memberId).orderBy(asc(memberPeople.createdAt)).limit(500);
}

export async function findPerson(db: Db, memberId: string, personId: string): Promise<PersonRow | null> {
  const [row] = await peopleQuery(db, memberId).where(and(eq(memberPeople.memberId, memberId), eq(memberPeople.personId, personId)));
  return row ?? null;
}

/** Locks the member's row: changes to its people are made one at a time, so two never leave it without an administrator. */
export async function lockMember(db: Db, memberId: string): Promise<void> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, memberId)).for('update');
}

export async function countAdministrators(db: Db, memberId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(memberPeople)
    .where(and(eq(memberPeople.memberId, memberId), eq(memberPeople.role, 'administrator')));
  return row?.n ?? 0;
}

export async function insertMemberPerson(db: Db, values: { memberId: string; personId: string; role: MemberRole; invitedById: string | null }): Promise<boolean> {
  const rows = await db.insert(memberPeople).values(values).onConflictDoNothing().returning({ personId: memberPeople.personId });
  return rows.length > 0;
}

export async function updateMemberPersonRole(db: Db, memberId: string, personId: string, role: MemberRole): Promise<void> {
  await db
    .update(memberPeople)
    .set({ role })
    .where(and(eq(memberPeople.memberId, memberId), eq(memberPeople.personId, personId)));
}

export async function deleteMemberPerson(db: Db, memberId: string, personId: string): Promise<void> {
  await db.delete(memberPeople).where(and(eq(memberPeople.memberId, memberId), eq(memberPeople.personId, personId)));
}

export async function setPeopleNeedSecondFactor(db: Db, memberId: string, value: boolean): Promise<void> {
  await db.update(users).set({ peopleNeedSecondFactor: value }).where(eq(users.id, memberId));
}

export async function findMemberSetting(db: Db, memberId: string): Promise<{ peopleNeedSecondFactor: boolean } | null> {
  const [row] = await db.select({ peopleNeedSecondFactor: users.peopleNeedSecondFactor }).from(users).where(eq(users.id, memberId));
  return row ?? null;
}

/** A login by its address (any role): whether an invited address has an account, and which. */
export async function findLoginByEmail(db: Db, email: string) {
  const [row] = await db
    .select({ id: users.id, role: users.role, email: users.email })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  return row ?? null;
}

/** A login that is no member (`role = 'person'`), its address proven by the invitation's link. */
export async function insertPersonLogin(db: Db, values: { email: string; passwordHash: string; name: string; at: Date }) {
  const [givenName = values.name, ...otherNames] = values.name.trim().split(/\s+/);
  const [row] = await db
    .insert(users)
    .values({
      email: values.email.toLowerCase(),
      passwordHash: values.passwordHash,
      role: 'person',
      registerAs: 'individual',
      givenName,
      otherNames: otherNames.join(' ') || null,
      emailVerifiedAt: values.at,
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  return row ?? null;
}

// ---- Invitations ----

export async function insertInvitation(
  db: Db,
  values: { memberId: string; email: string; role: MemberRole; tokenHash: string; invitedById: string; invitedByName: string; expiresAt: Date },
) {
  const [row] = await db.insert(memberInvitations).values(values).returning();
  if (!row) throw new Error('Invitation insert returned no row');
  return row;
}

const pending = (now: Date) => and(isNull(memberInvitations.usedAt), isNull(memberInvitations.cancelledAt), gt(memberInvitations.expiresAt, now));

export function findPendingInvitations(db: Db, memberId: string, now: Date) {
  return db
    .select()
    .from(memberInvitations)
    .where(and(eq(memberInvitations.memberId, memberId), pending(now)))
    .orderBy(asc(memberInvitations.createdAt))
    .limit(500);
}

export async function findPendingInvitationTo(db: Db, memberId: string, email: string, now: Date) {
  const [row] = await db
    .select({ id: memberInvitations.id })
    .from(memberInvitations)
    .where(and(eq(memberInvitations.memberId, memberId), eq(memberInvitations.email, email), pending(now)));
  return row ?? null;
}

export async function findInvitation(db: Db, memberId: string, id: string) {
  const [row] = await db
    .select()
    .from(memberInvitations)
    .where(and(eq(memberInvitations.id, id), eq(memberInvitations.memberId, memberId)));
  return row ?? null;
}

export async function findInvitationById(db: Db, id: string) {
  const [row] = await db.select().from(memberInvitations).where(eq(memberInvitations.id, id));
  return row ?? null;
}

export async function findInvitationByTokenHash(db: Db, tokenHash: string) {
  const [row] = await db.select().from(memberInvitations).where(eq(memberInvitations.tokenHash, tokenHash));
  return row ?? null;
}

export async function updateInvitation(db: Db, id: string, values: { tokenHash?: string; expiresAt?: Date; cancelledAt?: Date }): Promise<void> {
  await db.update(memberInvitations).set(values).where(eq(memberInvitations.id, id));
}

/** Uses a pending invitation up, once: false when it was used, cancelled or expired meanwhile. */
export async function useInvitation(db: Db, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(memberInvitations)
    .set({ usedAt: now })
    .where(and(eq(memberInvitations.id, id), pending(now)))
    .returning({ id: memberInvitations.id });
  return rows.length > 0;
}

/** The people of a member who have no two-step sign-in: those whose sessions end when the member asks everyone for it. */
export async function findPeopleWithoutSecondFactor(db: Db, memberId: string): Promise<string[]> {
  const rows = await db
    .select({ personId: memberPeople.personId })
    .from(memberPeople)
    .leftJoin(secondFactors, and(eq(secondFactors.userId, memberPeople.personId), isNotNull(secondFactors.enabledAt)))
    .where(and(eq(memberPeople.memberId, memberId), isNull(secondFactors.userId)));
  return rows.map((row) => row.personId);
}

/** The member's name fields and address, as the user menu and mail name it. */
export async function findMemberNameFields(db: Db, memberId: string) {
  const [row] = await db
    .select(nameColumnsOf(users))
    .from(users)
    .where(and(eq(users.id, memberId), eq(users.role, 'member')));
  return row ?? null;
}
