import {
  INVITATION_TTL_DAYS,
  invitationRefusals,
  memberRoleLabels,
  type InvitationCheck,
  type MemberInvitation,
  type MemberPeople,
  type MemberPerson,
  type MemberRole,
} from '@repertoire/contract';
import { z } from 'zod';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import type { MemberInvitationRow } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import type { Deps } from '../../lib/deps';
import { displayName } from '../../lib/display-name';
import { Conflict, Forbidden, NotFound } from '../../lib/errors';
import { hashPassword } from '../../lib/passwords';
import { consumeRateLimits, type RateLimitRule } from '../../lib/rate-limit';
import { generateToken, hashToken } from '../../lib/secrets';
import { enqueueComposedMail, type MailComposers } from '../../mail/outbox';
import { invitationMail } from '../../mail/templates';
import type { AuthUser, CurrentSession } from '../../session/session.service';
import { endSessionsActingFor, secondFactorNeededFor, startSession, switchActingFor } from '../../session/session.service';
import {
  countAdministrators,
  deleteMemberPerson,
  findInvitation,
  findInvitationById,
  findInvitationByTokenHash,
  findLoginByEmail,
  findMemberNameFields,
  findMemberSetting,
  findPendingInvitations,
  findPendingInvitationTo,
  findPeople,
  findPeopleWithoutSecondFactor,
  findPerson,
  insertInvitation,
  insertMemberPerson,
  insertPersonLogin,
  lockMember,
  setPeopleNeedSecondFactor,
  updateInvitation,
  updateMemberPersonRole,
  useInvitation,
  type PersonRow,
} from './member-people.repository';

/**
 * A member's people (docs/domain.md#people-and-roles): administrators invite by e-mail with a role,
 * change roles and remove people; anyone may leave. A member always keeps one administrator.
 */

export const INVITATION_TTL_MS = INVITATION_TTL_DAYS * 24 * 3600 * 1000;

/**
 * What invitations may cost: each one sent mails an address, so a member sends a bounded number an hour;
 * a link is read and used without a session, so a client address tries a bounded number of them.
 */
export const invitationRateLimits = {
  mailPerMember: { name: 'invitation-mail:member', limit: 30, windowSeconds: 3600 },
  linkPerIp: { name: 'invitation-link:ip', limit: 60, windowSeconds: 15 * 60 },
} satisfies Record<string, RateLimitRule>;

type Client = { ip: string | null; userAgent: string | null };
const linkLimit = (client: Pick<Client, 'ip'>): [RateLimitRule, string] => [invitationRateLimits.linkPerIp, client.ip ?? 'unknown'];
export const invitationMailKind = 'people.invitation';

export const LAST_ADMINISTRATOR = 'A member needs at least one administrator: make someone else an administrator first';
export const PERSON_NOT_FOUND = 'This person does not act for this member';
export const INVITATION_NOT_FOUND = 'Invitation not found';
export const INVITATION_NOT_PENDING = 'This invitation was used or cancelled already';
export const SECOND_FACTOR_FIRST = 'Set up two-step sign-in for yourself first (Account → Two-step sign-in): then you can ask it of everyone';
export const WRONG_ADDRESS = 'This invitation was sent to another e-mail address: log out, then open the link again and log in with the address it was sent to';
export const HAS_ACCOUNT = 'An account uses this e-mail address already: log in with it to join';
export const STAFF_CANNOT_JOIN = 'Staff accounts cannot act for members';

/** The person acting, who must be there for people's matters (staff act for no member). */
function personOf(actor: Actor): { id: string; name: string; role: MemberRole } {
  if (!actor.person) throw new NotFound(PERSON_NOT_FOUND);
  return actor.person;
}

function toPerson(row: PersonRow, memberId: string, youId: string): MemberPerson {
  return {
    id: row.id,
    name: displayName(row),
    email: row.email,
    role: row.role,
    is_member: row.id === memberId,
    is_you: row.id === youId,
    has_second_factor: row.hasSecondFactor,
    joined_at: row.joinedAt.toISOString(),
    last_active_at: row.lastActiveAt?.toISOString() ?? null,
  };
}

