import { and, asc, desc, eq, getTableColumns, gt, inArray, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database';
import { nameColumnsOf } from '../db/name-columns';
import { memberPeople, secondFactors, sessions, users } from '../db/schema';
import type { User } from '../db/schema';

/**
 * A session row; its `member_role` is copied from the login's membership of the member it acts for
 * (the foreign key to it keeps the copy true), null for staff.
 */
export async function insertSession(
  db: Db,
  values: { userId: string; actingForId: string | null; tokenHash: string; expiresAt: Date; ip: string | null; userAgent: string | null },
) {
  const [row] = await db
    .insert(sessions)
    .values({ ...values, memberRole: values.actingForId ? roleAt(values.actingForId, values.userId) : null })
    .returning();
  if (!row) throw new Error('Session insert returned no row');
  return row;
}

/** A login's role at a member, as an expression for a session's `member_role`. */
const roleAt = (memberId: string, personId: string) =>
  sql`(select ${memberPeople.role} from ${memberPeople} where ${memberPeople.memberId} = ${memberId} and ${memberPeople.personId} = ${personId})`;

/** A user's row as requests carry it: everything but the password hash, which only logins and password changes read. */
export type Account = Omit<User, 'passwordHash'>;

const { passwordHash: _passwordHash, ...accountColumns } = getTableColumns(users);

/** The login behind a session, when it is not the account the session acts for. */
const loginColumns = { ...nameColumnsOf(users), role: users.role, staffRoles: users.staffRoles };
export type SessionLoginRow = Pick<User, keyof typeof loginColumns>;

/**
 * The session and the account it acts for (the member, or the staff user), with the login's role there,
 * in one statement that joins one table: the role is the session's own copy. A member's own login and
 * staff, nearly every request, so cost what a session cost before members had people; the login of a
 * person acting for another member is read by a second statement (findSessionLogin).
 * The account's deactivation is checked: only staff accounts are deactivated, and staff act for no member.
 */
function liveSessionQuery(db: Db) {
  return db
    .select({
      session: { id: sessions.id, expiresAt: sessions.expiresAt },
      account: accountColumns,
      memberRole: sessions.memberRole,
      loginId: sessions.userId,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sql`coalesce(${sessions.actingForId}, ${sessions.userId})`))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        gt(sessions.expiresAt, sql.placeholder('now')),
        // Staff act for no member; anyone else's session acts for a member they belong to (its role is set).
        or(and(isNull(sessions.actingForId), eq(users.role, 'staff')), isNotNull(sessions.memberRole)),
        // A removed staff account's sessions are deleted as it is removed; the account's state is checked
        // too, so that a login finishing at that moment cannot leave it a session.
        isNull(users.deactivatedAt),
      ),
    )
    .limit(1)
    .prepare('live_session_with_account');
}

const sessionLoginQuery = (db: Db) =>
  db.select(loginColumns).from(users).where(eq(users.id, sql.placeholder('id'))).limit(1).prepare('session_login');

/**
 * Every authenticated request runs this query, so it is built once per database and sent as a
 * named prepared statement: no SQL is assembled per request, and PostgreSQL plans it once per
 * connection (docs/architecture.md#scale-and-resilience).
 */
const liveSessionQueries = new WeakMap<Db, { session: ReturnType<typeof liveSessionQuery>; login: ReturnType<typeof sessionLoginQuery> }>();

function queriesOf(db: Db) {
  let queries = liveSessionQueries.get(db);
  if (!queries) {
    queries = { session: liveSessionQuery(db), login: sessionLoginQuery(db) };
    liveSessionQueries.set(db, queries);
  }
  return queries;
}

/**
 * The session with this token hash, if it has not expired, with its user's account and, for a person acting for
 * another member, their login (null when the login is the account): all an authenticated read needs.
 */
export async function findLiveSession(db: Db, tokenHash: string, now: Date) {
  const queries = queriesOf(db);
  const [row] = await queries.session.execute({ tokenHash, now });
  if (!row) return null;
  const { loginId, ...found } = row;
  if (loginId === row.account.id) return { ...found, otherLogin: null };
  const [otherLogin] = await queries.login.execute({ id: loginId });
  return otherLogin ? { ...found, otherLogin } : null;
}

