import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { notificationStreams } from '../../db/schema';

export type StreamPlaceLimits = {
  perSession: number;
  perMember: number;
  /** A place whose process has not renewed it for this long is of a process that died: it no longer counts. */
  staleAfterSeconds: number;
};

/** What asking for a place gives: its id, or which cap refused it. */
export type StreamPlace = { id: string } | { refusedBy: 'session' | 'member' };

/**
 * Takes a place for one more stream of the session, counted over every process. The member's
 * places are counted and taken under a lock of the member's own, so two processes asking at once
 * cannot both take the last place. Times are the database's, which all processes share.
 */
export function takeStreamPlace(
  db: Db,
  stream: { userId: string; sessionId: string },
  limits: StreamPlaceLimits,
): Promise<StreamPlace> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`notification-streams:${stream.userId}`}))`);
    await tx
      .delete(notificationStreams)
      .where(
        and(
          eq(notificationStreams.userId, stream.userId),
          sql`${notificationStreams.seenAt} < now() - make_interval(secs => ${limits.staleAfterSeconds})`,
        ),
      );
    const [counts] = await tx
      .select({
        ofMember: sql<number>`count(*)::int`,
        ofSession: sql<number>`(count(*) filter (where ${notificationStreams.sessionId} = ${stream.sessionId}))::int`,
      })
      .from(notificationStreams)
      .where(eq(notificationStreams.userId, stream.userId));
    if ((counts?.ofSession ?? 0) >= limits.perSession) return { refusedBy: 'session' as const };
    if ((counts?.ofMember ?? 0) >= limits.perMember) return { refusedBy: 'member' as const };
    const [row] = await tx
      .insert(notificationStreams)
      .values({ ...stream, openedAt: sql`now()`, seenAt: sql`now()` })
      .returning({ id: notificationStreams.id });
    if (!row) throw new Error('The stream place was not written');
    return { id: row.id };
  });
}

/** The holding process is still there: its places keep counting. */
export async function renewStreamPlaces(db: Db, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.update(notificationStreams).set({ seenAt: sql`now()` }).where(inArray(notificationStreams.id, [...ids]));
}

export async function giveBackStreamPlaces(db: Db, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.delete(notificationStreams).where(inArray(notificationStreams.id, [...ids]));
}