function toInvitation(row: MemberInvitationRow): MemberInvitation {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    invited_by: row.invitedByName,
    created_at: row.createdAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
  };
}

async function memberName(db: Db, memberId: string): Promise<string> {
  const member = await findMemberNameFields(db, memberId);
  if (!member) throw new NotFound(PERSON_NOT_FOUND);
  return displayName(member);
}

export async function listPeople(deps: Pick<Deps, 'db' | 'clock'>, actor: Actor): Promise<MemberPeople> {
  const you = personOf(actor);
  const people = await findPeople(deps.db, actor.id);
  const invitations = await findPendingInvitations(deps.db, actor.id, deps.clock());
  const setting = await findMemberSetting(deps.db, actor.id);
  return {
    people: people.map((row) => toPerson(row, actor.id, you.id)),
    invitations: invitations.map(toInvitation),
    require_second_factor: setting?.peopleNeedSecondFactor ?? false,
  };
}

/** Invites an address with a role: the link is made and mailed by the outbox's worker, so it is stored only hashed. */
export async function invitePerson(deps: Pick<Deps, 'db' | 'clock'>, actor: Actor, input: { email: string; role: MemberRole }): Promise<MemberInvitation> {
  personOf(actor);
  const now = deps.clock();
  await consumeRateLimits(deps.db, [[invitationRateLimits.mailPerMember, actor.id]], now);
  const email = input.email.toLowerCase();
  const login = await findLoginByEmail(deps.db, email);
  if (login && (await findPerson(deps.db, actor.id, login.id))) {
    const message = `The address ${email} acts for this member already: change their role in the list`;
    throw new Conflict(message, [{ path: 'email', message }]);
  }
  if (await findPendingInvitationTo(deps.db, actor.id, email, now)) {
    const message = `The address ${email} has been invited already: resend or cancel that invitation below`;
    throw new Conflict(message, [{ path: 'email', message }]);
  }
  return deps.db.transaction(async (tx) => {
    const row = await insertInvitation(tx, {
      memberId: actor.id,
      email,
      role: input.role,
      // A placeholder until the worker makes the link: the hash of a token no one is ever sent.
      tokenHash: hashToken(generateToken()),
      invitedById: actor.person?.id ?? actor.id,
      invitedByName: actor.name,
      expiresAt: new Date(now.getTime() + INVITATION_TTL_MS),
    });
    await enqueueComposedMail(tx, invitationMailKind, { invitationId: row.id });
    return toInvitation(row);
  });
}

/** An invitation of the member not used or cancelled yet (an expired one may still be sent again or cancelled). */
async function pendingInvitation(db: Db, memberId: string, id: string): Promise<MemberInvitationRow> {
  const row = await findInvitation(db, memberId, id);
  if (!row) throw new NotFound(INVITATION_NOT_FOUND);
  if (row.usedAt || row.cancelledAt) throw new Conflict(INVITATION_NOT_PENDING);
  return row;
}

/** Mails the invitation again, valid another 7 days; the new link replaces the earlier one. */
export async function resendInvitation(deps: Pick<Deps, 'db' | 'clock'>, actor: Actor, id: string): Promise<MemberInvitation> {
  personOf(actor);
  const now = deps.clock();
  await consumeRateLimits(deps.db, [[invitationRateLimits.mailPerMember, actor.id]], now);
  const row = await pendingInvitation(deps.db, actor.id, id);
  const expiresAt = new Date(now.getTime() + INVITATION_TTL_MS);
  await deps.db.transaction(async (tx) => {
    await updateInvitation(tx, row.id, { expiresAt, tokenHash: hashToken(generateToken()) });
    await enqueueComposedMail(tx, invitationMailKind, { invitationId: row.id });
  });
  return toInvitation({ ...row, expiresAt });
}

export async function cancelInvitation(deps: Pick<Deps, 'db' | 'clock'>, actor: Actor, id: string): Promise<void> {
  personOf(actor);
  const now = deps.clock();
  const row = await pendingInvitation(deps.db, actor.id, id);
  await updateInvitation(deps.db, row.id, { cancelledAt: now });
}

