import type { RegisterAs, SessionInfo, StaffRole, UserRole } from '@repertoire/contract';
import type { Db } from '../db/database';
import { displayName } from '../lib/display-name';
import { generateToken, hashToken } from '../lib/secrets';
import { deleteExpiredSessions, deleteSessionByTokenHash, deleteSessionsOfUser, findLiveSession, findLiveSessionIds, insertSession, markSignedIn } from './session.repository';
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

export function toAuthUser(user: Account): AuthUser {
  return { id: user.id, email: user.email, role: user.role, registerAs: user.registerAs, displayName: displayName(user), staffRoles: user.staffRoles };
}

/** Starts a session; the token goes to the client once and is stored only hashed. */
export async function startSession(
  db: Db,
  userId: string,
  ttlHours: number,
  client: { ip: string | null; userAgent: string | null },
): Promise<{ token: string; session: CurrentSession }> {
  // Housekeeping on the way: expired sessions are dead weight (indexed on expires_at, so cheap).
  await deleteExpiredSessions(db, new Date());
  const token = generateToken();
  const expiresAt = new Date(Date.now() + ttlHours * 3600 * 1000);
  const row = await insertSession(db, { userId, tokenHash: hashToken(token), expiresAt, ip: client.ip, userAgent: client.userAgent?.slice(0, 500) ?? null });
  await markSignedIn(db, userId, row.createdAt);
  return { token, session: { id: row.id, expiresAt: row.expiresAt } };
}

/**
 * The user and session behind a token, or null when it is unknown, revoked or expired. The user's
 * whole account comes with them from the same query, so a read of one's own account needs no other.
 */
export async function resolveSession(
  db: Db,
  token: string,
): Promise<{ user: AuthUser; account: Account; session: CurrentSession } | null> {
  if (!token || token.length > 200) return null;
  const row = await findLiveSession(db, hashToken(token), new Date());
  if (!row) return null;
  return { user: toAuthUser(row.account), account: row.account, session: row.session };
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

export function sessionInfo(user: AuthUser, session: CurrentSession, token?: string): SessionInfo {
  return {
    user: { id: user.id, email: user.email, register_as: user.registerAs, role: user.role, staff_roles: [...user.staffRoles], display_name: user.displayName },
    exp: session.expiresAt.toISOString(),
    ...(token ? { token } : {}),
  };
}
