import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/errors';
import { liveSessionIds, type CurrentSession } from '../../session/session.service';
import { giveBackStreamPlaces, renewStreamPlaces, takeStreamPlace } from './notification-stream-places.repository';
import type { LiveEvent, LiveNotifications } from './notifications.live';

/**
 * A browser speaking HTTP/1.1 opens at most six connections to one server, and each stream holds
 * one for as long as it is open: one browser (one session) with more streams than that starves its
 * own requests, so a seventh is refused rather than queued.
 */
export const MAX_STREAMS_PER_SESSION = 6;
/**
 * Two browsers or devices at their fullest. A stream costs memory and a socket for good (300 of
 * one member took 22 MB), so one stolen or buggy client cannot hold hundreds. Both caps count the
 * streams of every API process (the notification_streams table).
 */
export const MAX_STREAMS_PER_MEMBER = 2 * MAX_STREAMS_PER_SESSION;
/** How often a process renews the places of its open streams. */
export const STREAM_PLACE_RENEW_MS = 20_000;
/** A place not renewed for this long belongs to a process that died (kill -9, a lost machine). */
export const STREAM_PLACE_STALE_SECONDS = 60;
/**
 * The safety net under the sessions channel: this often, a process asks (in one query) whether
 * the sessions of its open streams still live, in case a notice was lost on the way.
 */
export const SESSION_RECHECK_MS = 60_000;
/** setTimeout waits at most 2^31-1 ms (24.8 days); a later expiry is timed again from there. */
const MAX_TIMER_MS = 2 ** 31 - 1;

export const TOO_MANY_STREAMS_OF_SESSION = `Too many notification streams are open in this browser: close a tab of Repertoire first (at most ${MAX_STREAMS_PER_SESSION})`;
export const TOO_MANY_STREAMS_OF_MEMBER = `Too many notification streams are open for this account: close Repertoire in another tab or browser first (at most ${MAX_STREAMS_PER_MEMBER})`;

class TooManyStreams extends AppError {
  constructor(message: string) {
    super(429, message);
  }
}

/** A stream's place among the open ones of every process, taken before it starts (or refused) and given back when it ends. */
export type StreamSlot = {
  /** The stream is under way: `end` ends it when its session ends (expired, logged out, revoked). */
  start(end: () => void): void;
  release(): void;
};

type Slot = { placeId: string; userId: string; session: CurrentSession; end: () => void; expiryTimer?: NodeJS.Timeout };

/**
 * This process's open notification streams: takes each a place under the caps per session and per
 * member, counted over every process in the database, and ends each when its session ends, within a moment on every process. The session's expiry is timed here;
 * logout, password change and reset are heard on the sessions channel (all processes hear it),
 * checked against the database for the member's streams; a listener back after a drop, and a
 * periodic look, check every stream's session.
 */
export function createOpenStreams(db: Db, live: LiveNotifications, log: FastifyBaseLogger) {
  const slots = new Set<Slot>();
  let unsubscribe: (() => void) | undefined;
  let recheck: NodeJS.Timeout | undefined;
  let renew: NodeJS.Timeout | undefined;
  /** Places being given back, awaited when the app closes so none is left counting. */
  const givingBack = new Set<Promise<void>>();

  const giveBack = (ids: string[]) => {
    const done = giveBackStreamPlaces(db, ids)
      // The database is away: the places lapse by themselves once no longer renewed.
      .catch((error: unknown) => log.warn({ err: error }, 'Could not give back the places of closed notification streams'))
      .finally(() => givingBack.delete(done));
    givingBack.add(done);
  };

  const renewPlaces = () =>
    renewStreamPlaces(
      db,
      [...slots].map((slot) => slot.placeId),
    ).catch((error: unknown) => log.warn({ err: error }, 'Could not renew the places of open notification streams'));

  const endThoseWhoseSessionEnded = async (candidates: Slot[]) => {
    if (candidates.length === 0) return;
    try {
      const live = await liveSessionIds(db, [...new Set(candidates.map((slot) => slot.session.id))]);
      for (const slot of candidates) if (!live.has(slot.session.id)) slot.end();
    } catch (error) {
      // The database is away: the streams stay, the next notice or look asks again.
      log.warn({ err: error }, 'Could not check the sessions of open notification streams');
    }
  };

  const onEvent = ({ kind, userId }: LiveEvent) => {
    if (kind !== 'sessions-ended') return;
    void endThoseWhoseSessionEnded([...slots].filter((slot) => userId === null || slot.userId === userId));
  };

  /** Ends the stream at its session's expiry, without asking the database. */
  const timeExpiry = (slot: Slot) => {
    const remaining = slot.session.expiresAt.getTime() - Date.now();
    if (remaining <= 0) return slot.end();
    slot.expiryTimer = setTimeout(() => timeExpiry(slot), Math.min(remaining, MAX_TIMER_MS));
    slot.expiryTimer.unref();
  };

  const release = (slot: Slot) => {
    if (!slots.delete(slot)) return;
    clearTimeout(slot.expiryTimer);
    giveBack([slot.placeId]);
    if (slots.size > 0) return;
    unsubscribe?.();
    unsubscribe = undefined;
    clearInterval(recheck);
    recheck = undefined;
    clearInterval(renew);
    renew = undefined;
  };

  return {
    /** Takes a place for a stream of this session, or throws 429 beyond a cap. */
    async reserve(userId: string, session: CurrentSession): Promise<StreamSlot> {
      const place = await takeStreamPlace(
        db,
        { userId, sessionId: session.id },
        { perSession: MAX_STREAMS_PER_SESSION, perMember: MAX_STREAMS_PER_MEMBER, staleAfterSeconds: STREAM_PLACE_STALE_SECONDS },
      );
      if ('refusedBy' in place) {
        throw new TooManyStreams(place.refusedBy === 'session' ? TOO_MANY_STREAMS_OF_SESSION : TOO_MANY_STREAMS_OF_MEMBER);
      }
      const slot: Slot = { placeId: place.id, userId, session, end: () => {} };
      slots.add(slot);
      if (!unsubscribe) {
        unsubscribe = live.subscribe(onEvent);
        recheck = setInterval(() => void endThoseWhoseSessionEnded([...slots]), SESSION_RECHECK_MS);
        recheck.unref();
        renew = setInterval(() => void renewPlaces(), STREAM_PLACE_RENEW_MS);
        renew.unref();
      }
      return {
        start(end) {
          slot.end = end;
          timeExpiry(slot);
          // The session may have ended since the request was authenticated, before this stream listened.
          void endThoseWhoseSessionEnded([slot]);
        },
        release: () => release(slot),
      };
    },

    /** Once every stream has ended: waits until their places are given back. */
    async settle(): Promise<void> {
      await Promise.all([...givingBack]);
    },
  };
}