/** The member keeps an administrator whatever happens to `personId`'s row (`newRole` null: removed). */
async function keepAnAdministrator(db: Db, memberId: string, person: PersonRow, newRole: MemberRole | null): Promise<void> {
  if (person.role !== 'administrator' || newRole === 'administrator') return;
  if ((await countAdministrators(db, memberId)) <= 1) throw new Conflict(LAST_ADMINISTRATOR);
}

export async function changePersonRole(deps: Pick<Deps, 'db'>, actor: Actor, personId: string, role: MemberRole): Promise<MemberPerson> {
  const you = personOf(actor);
  return deps.db.transaction(async (tx) => {
    await lockMember(tx, actor.id);
    const person = await findPerson(tx, actor.id, personId);
    if (!person) throw new NotFound(PERSON_NOT_FOUND);
    await keepAnAdministrator(tx, actor.id, person, role);
    await updateMemberPersonRole(tx, actor.id, personId, role);
    return toPerson({ ...person, role }, actor.id, you.id);
  });
}

/** Removes a person: their sessions acting for the member end at once, and their open pages with them. */
export async function removePerson(deps: Pick<Deps, 'db'>, actor: Actor, personId: string): Promise<{ name: string }> {
  personOf(actor);
  return deps.db.transaction(async (tx) => {
    await lockMember(tx, actor.id);
    const person = await findPerson(tx, actor.id, personId);
    if (!person) throw new NotFound(PERSON_NOT_FOUND);
    await keepAnAdministrator(tx, actor.id, person, null);
    // Sessions first: deleting the membership would delete them too (their foreign key), unannounced to open pages.
    await endSessionsActingFor(tx, actor.id, personId);
    await deleteMemberPerson(tx, actor.id, personId);
    return { name: displayName(person) };
  });
}

/** A person leaves the member they act for (not its last administrator); their sessions acting for it end. */
export async function leaveMember(deps: Pick<Deps, 'db'>, actor: Actor): Promise<void> {
  const you = personOf(actor);
  await removePerson(deps, { ...actor, person: you }, you.id);
}

/**
 * Asks (or stops asking) everyone acting for the member for two-step sign-in. Turned on, the sessions
 * of those without it end: they set it up at their next login. The administrator turning it on must have it.
 */
export async function setRequireSecondFactor(deps: Pick<Deps, 'db' | 'clock'>, actor: Actor, value: boolean): Promise<MemberPeople> {
  const you = personOf(actor);
  await deps.db.transaction(async (tx) => {
    if (value) {
      const without = await findPeopleWithoutSecondFactor(tx, actor.id);
      if (without.includes(you.id)) throw new Conflict(SECOND_FACTOR_FIRST);
      for (const personId of without) await endSessionsActingFor(tx, actor.id, personId);
    }
    await setPeopleNeedSecondFactor(tx, actor.id, value);
  });
  return listPeople(deps, actor);
}

// ---- Invitation links ----

type InvitationState = { status: 'valid'; row: MemberInvitationRow } | { status: keyof typeof invitationRefusals; row: MemberInvitationRow | null };

async function invitationOfToken(db: Db, token: string, now: Date): Promise<InvitationState> {
  const row = await findInvitationByTokenHash(db, hashToken(token));
  if (!row) return { status: 'unknown', row: null };
  if (row.cancelledAt) return { status: 'cancelled', row };
  if (row.usedAt) return { status: 'used', row };
  if (row.expiresAt <= now) return { status: 'expired', row };
  return { status: 'valid', row };
}

/** A valid invitation, or the reason it is not: 404 for an unknown link, 409 for one used, expired or cancelled. */
async function validInvitation(db: Db, token: string, now: Date): Promise<MemberInvitationRow> {
  const state = await invitationOfToken(db, token, now);
  if (state.status === 'valid') return state.row;
  if (state.status === 'unknown') throw new NotFound(invitationRefusals.unknown);
  throw new Conflict(invitationRefusals[state.status]);
}