/**
 * The PostgreSQL channel that tells every API process "sessions of this member have ended"
 * (logout, password change or reset), so that what a session holds open, a notification
 * stream, ends with it wherever it runs. Sent on the `db` of the deletion: inside a
 * transaction, PostgreSQL delivers it on commit only.
 */
export const SESSIONS_ENDED_CHANNEL = 'repertoire_sessions_ended';

type EndedSession = { userId: string; actingForId: string | null };

/** Streams are held by the account a session acts for: both it and the login are named, so either's streams look again. */
async function announceSessionsEnded(db: Db, ended: EndedSession[]): Promise<void> {
  const userIds = ended.flatMap((row) => (row.actingForId ? [row.userId, row.actingForId] : [row.userId]));
  for (const userId of new Set(userIds)) await db.execute(sql`select pg_notify(${SESSIONS_ENDED_CHANNEL}, ${JSON.stringify({ userId })})`);
}

export async function deleteSessionByTokenHash(db: Db, tokenHash: string): Promise<void> {
  const ended = await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash)).returning({ userId: sessions.userId, actingForId: sessions.actingForId });
  await announceSessionsEnded(db, ended);
}

export async function deleteSessionsOfUser(db: Db, userId: string, exceptSessionId?: string): Promise<void> {
  const ended = await db
    .delete(sessions)
    .where(exceptSessionId ? and(eq(sessions.userId, userId), ne(sessions.id, exceptSessionId)) : eq(sessions.userId, userId))
    .returning({ userId: sessions.userId, actingForId: sessions.actingForId });
  await announceSessionsEnded(db, ended);
}

/**
 * A member's people and the members a person acts for are read through `member_people`; the
 * session module reads it to choose and check the member a session acts for.
 */
export async function findMembershipsOf(db: Db, personId: string) {
  const member = alias(users, 'member');
  return db
    .select({
      memberId: memberPeople.memberId,
      role: memberPeople.role,
      lastActiveAt: memberPeople.lastActiveAt,
      member: { ...nameColumnsOf(member), peopleNeedSecondFactor: member.peopleNeedSecondFactor },
    })
    .from(memberPeople)
    .innerJoin(member, eq(member.id, memberPeople.memberId))
    .where(eq(memberPeople.personId, personId))
    .orderBy(desc(sql`${memberPeople.memberId} = ${personId}`), sql`${memberPeople.lastActiveAt} desc nulls last`, asc(memberPeople.createdAt));
}

export async function hasSecondFactor(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ enabledAt: secondFactors.enabledAt })
    .from(secondFactors)
    .where(and(eq(secondFactors.userId, userId), isNotNull(secondFactors.enabledAt)));
  return Boolean(row);
}

export async function setSessionActingFor(db: Db, sessionId: string, personId: string, memberId: string): Promise<void> {
  await db.update(sessions).set({ actingForId: memberId, memberRole: roleAt(memberId, personId) }).where(eq(sessions.id, sessionId));
}

export async function touchMembership(db: Db, memberId: string, personId: string, now: Date): Promise<void> {
  await db
    .update(memberPeople)
    .set({ lastActiveAt: now })
    .where(and(eq(memberPeople.memberId, memberId), eq(memberPeople.personId, personId)));
}

/** Ends a person's sessions that act for a member (removal, or the member asking for two-step sign-in). */
export async function deleteSessionsActingFor(db: Db, memberId: string, personId: string): Promise<void> {
  const ended = await db
    .delete(sessions)
    .where(and(eq(sessions.actingForId, memberId), eq(sessions.userId, personId)))
    .returning({ userId: sessions.userId, actingForId: sessions.actingForId });
  await announceSessionsEnded(db, ended);
}

/** The account signed in at `at` (a session started): the staff accounts page shows it. */
export async function markSignedIn(db: Db, userId: string, at: Date): Promise<void> {
  await db.update(users).set({ lastSignedInAt: at }).where(eq(users.id, userId));
}

/** Which of these sessions still live (not revoked, not expired at `now`). */
export async function findLiveSessionIds(db: Db, ids: string[], now: Date): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(inArray(sessions.id, ids), gt(sessions.expiresAt, now)));
  return new Set(rows.map((row) => row.id));
}

export async function deleteExpiredSessions(db: Db, now: Date): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
}
