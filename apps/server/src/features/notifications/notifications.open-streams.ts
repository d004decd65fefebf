import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/errors';
import { liveSessionIds, type CurrentSession } from '../../session/session.service';
import type { LiveEvent, LiveNotifications } from './notifications.live';

/**
 * A browser speaking HTTP/1.1 opens at most six connections to one server, and each stream holds
 * one for as long as it is open: one browser (one session) with more streams than that starves its
 * own requests, so a seventh is refused rather than queued.
 */
export const MAX_STREAMS_PER_SESSION = 6;
/**
 * Two browsers or devices at their fullest. A stream costs memory and a socket for good (300 of
 * one member took 22 MB), so one stolen or buggy client cannot hold hundreds. Counted per API
 * process: each process knows only its own streams (the README says so).
 */
export const MAX_STREAMS_PER_MEMBER = 2 * MAX_STREAMS_PER_SESSION;
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

/** A stream's place among the open ones, taken before it starts (or refused) and given back when it ends. */
export type StreamSlot = {
  /** The stream is under way: `end` ends it when its session ends (expired, logged out, revoked). */
  start(end: () => void): void;
  release(): void;
};

type Slot = { userId: string; session: CurrentSession; end: () => void; expiryTimer?: NodeJS.Timeout };

/**
 * This process's open notification streams: caps them per session and per member, and ends each
 * when its session ends, within a moment on every process. The session's expiry is timed here;
 * logout, password change and reset are heard on the sessions channel (all processes hear it),
 * checked against the database for the member's streams; a listener back after a drop, and a
 * periodic look, check every stream's session.
 */
export function createOpenStreams(db: Db, live: LiveNotifications, log: FastifyBaseLogger) {
  const slots = new Set<Slot>();
  let unsubscribe: (() => void) | undefined;
  let recheck: NodeJS.Timeout | undefined;

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
    if (slots.size > 0) return;
    unsubscribe?.();
    unsubscribe = undefined;
    clearInterval(recheck);
    recheck = undefined;
  };

  return {
    /** Takes a place for a stream of this session, or throws 429 beyond a cap. */
    reserve(userId: string, session: CurrentSession): StreamSlot {
      let ofSession = 0;
      let ofMember = 0;
      for (const slot of slots) {
        if (slot.session.id === session.id) ofSession += 1;
        if (slot.userId === userId) ofMember += 1;
      }
      if (ofSession >= MAX_STREAMS_PER_SESSION) throw new TooManyStreams(TOO_MANY_STREAMS_OF_SESSION);
      if (ofMember >= MAX_STREAMS_PER_MEMBER) throw new TooManyStreams(TOO_MANY_STREAMS_OF_MEMBER);
      const slot: Slot = { userId, session, end: () => {} };
      slots.add(slot);
      if (!unsubscribe) {
        unsubscribe = live.subscribe(onEvent);
        recheck = setInterval(() => void endThoseWhoseSessionEnded([...slots]), SESSION_RECHECK_MS);
        recheck.unref();
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
  };
}
