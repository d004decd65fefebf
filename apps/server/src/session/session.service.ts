import type { MemberRole, Membership, RegisterAs, SessionInfo, StaffRole, UserRole } from '@repertoire/contract';
import type { Db } from '../db/database';
import { displayName } from '../lib/display-name';
import { Forbidden, NotFound, Unauthorized } from '../lib/errors';
import { generateToken, hashToken } from '../lib/secrets';
import {
  deleteExpiredSessions,
  deleteSessionByTokenHash,
  deleteSessionsActingFor,
  deleteSessionsOfUser,
  findLiveSession,
  findLiveSessionIds,
  findMembershipsOf,
  hasSecondFactor,
  insertSession,
  markSignedIn,
  setSessionActingFor,
  touchMembership,
} from './session.repository';
import type { Account } from './session.repository';

export type { Account } from './session.repository';
export { SESSIONS_ENDED_CHANNEL } from './session.repository';

/** Who made a request, as every feature sees it (`request.user`). */
export type AuthUser = {
  id: string;
  email: string;
  role: UserRole;
  registerAs: RegisterAs;
  displayName: string;
  /** A staff account's roles, read with the session (no query of their own); empty for members. */
  staffRoles: readonly StaffRole[];
};

export type CurrentSession = { id: string; expiresAt: Date };

export function toAuthUser(user: Pick<Account, 'id' | 'email' | 'role' | 'registerAs' | 'givenName' | 'otherNames' | 'corporationName' | 'staffRoles'>): AuthUser {
  return { id: user.id, email: user.email, role: user.role, registerAs: user.registerAs, displayName: displayName(user), staffRoles: user.staffRoles };
}

export const NO_MEMBER_LEFT = 'You no longer act for any member: ask an administrator of your company to invite you again';
export const NOT_A_MEMBERSHIP = 'You do not act for this member';

/** Two-step sign-in a member asks of everyone acting for it, which this login has not set up. */
export const secondFactorNeededFor = (memberName: string) =>
  `${memberName} asks everyone acting for it to use two-step sign-in: set it up to act for ${memberName}`;

const nameOfMember = (row: Awaited<ReturnType<typeof findMembershipsOf>>[number]) => displayName(row.member);

/**
 * The members a person acts for, their own member first, then the one they last acted for: what
 * the user menu offers to switch between. Each says whether the member asks for two-step sign-in
 * that this login lacks.
 */
export async function membershipsOf(db: Db, personId: string): Promise<Membership[]> {
  const rows = await findMembershipsOf(db, personId);
  const needs = rows.some((row) => row.member.peopleNeedSecondFactor) && !(await hasSecondFactor(db, personId));
  return rows.map((row) => ({
    member_id: row.memberId,
    name: nameOfMember(row),
    role: row.role,
    needs_second_factor: needs && row.member.peopleNeedSecondFactor,
  }));
}

/** The first member this login acts for that asks everyone for two-step sign-in, by name; null when none does. */
export async function memberAskingSecondFactor(db: Db, personId: string): Promise<string | null> {
  const row = (await findMembershipsOf(db, personId)).find((membership) => membership.member.peopleNeedSecondFactor);
  return row ? nameOfMember(row) : null;
}

/**
 * The member a login acts for when it logs in: its own member, else the one it last acted for (or
 * its first); null for staff. A login that is no member and belongs to none is told so.
 */
export async function actingForAtLogin(db: Db, user: { id: string; role: UserRole }): Promise<Membership | null> {
  if (user.role === 'staff') return null;
  const [first] = await membershipsOf(db, user.id);
  if (!first) throw new Forbidden(NO_MEMBER_LEFT);
  return first;
}

/**
 * Starts a session acting for `actingFor` (by default the member `actingForAtLogin` chooses); the
 * token goes to the client once and is stored only hashed.
 */