/** What a link is worth, shown before anyone joins; nothing is used up. */
export async function checkInvitation(deps: Pick<Deps, 'db' | 'clock'>, token: string, client: Pick<Client, 'ip'>): Promise<InvitationCheck> {
  const now = deps.clock();
  await consumeRateLimits(deps.db, [linkLimit(client)], now);
  const state = await invitationOfToken(deps.db, token, now);
  if (state.status !== 'valid') return { status: state.status, member_name: null, email: null, role: null, has_account: false };
  const { row } = state;
  return {
    status: 'valid',
    member_name: await memberName(deps.db, row.memberId),
    email: row.email,
    role: row.role,
    has_account: (await findLoginByEmail(deps.db, row.email)) !== null,
  };
}

/** Joins with an invitation, logged in as its address; the session then acts for the member (unless it asks for two-step sign-in not yet set up). */
export async function acceptInvitation(
  deps: Pick<Deps, 'db' | 'clock'>,
  login: AuthUser,
  session: CurrentSession,
  token: string,
): Promise<{ member_id: string; name: string; role: MemberRole }> {
  const now = deps.clock();
  const row = await validInvitation(deps.db, token, now);
  if (login.email.toLowerCase() !== row.email) throw new Forbidden(WRONG_ADDRESS);
  if (login.role === 'staff') throw new Forbidden(STAFF_CANNOT_JOIN);
  await deps.db.transaction(async (tx) => {
    if (!(await useInvitation(tx, row.id, now))) throw new Conflict(invitationRefusals.used);
    await insertMemberPerson(tx, { memberId: row.memberId, personId: login.id, role: row.role, invitedById: row.invitedById });
  });
  await switchActingFor(deps.db, session, login, row.memberId);
  return { member_id: row.memberId, name: await memberName(deps.db, row.memberId), role: row.role };
}

/**
 * A new login from an invitation: the name and password are the person's, the address the
 * invitation's (its link proves it). It joins and logs in at once, unless the member asks for
 * two-step sign-in: then the person logs in and sets it up first.
 */
export async function signUpFromInvitation(
  deps: Pick<Deps, 'db' | 'clock' | 'config'>,
  input: { token: string; name: string; password: string },
  client: Client,
): Promise<{ token: string }> {
  const now = deps.clock();
  await consumeRateLimits(deps.db, [linkLimit(client)], now);
  const row = await validInvitation(deps.db, input.token, now);
  if (await findLoginByEmail(deps.db, row.email)) throw new Conflict(HAS_ACCOUNT);
  const passwordHash = await hashPassword(input.password);
  const personId = await deps.db.transaction(async (tx) => {
    if (!(await useInvitation(tx, row.id, now))) throw new Conflict(invitationRefusals.used);
    const created = await insertPersonLogin(tx, { email: row.email, passwordHash, name: input.name, at: now });
    if (!created) throw new Conflict(HAS_ACCOUNT);
    await insertMemberPerson(tx, { memberId: row.memberId, personId: created.id, role: row.role, invitedById: row.invitedById });
    return created.id;
  });
  const setting = await findMemberSetting(deps.db, row.memberId);
  if (setting?.peopleNeedSecondFactor) throw new Forbidden(`Your login is ready. ${secondFactorNeededFor(await memberName(deps.db, row.memberId))}: log in to do it`);
  const started = await startSession(deps.db, personId, deps.config.sessionTtlHours, client, row.memberId);
  return { token: started.token };
}

const invitationPayload = z.object({ invitationId: z.string() });

/** The invitation mail: its link is made as it is sent, and only its hash kept (an earlier link of the same invitation stops working). */
export function invitationMailComposers(config: Config): MailComposers {
  return {
    [invitationMailKind]: async (db, payload, now) => {
      const parsed = invitationPayload.safeParse(payload);
      if (!parsed.success) return null;
      const row = await findInvitationById(db, parsed.data.invitationId);
      if (!row || row.usedAt || row.cancelledAt || row.expiresAt <= now) return null;
      const token = generateToken();
      await updateInvitation(db, row.id, { tokenHash: hashToken(token) });
      const member = await memberName(db, row.memberId);
      return invitationMail(config.appUrl, row.email, token, { memberName: member, invitedBy: row.invitedByName, role: memberRoleLabels[row.role], days: INVITATION_TTL_DAYS });
    },
  };
}
