import { and, eq, getTableColumns, gt, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { sessions, users } from '../db/schema';
import type { User } from '../db/schema';

export async function insertSession(
  db: Db,
  values: { userId: string; tokenHash: string; expiresAt: Date; ip: string | null; userAgent: string | null },
) {
  const [row] = await db.insert(sessions).values(values).returning();
  if (!row) throw new Error('Session insert returned no row');
  return row;
}

/** A user's row as requests carry it: everything but the password hash, which only logins and password changes read. */
export type Account = Omit<User, 'passwordHash'>;

const { passwordHash: _passwordHash, ...accountColumns } = getTableColumns(users);

function liveSessionQuery(db: Db) {
  return db
    .select({ session: { id: sessions.id, expiresAt: sessions.expiresAt }, account: accountColumns })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    // A removed staff account's sessions are deleted as it is removed; the account's state is checked
    // too, so that a login finishing at that moment cannot leave it a session.
    .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), gt(sessions.expiresAt, sql.placeholder('now')), isNull(users.deactivatedAt)))
    .limit(1)
    .prepare('live_session_with_account');
}

/**
 * Every authenticated request runs this one query, so it is built once per database and sent as a
 * named prepared statement: no SQL is assembled per request, and PostgreSQL plans it once per
 * connection (docs/architecture.md#scale-and-resilience).
 */
const liveSessionQueries = new WeakMap<Db, ReturnType<typeof liveSessionQuery>>();

/** The session with this token hash, if it has not expired, with its user's account: all an authenticated read needs. */
export async function findLiveSession(db: Db, tokenHash: string, now: Date) {
  let query = liveSessionQueries.get(db);
  if (!query) {
    query = liveSessionQuery(db);
    liveSessionQueries.set(db, query);
  }
  const [row] = await query.execute({ tokenHash, now });
  return row ?? null;
}

/**
 * The PostgreSQL channel that tells every API process "sessions of this member have ended"
 * (logout, password change or reset), so that what a session holds open, a notification
 * stream, ends with it wherever it runs. Sent on the `db` of the deletion: inside a
 * transaction, PostgreSQL delivers it on commit only.
 */
export const SESSIONS_ENDED_CHANNEL = 'repertoire_sessions_ended';

async function announceSessionsEnded(db: Db, userIds: string[]): Promise<void> {
  for (const userId of new Set(userIds)) await db.execute(sql`select pg_notify(${SESSIONS_ENDED_CHANNEL}, ${JSON.stringify({ userId })})`);
}

export async function deleteSessionByTokenHash(db: Db, tokenHash: string): Promise<void> {
  const ended = await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash)).returning({ userId: sessions.userId });
  await announceSessionsEnded(db, ended.map((row) => row.userId));
}

export async function deleteSessionsOfUser(db: Db, userId: string, exceptSessionId?: string): Promise<void> {
  const ended = await db
    .delete(sessions)
    .where(exceptSessionId ? and(eq(sessions.userId, userId), ne(sessions.id, exceptSessionId)) : eq(sessions.userId, userId))
    .returning({ userId: sessions.userId });
  await announceSessionsEnded(db, ended.map((row) => row.userId));
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