export async function startSession(
  db: Db,
  userId: string,
  ttlHours: number,
  client: { ip: string | null; userAgent: string | null },
  actingFor?: string | null,
): Promise<{ token: string; session: CurrentSession }> {
  // Housekeeping on the way: expired sessions are dead weight (indexed on expires_at, so cheap).
  const now = new Date();
  await deleteExpiredSessions(db, now);
  const actingForId = actingFor === undefined ? ((await findMembershipsOf(db, userId))[0]?.memberId ?? null) : actingFor;
  const token = generateToken();
  const expiresAt = new Date(now.getTime() + ttlHours * 3600 * 1000);
  const row = await insertSession(db, { userId, actingForId, tokenHash: hashToken(token), expiresAt, ip: client.ip, userAgent: client.userAgent?.slice(0, 500) ?? null });
  await markSignedIn(db, userId, row.createdAt);
  if (actingForId) await touchMembership(db, actingForId, userId, now);
  return { token, session: { id: row.id, expiresAt: row.expiresAt } };
}

/** The login behind a session and its role at the member acted for (null for staff). */
export type SessionLogin = { login: AuthUser; memberRole: MemberRole | null };

/**
 * The member (or staff user) a token's session acts for, the login behind it and its role there,
 * or null when the token is unknown, revoked or expired. The acted-for account comes whole from the
 * same query, so a read of it needs no other.
 */
export async function resolveSession(
  db: Db,
  token: string,
): Promise<({ user: AuthUser; account: Account; session: CurrentSession } & SessionLogin) | null> {
  if (!token || token.length > 200) return null;
  const row = await findLiveSession(db, hashToken(token), new Date());
  if (!row) return null;
  const user = toAuthUser(row.account);
  const login = row.otherLogin ? toAuthUser(row.otherLogin) : user;
  return { user, account: row.account, session: row.session, login, memberRole: row.memberRole };
}

/**
 * Moves a session to act for another member the login belongs to: 404 for one it does not, 403
 * while that member asks for two-step sign-in the login has not set up.
 */
export async function switchActingFor(db: Db, session: CurrentSession, login: AuthUser, memberId: string): Promise<void> {
  const memberships = await membershipsOf(db, login.id);
  const target = memberships.find((membership) => membership.member_id === memberId);
  if (!target) throw new NotFound(NOT_A_MEMBERSHIP);
  if (target.needs_second_factor) throw new Forbidden(secondFactorNeededFor(target.name));
  await setSessionActingFor(db, session.id, login.id, memberId);
  await touchMembership(db, memberId, login.id, new Date());
}

/** A person removed from a member (or leaving it): their sessions acting for it end at once, and their open pages with them. */
export function endSessionsActingFor(db: Db, memberId: string, personId: string): Promise<void> {
  return deleteSessionsActingFor(db, memberId, personId);
}

/** Of these sessions, the ones still live: what holds a session open (a stream) asks before it goes on. */
export function liveSessionIds(db: Db, ids: string[]): Promise<Set<string>> {
  return findLiveSessionIds(db, ids, new Date());
}

/** Logout. Like `revokeSessions`, announces the end on SESSIONS_ENDED_CHANNEL to every API process. */
export function endSession(db: Db, token: string): Promise<void> {
  return deleteSessionByTokenHash(db, hashToken(token));
}

/** Password change and reset revoke sessions (docs/architecture.md#sessions): all of them, or all but the current one. */
export function revokeSessions(db: Db, userId: string, options: { except?: string } = {}): Promise<void> {
  return deleteSessionsOfUser(db, userId, options.except);
}

/** A session just started, as `sessionInfo` tells it (`token` is answered for bearer clients only). */
export async function startedSessionInfo(db: Db, token: string, options: { answerToken: boolean }): Promise<SessionInfo> {
  const started = await resolveSession(db, token);
  if (!started) throw new Unauthorized();
  return sessionInfo(db, started, options.answerToken ? token : undefined);
}

/** What the web app is told of a session: the account acted for, the person behind it and the members they may switch to. */
export async function sessionInfo(
  db: Db,
  started: { user: AuthUser; session: CurrentSession } & SessionLogin,
  token?: string,
): Promise<SessionInfo> {
  const { user, session, login, memberRole } = started;
  const memberships = login.role === 'staff' ? [] : await membershipsOf(db, login.id);
  return {
    user: { id: user.id, email: user.email, register_as: user.registerAs, role: user.role, staff_roles: [...user.staffRoles], display_name: user.displayName },
    person: memberRole
      ? { id: login.id, name: login.displayName, email: login.email, role: memberRole, is_member: login.id === user.id }
      : null,
    memberships,
    exp: session.expiresAt.toISOString(),
    ...(token ? { token } : {}),
  };
}
